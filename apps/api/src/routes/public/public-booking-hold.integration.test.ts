// Decision 035 (issue 29 point 3): a public booking holds its spots before any password or payment work; spots held
// by a request that then does not book go back, and to the trip's waitlist first (MKT-046).
import { TRAVELER_BOOKING_ERROR_CODES } from '@caravan/domain';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trips, users, waitlistOffers } from '../../db/schema/index.js';
import { type TestApp, createTestApp, idem } from '../../testing/test-app.js';
import { WAITLIST_TRIP, fillTrip, joinWaitlist } from '../../services/waitlist/waitlist-world.js';

describe('public booking: spots held first', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ liftRateLimits: true });
  });
  afterEach(() => t?.close());

  const spotsTaken = async () =>
    (await t.database.db.select({ n: trips.spotsTaken }).from(trips).where(eq(trips.id, WAITLIST_TRIP)))[0]?.n;
  const book = (email: string, password: string, cardToken = 'tok_visa') =>
    t.anonymous().request(
      'POST',
      `/api/public/trips/${WAITLIST_TRIP}/bookings`,
      {
        package: 'standard',
        travelers: [{ firstName: 'Held', lastName: 'First', email, room: 'shared' }],
        account: { password },
        payment: { paymentOptionType: 'minimum', cardToken },
        termsAccepted: true,
      },
      idem(),
    );

  it('[issue 29] a wrong password for an existing account gives the held spot back: the next visitor gets it', async () => {
    await t.database.db
      .update(trips)
      .set({ spotsTaken: sql`${trips.maximumSpots} - 1` })
      .where(eq(trips.id, WAITLIST_TRIP));
    const before = await spotsTaken();

    const refused = await book('traveler@caravan.test', 'not the password at all');
    expect(refused.status).toBe(401);
    expect(await spotsTaken()).toBe(before);

    const next = await book('next-in-line@example.com', 'correct horse battery');
    expect(next.status).toBe(201);
    expect(await spotsTaken()).toBe((before ?? 0) + 1);
    const late = await book('too-late@example.com', 'correct horse battery');
    expect(late.status).toBe(409);
    expect(late.body.code).toBe(TRAVELER_BOOKING_ERROR_CODES.spotsUnavailable);
    // Turned away before an account was made (MKT-054, decision 035).
    expect(await t.database.db.select().from(users).where(eq(users.email, 'too-late@example.com'))).toEqual([]);
  });

  it('[MKT-046] a spot held by a declined booking goes back to the waitlist first', async () => {
    await fillTrip(t);
    const [waiting] = await joinWaitlist(t, 1, new Date(Date.now() - 3_600_000));
    // A spot comes free without an offer yet (as between a cancellation and the next booking to hold it).
    await t.database.db
      .update(trips)
      .set({ spotsTaken: sql`${trips.spotsTaken} - 1` })
      .where(eq(trips.id, WAITLIST_TRIP));

    const declined = await book('declined@example.com', 'correct horse battery', 'tok_chargeDeclined');
    expect(declined.status).toBe(402);

    const offers = await t.database.db
      .select({ bookingId: waitlistOffers.bookingId, status: waitlistOffers.status })
      .from(waitlistOffers)
      .where(eq(waitlistOffers.tripId, WAITLIST_TRIP));
    expect(offers).toEqual([{ bookingId: waiting?.bookingId, status: 'offered' }]);
    // The spot is the offer's now: a new visitor cannot take it.
    const after = await book('after-offer@example.com', 'correct horse battery');
    expect(after.status).toBe(409);
  });
});
