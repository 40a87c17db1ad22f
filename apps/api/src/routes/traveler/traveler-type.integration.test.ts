// Who the signed-in traveler is on a booking (TRV-001..003), as the API answers it: the booking customer is primary,
// an additional participant secondary, and a person not on the booking learns nothing of it (404).
import type { MyTrip, MyTripDetails, Page, TravelerBooking } from '@caravan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp } from '../../testing/test-app.js';

const LIVE = DEMO_TRIP_IDS.live;
const BOOKING = DEMO_BOOKING_IDS.travelerLive;

let t: TestApp;
let primary: TestClient;
let companion: TestClient;
let outsider: TestClient;

beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  [primary, companion, outsider] = await Promise.all([
    t.sessionFor(DEMO_USER_IDS.traveler),
    t.sessionFor(DEMO_USER_IDS.companion),
    t.sessionFor(DEMO_USER_IDS.traveler2),
  ]);
});
afterAll(() => t?.close());

/** The viewer's traveler type on the live trip as the list, the trip details and the trip's bookings each answer it. */
async function typesOnLive(client: TestClient) {
  const list = (await client.request<Page<MyTrip>>('GET', '/api/me/trips')).body.data?.items.find((x) => x.id === LIVE);
  const details = (await client.request<MyTripDetails>('GET', `/api/me/trips/${LIVE}`)).body.data;
  const bookings = (await client.request<TravelerBooking[]>('GET', `/api/me/trips/${LIVE}/bookings`)).body.data ?? [];
  const onBooking = bookings.find((b) => b._id === BOOKING);
  return { list: list?.travelerType, details: details?.travelerType, booking: onBooking?.travelerType };
}

describe('the traveler type on a booking', () => {
  it('[TRV-001] [TRV-002] the booking customer (their email is the customer email) is the primary traveler', async () => {
    expect(await typesOnLive(primary)).toEqual({
      list: 'traveler-primary',
      details: 'traveler-primary',
      booking: 'traveler-primary',
    });
  });

  it('[TRV-001] [TRV-003] an additional participant of the booking is a secondary traveler', async () => {
    expect(await typesOnLive(companion)).toEqual({
      list: 'traveler-secondary',
      details: 'traveler-secondary',
      booking: 'traveler-secondary',
    });
  });

  it('[TRV-001] [TRV-003] a person not on the booking is neither: it is not among their bookings, and reading it is a 404', async () => {
    const theirs = await typesOnLive(outsider);
    // traveler2 is on the same trip with a booking of their own (primary there), never on this one.
    expect(theirs.booking).toBeUndefined();
    expect(theirs.details).toBe('traveler-primary');
    expect((await outsider.request('GET', `/api/me/bookings/${BOOKING}/payments`)).status).toBe(404);
    expect(
      (await outsider.request('POST', `/api/me/bookings/${BOOKING}/cancel`, { reason: 'Change of plans' })).status,
    ).toBe(404);
  });
});
