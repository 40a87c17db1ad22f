// A trip page left open while the trip stops being bookable (issue 26, bad input): the booking sent from the stale
// form is refused with the reason and the words "you haven't been charged", and indeed nothing is charged or kept.
import { BOOKING_CREATION_ERROR_CODES, NOT_CHARGED_NOTE, TRIP_NOT_BOOKABLE_MESSAGES } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, trips, users } from '../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { type TestApp, createTestApp, idem } from '../../testing/test-app.js';
import type { PublicTripView } from '../../views/public-trip.view.js';

const LIVE = DEMO_TRIP_IDS.live;
let t: TestApp;
const db = () => t.database.db;
const tripRow = async () => (await db().select().from(trips).where(eq(trips.id, LIVE)))[0];
const booking = (email: string) => ({
  package: 'standard',
  travelers: [{ firstName: 'Sam', lastName: 'Stale', email, room: 'shared' }],
  account: { password: 'correct horse battery' },
  payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
  countryCode: 'US',
  termsAccepted: true,
});

beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  await db().update(trips).set({ maximumSpots: 200 }).where(eq(trips.id, LIVE));
});
afterAll(() => t?.close());
beforeEach(() => t.payments.reset());

describe('a booking sent from a trip page that went stale', () => {
  it('[MKT-003] the trip was cancelled while the form was open: a clear refusal, nothing charged, no account or booking', async () => {
    const page = await t.anonymous().request<PublicTripView>('GET', '/api/public/trips/crv-1005');
    expect(page.body.data?.bookability.kind).toBe('open');
    const before = await tripRow();
    const [original] = [before?.status];
    await db().update(trips).set({ status: 'cancelled' }).where(eq(trips.id, LIVE));
    try {
      const res = await t
        .anonymous()
        .request('POST', `/api/public/trips/${LIVE}/bookings`, booking('stale1@example.com'), idem());
      expect(res.status).toBe(409);
      expect(res.body.code).toBe(BOOKING_CREATION_ERROR_CODES.tripNotBookable);
      expect(res.body.error).toBe(`${TRIP_NOT_BOOKABLE_MESSAGES.cancelled} ${NOT_CHARGED_NOTE}`);
      expect(t.payments.charges).toEqual([]);
      expect(await db().select().from(users).where(eq(users.email, 'stale1@example.com'))).toEqual([]);
      expect((await tripRow())?.spotsTaken).toBe(before?.spotsTaken);
    } finally {
      await db()
        .update(trips)
        .set({ status: original ?? 'live' })
        .where(eq(trips.id, LIVE));
    }
  });

  it('[MKT-003] the bookings deadline passed while the form was open: refused with the reason, nothing charged', async () => {
    const trip = await tripRow();
    const count = async () => (await db().select().from(bookings).where(eq(bookings.tripId, LIVE))).length;
    const bookingsBefore = await count();
    // The deadline moves past today (as the clock passing it would): bookings closed yesterday.
    const original = trip?.bookingsDeadline ?? null;
    const daysToStart = Math.round(
      (Date.parse(trip?.startDate ?? '') - Date.parse(t.clock.now.toISOString().slice(0, 10))) / 86_400_000,
    );
    await db()
      .update(trips)
      .set({ bookingsDeadline: daysToStart + 1 })
      .where(eq(trips.id, LIVE));
    try {
      const res = await t
        .anonymous()
        .request('POST', `/api/public/trips/${LIVE}/bookings`, booking('stale2@example.com'), idem());
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(`${TRIP_NOT_BOOKABLE_MESSAGES.pastDeadline} ${NOT_CHARGED_NOTE}`);
      expect(t.payments.charges).toEqual([]);
      expect(await count()).toBe(bookingsBefore);
    } finally {
      await db().update(trips).set({ bookingsDeadline: original }).where(eq(trips.id, LIVE));
    }
  });
});
