// The waitlist race on real PostgreSQL (MKT-047): a freed spot offered to traveler A, A's deposit payment and public
// bookings for that last spot fired together, many times. Exactly one gets the spot and the trip is never oversold.
// (PGlite runs one transaction at a time, so only PostgreSQL can race.)
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, trips, waitlistOffers } from '../../db/schema/index.js';
import { type TestApp, createTestApp } from '../../testing/test-app.js';
import { offerFreedSpots } from './offer-spots.js';
import { WAITLIST_TRIP, bookAsVisitor, fillTrip, joinWaitlist } from './waitlist-world.js';

/** Rounds, each with its own freed spot, offer and contenders. */
const ROUNDS = 6;
/** Public bookings racing the offer's payment in each round. */
const PUBLIC_CONTENDERS = 3;

describe.runIf(!!process.env.DATABASE_URL)('waitlist offer race (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The processor answers after a pause, so the payment is in flight while the public bookings arrive.
    t = await createTestApp({ payments: { latencyMs: 20 }, liftRateLimits: true });
    await t.database.db.update(trips).set({ maximumSpots: 150 }).where(eq(trips.id, WAITLIST_TRIP));
    await fillTrip(t);
  });
  afterAll(() => t?.close());

  it(`[MKT-047] ${ROUNDS} times: an offered spot, its payment and ${PUBLIC_CONTENDERS} public bookings at once — exactly one gets it, never oversold`, async () => {
    const db = t.database.db;
    for (let round = 0; round < ROUNDS; round++) {
      const [a] = await joinWaitlist(t, 1, new Date(Date.UTC(2026, 9, 1, round)));
      if (!a) throw new Error('a waitlisted traveler expected');
      // One spot frees (the host raises the maximum) and is offered to A in the same transaction.
      const offers = await db.transaction(async (tx) => {
        await tx
          .update(trips)
          .set({ maximumSpots: sql`${trips.maximumSpots} + 1` })
          .where(eq(trips.id, WAITLIST_TRIP));
        return offerFreedSpots(tx, { tripId: WAITLIST_TRIP, now: t.clock.now });
      });
      expect(offers.map((o) => o.bookingId)).toEqual([a.bookingId]);

      const [accept, ...publics] = await Promise.all([
        a.client.request('POST', `/api/me/bookings/${a.bookingId}/waitlist-offer/accept`, { cardToken: 'tok_visa' }),
        ...Array.from({ length: PUBLIC_CONTENDERS }, () => bookAsVisitor(t, { joinWaitlist: false })),
      ]);
      const winners = [accept?.status === 201, ...publics.map((p) => p.res.status === 201)].filter(Boolean);
      expect(winners, `round ${round}`).toHaveLength(1);
      // The held spot is A's: the public bookings are told the trip is full, before any charge.
      expect(accept?.status).toBe(201);
      for (const p of publics) expect(p.res.status).toBe(409);

      const [trip] = await db.select().from(trips).where(eq(trips.id, WAITLIST_TRIP));
      expect(trip?.spotsTaken).toBe(trip?.maximumSpots);
      const [held] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(waitlistOffers)
        .where(eq(waitlistOffers.status, 'offered'));
      expect(held?.n).toBe(0);
    }
    // Never oversold: the spots of the bookings that hold spots never exceed the maximum.
    const [{ holding } = { holding: 0 }] = await db
      .select({ holding: sql<number>`coalesce(sum(${bookings.totalSpotsBooked}), 0)::int` })
      .from(bookings)
      .where(sql`${bookings.tripId} = ${WAITLIST_TRIP} and ${bookings.status} in ('pending', 'confirmed')`);
    const [trip] = await db.select().from(trips).where(eq(trips.id, WAITLIST_TRIP));
    expect(holding).toBeLessThanOrEqual(trip?.maximumSpots ?? 0);
    // Each round creates accounts (a password hash each): generous on a shared CI machine.
  }, 300_000);
});
