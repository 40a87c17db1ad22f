// Races on real PostgreSQL (PGlite runs one transaction at a time): the last private rooms, and one key sent twice at once.
import { MANAGE_BOOKING_MESSAGES } from '@caravan/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addOns, bookings, payments, travelers, trips, users } from '../../db/schema/index.js';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { type TestApp, type TestClient as Client, createTestApp, idem } from '../../testing/test-app.js';

const CONTENDERS = 50;
const ROOMS_LEFT = 3;

describe.runIf(!!process.env.DATABASE_URL)('races (PostgreSQL)', () => {
  // A world per test: both count the processor's charges and steer its latency, so neither may see the other's.
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ payments: { latencyMs: 20 }, liftRateLimits: true });
  });
  afterEach(() => t?.close());

  it(`[MBK-062] ${CONTENDERS} travelers asking at once for the last ${ROOMS_LEFT} private rooms: exactly ${ROOMS_LEFT} get one, the rest a clear refusal and no charge`, async () => {
    const db = t.database.db;
    const tripId = DEMO_TRIP_IDS.confirmed;
    const [trip] = await db.select().from(trips).where(eq(trips.id, tripId));
    expect(trip?.singleSupplementQuantityAvailable).toBe(ROOMS_LEFT);

    // Fifty single travelers on the trip, each with a confirmed, paid booking and a session.
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: CONTENDERS }, (_, i) => ({
          email: `racer${i}@caravan.test`,
          firstName: 'Racer',
          lastName: String(i),
          group: 'traveler',
          role: 'traveler-primary',
        })),
      )
      .returning({ id: users.id });
    const price = trip?.priceInitial ?? 500_000;
    const booked = await db
      .insert(bookings)
      .values(
        people.map((p, i) => ({
          orderId: `RACE-${i}`,
          tripId,
          customerId: p.id,
          status: 'confirmed',
          currency: trip?.currency ?? 'USD',
          travelAmount: price,
          paidAmount: price,
          dueAmount: 0,
          travelersRooms: [{ roomType: 'double' as const, travelers: [p.id] }],
        })),
      )
      .returning({ id: bookings.id, customerId: bookings.customerId });
    await db.insert(travelers).values(
      booked.map((b) => ({
        userId: b.customerId,
        tripId,
        bookingId: b.id,
        type: 'traveler-primary',
        status: 'created',
      })),
    );
    const clients: [Client, string, string][] = await Promise.all(
      booked.map(async (b) => [await t.sessionFor(b.customerId), b.id, b.customerId] as [Client, string, string]),
    );

    const answers = await Promise.all(
      clients.map(([client, bookingId, userId]) =>
        client.request(
          'POST',
          `/api/me/bookings/${bookingId}`,
          {
            travelersRooms: [{ roomType: 'single', travelers: [userId] }],
            payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
          },
          idem(),
        ),
      ),
    );

    const won = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect(won).toHaveLength(ROOMS_LEFT);
    expect(refused).toHaveLength(CONTENDERS - ROOMS_LEFT);
    for (const r of refused)
      expect(r.body).toEqual({
        success: false,
        code: 'single-supplement-unavailable',
        error: MANAGE_BOOKING_MESSAGES.privateRoomsSoldOut,
      });

    // Charged exactly the winners, once each; the refused hold no room, no add-on and no payment.
    expect(t.payments.charges).toHaveLength(ROOMS_LEFT);
    expect(t.payments.charges.every((c) => c.amountMinor === trip?.singleSupplementPrice)).toBe(true);
    const [after] = await db.select().from(trips).where(eq(trips.id, tripId));
    expect(after?.singleSupplementQuantityAvailable).toBe(0);
    const ids = booked.map((b) => b.id);
    const singles = await db
      .select()
      .from(addOns)
      .where(and(inArray(addOns.bookingId, ids), eq(addOns.type, 'single-supplement')));
    expect(singles).toHaveLength(ROOMS_LEFT);
    const paid = await db.select().from(payments).where(inArray(payments.bookingId, ids));
    expect(paid).toHaveLength(ROOMS_LEFT);
    expect(new Set(paid.map((p) => p.bookingId))).toEqual(new Set(singles.map((s) => s.bookingId)));
  });

  it('[PAY-004] the same payment sent twice at once with one key: one is charged, the other gets 409', async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    const bookingId = DEMO_BOOKING_IDS.travelerLive;
    const charges = t.payments.charges.length;
    t.payments.latencyMs = 500; // the first request is still at the processor when the second arrives
    const headers = idem();
    const body = { paymentOptionType: 'custom', paymentAmount: 10_000, cardToken: 'tok_visa' };
    const [a, b] = await Promise.all([
      traveler.request('POST', `/api/me/bookings/${bookingId}/payments`, body, headers),
      traveler.request('POST', `/api/me/bookings/${bookingId}/payments`, body, headers),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const conflict = a.status === 409 ? a : b;
    expect(conflict.body.code).toBe('idempotency-request-in-progress');
    expect(t.payments.charges.length).toBe(charges + 1);
    // Once the first is done, the same key answers its recorded result.
    const replay = await traveler.request('POST', `/api/me/bookings/${bookingId}/payments`, body, headers);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(t.payments.charges.length).toBe(charges + 1);
  });
});
