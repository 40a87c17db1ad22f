// The admin's 'Edit trip request' form (TRP-006) with a stubbed client: a save shows the spec's copy for each outcome.
import { TRIP_REQUEST_NOT_EDITABLE } from '@caravan/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.js';
import { TripRequestForm } from './EditTripRequest.js';
import { type AdminTripRequest, type TripRequestSaveOutcome, saveTripRequest } from './trip-request-edit.api.js';

const request: AdminTripRequest = {
  id: '11111111-1111-4111-8111-111111111111',
  hostId: '22222222-2222-4222-8222-222222222222',
  itineraryId: '33333333-3333-4333-8333-333333333333',
  inventoryItemId: null,
  status: 'pending',
  selectedPackage: 'standard',
  startDate: '2027-03-01',
  instantlyApproved: false,
  dietaryRestriction: null,
  additionalRequests: 'Window seats',
  createdAt: '2026-11-01T10:00:00.000Z',
};

/** Saves through `stub`, then renders the form as it stands after that save. */
async function formAfterSave(stub: () => Promise<unknown>, shown = request) {
  const sent: unknown[] = [];
  const save = (id: string, body: unknown) => {
    sent.push({ id, body });
    return stub();
  };
  const outcome: TripRequestSaveOutcome = await saveTripRequest(save, shown.id, {
    additionalRequests: 'Vegan lunches',
  });
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <TripRequestForm request={shown} save={save as never} initialOutcome={outcome} />
    </QueryClientProvider>,
  );
  return { html, sent, text: html.replace(/<[^>]+>/g, ' ') };
}

describe('admin Edit trip request form', () => {
  it('[TRP-006] a save the API accepts shows exactly "Trip Request saved!" as a status, with the request id and body sent', async () => {
    const { html, sent, text } = await formAfterSave(() => Promise.resolve({ ...request }));
    expect(sent).toEqual([{ id: request.id, body: { additionalRequests: 'Vegan lunches' } }]);
    expect(html).toMatch(/role="status"[\s\S]*Trip Request saved!/);
    expect(text).not.toContain('There was an error');
  });

  it('[TRP-006] a refused save shows the spec failure copy as an alert, not the server text', async () => {
    const refused = new ApiError('This trip request is no longer pending.', 409, 'TRIP_REQUEST_CLOSED');
    const { html, text } = await formAfterSave(() => Promise.reject(refused));
    expect(html).toMatch(/role="alert"[\s\S]*There was an error updating the trip request\. Please try again\./);
    expect(text).not.toContain('Trip Request saved!');
    expect(text).not.toContain('no longer pending');
  });

  it('[TRP-006] a pending request renders its additional requests in a labelled field with the save button', async () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <TripRequestForm request={request} save={() => Promise.reject(new Error('unused'))} />
      </QueryClientProvider>,
    );
    expect(html).toContain('Additional requests');
    expect(html).toContain('value="Window seats"');
    expect(html).toContain('Save trip request');
  });

  it('[TRP-006] a request no longer pending is read-only: no save button, the reason instead', async () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <TripRequestForm request={{ ...request, status: 'trip-created' }} save={() => Promise.reject(new Error('x'))} />
      </QueryClientProvider>,
    );
    expect(html).not.toContain('Save trip request');
    expect(html).toContain(TRIP_REQUEST_NOT_EDITABLE);
  });
});
