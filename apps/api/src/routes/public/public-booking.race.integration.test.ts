// Races on real PostgreSQL (PGlite runs one transaction at a time): many bookers for the last spots and the last
// private room, and one Idempotency-Key sent many times at once (MKT-006, MKT-007).
import { TRAVELER_BOOKING_ERROR_CODES } from '@caravan/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookings, payments, trips, users } from '../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp, idem } from '../../testing/test-app.js';

const CONTENDERS = 40;
const SPOTS_LEFT = 3;
const LIVE = DEMO_TRIP_IDS.live;

describe.runIf(!!process.env.DATABASE_URL)('public booking races (PostgreSQL)', () => {
  // A world per test: each counts the processor's charges and the trip's spots from the seeded state, whatever order
  // the shuffle gives them.
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ payments: { latencyMs: 20 }, liftRateLimits: true });
  });
  afterEach(() => t?.close());

  /** `count` traveler accounts with a session each, and the body each sends to book one spot as themselves. */
  async function bookers(prefix: string, count: number, room: 'shared' | 'private') {
    const rows = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: `${prefix}${i}@caravan.test`,
          firstName: 'Racer',
          lastName: String(i),
          group: 'traveler',
          role: 'traveler-primary',
        })),
      )
      .returning({ id: users.id, email: users.email });
    return Promise.all(
      rows.map(async (u) => ({
        id: u.id,
        client: await t.sessionFor(u.id),
        body: {
          package: 'standard',
          travelers: [{ firstName: 'Racer', lastName: 'X', email: u.email, room }],
          payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
          termsAccepted: true,
        },
      })),
    );
  }
  const book = (client: TestClient, body: object, key = idem()) =>
    client.request('POST', `/api/public/trips/${LIVE}/bookings`, body, key);

  it(`[MKT-006] ${CONTENDERS} bookers at once for the last ${SPOTS_LEFT} spots: exactly ${SPOTS_LEFT} booked and charged, the rest a clear refusal and no charge`, async () => {
    const db = t.database.db;
    const [trip] = await db.select().from(trips).where(eq(trips.id, LIVE));
    await db
      .update(trips)
      .set({ maximumSpots: (trip?.spotsTaken ?? 0) + SPOTS_LEFT })
      .where(eq(trips.id, LIVE));
    t.payments.reset();
    const racers = await bookers('spot-racer', CONTENDERS, 'shared');

    const answers = await Promise.all(racers.map((r) => book(r.client, r.body)));

    const won = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(won).toHaveLength(SPOTS_LEFT);
    expect(refused).toHaveLength(CONTENDERS - SPOTS_LEFT);
    for (const r of refused) expect(r.body.code).toBe(TRAVELER_BOOKING_ERROR_CODES.spotsUnavailable);
    const [after] = await db.select().from(trips).where(eq(trips.id, LIVE));
    expect(after?.spotsTaken).toBe(after?.maximumSpots); // never oversold
    const made = await db
      .select()
      .from(bookings)
      .where(
        inArray(
          bookings.customerId,
          racers.map((r) => r.id),
        ),
      );
    expect(made).toHaveLength(SPOTS_LEFT);
    expect(t.payments.charges).toHaveLength(SPOTS_LEFT);
    const paid = await db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.bookingId,
          made.map((b) => b.id),
        ),
      );
    expect(paid).toHaveLength(SPOTS_LEFT);
  });

  it('[MKT-006] twenty bookers at once for the last two private rooms: two get one, the rest a clear refusal and no spot', async () => {
    const db = t.database.db;
    const [trip] = await db.select().from(trips).where(eq(trips.id, LIVE));
    await db
      .update(trips)
      .set({ maximumSpots: (trip?.spotsTaken ?? 0) + 50, singleSupplementQuantityAvailable: 2 })
      .where(eq(trips.id, LIVE));
    t.payments.reset();
    const racers = await bookers('room-racer', 20, 'private');
    const answers = await Promise.all(racers.map((r) => book(r.client, r.body)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    for (const a of answers.filter((x) => x.status !== 201))
      expect(a.body.code).toBe(TRAVELER_BOOKING_ERROR_CODES.singleSupplementUnavailable);
    const [after] = await db.select().from(trips).where(eq(trips.id, LIVE));
    expect(after?.singleSupplementQuantityAvailable).toBe(0);
    expect(after?.spotsTaken).toBe((trip?.spotsTaken ?? 0) + 2); // the refused gave their spots back
    expect(t.payments.charges).toHaveLength(2);
  });

  it('[MKT-007] one Idempotency-Key sent eight times at once by a visitor creating an account: one booking, one charge', async () => {
    const db = t.database.db;
    const [trip] = await db.select().from(trips).where(eq(trips.id, LIVE));
    await db
      .update(trips)
      .set({ maximumSpots: (trip?.spotsTaken ?? 0) + 10 })
      .where(eq(trips.id, LIVE));
    t.payments.reset();
    t.payments.latencyMs = 300; // the first request is still at the processor when the others arrive
    const key = idem();
    const body = {
      package: 'standard',
      travelers: [{ firstName: 'Ida', lastName: 'Empotent', email: 'ida@example.com', room: 'shared' }],
      account: { password: 'correct horse battery' },
      payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
      termsAccepted: true,
    };
    const answers = await Promise.all(Array.from({ length: 8 }, () => book(t.anonymous(), body, key)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    for (const a of answers.filter((x) => x.status !== 201))
      expect(a.body.code).toBe(TRAVELER_BOOKING_ERROR_CODES.idempotencyRequestInProgress);
    expect(t.payments.charges).toHaveLength(1);
    const [ida] = await db.select().from(users).where(eq(users.email, 'ida@example.com'));
    expect(
      await db
        .select()
        .from(bookings)
        .where(eq(bookings.customerId, ida?.id ?? '')),
    ).toHaveLength(1);
    // Once done, the key replays the one booking.
    const replay = await book(t.anonymous(), body, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(t.payments.charges).toHaveLength(1);
  });
});
