// The Bookings tab's Companion form as rendered: shown only when the trip has companions, with the four fields of
// each, and read-only once the details were submitted.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CompanionForm } from './CompanionForm.js';
import type { HostCompanions } from './host-bookings.api.js';

const TRIP = '00000000-0000-4000-8000-000000000001';
const sam = { _id: 'companion-sam', firstName: 'Sam', lastName: 'Host', ageRange: '18+', traveler: null };
const render = (data: HostCompanions) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <CompanionForm tripId={TRIP} data={data} />
    </QueryClientProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('companion form', () => {
  it('[HBK-010] the Bookings tab shows the Companion form when the trip has companions, and nothing without', () => {
    const html = render({ tripId: TRIP, editable: true, companions: [sam] });
    expect(text(html)).toContain('Companions');
    expect(text(html)).toContain('Companion 1 (18+)');
    for (const label of ['First Name', 'Last Name', 'Email', 'Date Of Birth']) expect(text(html)).toContain(label);
    expect(html).toContain('value="Sam"'); // the name the trip request gave
    expect(text(html)).toContain('Submit Companions');
    expect(render({ tripId: TRIP, editable: true, companions: [] })).toBe('');
  });

  it('[HBK-010] [HBK-039] once submitted the form shows the details read-only, without a submit button', () => {
    const traveler = { firstName: 'Sam', lastName: 'Host', email: 'sam@example.com', dateOfBirth: '04/02/1986' };
    const html = render({ tripId: TRIP, editable: false, companions: [{ ...sam, traveler }] });
    expect(html).toContain('value="sam@example.com"');
    expect(text(html)).not.toContain('Submit Companions');
    expect(text(html)).toContain('Your companions’ details were submitted.');
    expect(html.match(/<input[^>]*disabled/g)?.length).toBe(4);
  });
});
