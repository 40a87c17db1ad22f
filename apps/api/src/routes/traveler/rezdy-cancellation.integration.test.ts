// A Rezdy trip's cancellation window on the server (CAN-021): refunds until 60 days out, where any other trip's end at 90.
import { type MyTripDetails, addDays } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookings, trips } from '../../db/schema/index.js';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp } from '../../testing/test-app.js';

const LIVE = DEMO_TRIP_IDS.live;
const BOOKING = DEMO_BOOKING_IDS.travelerLive;
const CREDIT = 'Trip credit for everything you paid';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ liftRateLimits: true });
});
afterEach(() => t?.close());

/** The seeded confirmed booking `daysOut` days before its trip, Rezdy-sold or not, with its customer signed in then. */
async function bookingDaysOut(daysOut: number, rezdyTripId: string | null): Promise<TestClient> {
  const db = t.database.db;
  await db.update(bookings).set({ rezdyTripId }).where(eq(bookings.id, BOOKING));
  const [trip] = await db.select().from(trips).where(eq(trips.id, LIVE));
  t.clock.now = new Date(`${addDays(trip?.startDate as string, -daysOut)}T12:00:00Z`);
  return t.sessionFor(DEMO_USER_IDS.traveler);
}

const refundMethodsOf = async (client: TestClient) =>
  ((await client.request<MyTripDetails>('GET', `/api/me/trips/${LIVE}`)).body.data as MyTripDetails).refundMethods.map(
    (m) => m.description,
  );
const cancelForCredit = (client: TestClient) =>
  client.request<{ cancellation: { refundAmount: number; tripCreditAmount: number } }>(
    'POST',
    `/api/me/bookings/${BOOKING}/cancel`,
    { reason: 'Change of plans', refundMethodDescription: CREDIT },
  );
/** Cancelling with no method named: within the window the server forfeits what was paid (11), refunding nothing. */
const cancelUnnamed = (client: TestClient) =>
  client.request<{ cancellation: { refundAmount: number; tripCreditAmount: number } }>(
    'POST',
    `/api/me/bookings/${BOOKING}/cancel`,
    { reason: 'Change of plans' },
  );

describe('[CAN-021] the non-refundable window of a Rezdy trip', () => {
  it('[CAN-021] 75 days out a Rezdy booking is still offered a refund, and cancelling for trip credit is accepted', async () => {
    const traveler = await bookingDaysOut(75, 'RZ-1001');
    expect(await refundMethodsOf(traveler)).toContain(CREDIT);
    const res = await cancelForCredit(traveler);
    expect(res.status).toBe(200);
    expect(res.body.data?.cancellation.tripCreditAmount).toBeGreaterThan(0);
  });

  it('[CAN-021] 75 days out a booking on any other trip is within its 90 days: no refund method, nothing refunded', async () => {
    const traveler = await bookingDaysOut(75, null);
    expect(await refundMethodsOf(traveler)).toEqual([]);
    const res = await cancelUnnamed(traveler);
    expect(res.status).toBe(200);
    expect(res.body.data?.cancellation).toMatchObject({ refundAmount: 0, tripCreditAmount: 0 });
  });

  it('[CAN-021] within 60 days a Rezdy booking is non-refundable too', async () => {
    const traveler = await bookingDaysOut(60, 'RZ-1001');
    expect(await refundMethodsOf(traveler)).toEqual([]);
    const res = await cancelUnnamed(traveler);
    expect(res.status).toBe(200);
    expect(res.body.data?.cancellation).toMatchObject({ refundAmount: 0, tripCreditAmount: 0 });
  });
});
