// The admin's 'Edit trip request' form (TRP-006) with a stubbed client: a save answers the spec's copy for each outcome.
import { TRIP_REQUEST_NOT_EDITABLE } from '@caravan/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.js';
import { TripRequestForm } from './EditTripRequest.js';
import { type AdminTripRequest, saveTripRequest } from './trip-request-edit.api.js';

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

/** Saves through `stub` as the form's submit does, and answers what was sent and the outcome the form shows. */
async function saveThrough(stub: () => Promise<unknown>) {
  const sent: unknown[] = [];
  const save = (id: string, body: unknown) => {
    sent.push({ id, body });
    return stub();
  };
  const outcome = await saveTripRequest(save, request.id, { additionalRequests: 'Vegan lunches' });
  return { sent, outcome };
}

describe('admin Edit trip request form', () => {
  // The click from the button to the save and the success status are driven in the browser (tests/e2e/admin-trip.e2e.ts).
  it('[TRP-006] a save the API accepts answers exactly "Trip Request saved!" as a success, with the request id and body sent', async () => {
    const { sent, outcome } = await saveThrough(() => Promise.resolve({ ...request }));
    expect(sent).toEqual([{ id: request.id, body: { additionalRequests: 'Vegan lunches' } }]);
    expect(outcome).toEqual({ tone: 'success', message: 'Trip Request saved!' });
  });

  it('[TRP-006] a refused save answers the spec failure copy, not the server text', async () => {
    const refused = new ApiError('This trip request is no longer pending.', 409, 'TRIP_REQUEST_CLOSED');
    const { outcome } = await saveThrough(() => Promise.reject(refused));
    expect(outcome).toEqual({
      tone: 'danger',
      message: 'There was an error updating the trip request. Please try again.',
    });
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
