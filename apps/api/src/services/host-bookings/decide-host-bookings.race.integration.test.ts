// The host's confirmations on real PostgreSQL (PGlite runs one transaction at a time, so it cannot race): two
// confirmations of different orders that both see one spot left, then write at once, confirm exactly one order.
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, trips } from '../../db/schema/index.js';
import { DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { HOST_BOOKINGS_PENDING_GUESTS } from '../../db/seed/host-bookings.js';
import { AppError } from '../../errors/app-error.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { decideHostBookings } from './decide-host-bookings.js';

const EARLY = DEMO_TRIP_IDS.earlyConfirmed;
const HOST = { id: DEMO_USER_IDS.host, group: 'host', role: 'host-primary' } as const;

describe.runIf(!!process.env.DATABASE_URL)('host confirmation races (PostgreSQL)', () => {
  let t: TestApp;
  let side: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    side = new pg.Client({ connectionString: t.database.url ?? '' });
    await side.connect();
  });
  afterAll(async () => {
    await side?.end();
    await t?.close();
  });

  const waitingOnLocks = async () => {
    await side.query('select pg_stat_clear_snapshot()');
    return Number(
      (
        await side.query(
          "select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        )
      ).rows[0]?.n,
    );
  };

  it('[HBK-001] two confirmations racing for the last spot: exactly one order is confirmed, the other refused', async () => {
    const db = t.database.db;
    const confirmedSpots = async () =>
      (
        await db
          .select({ n: bookings.totalSpotsBooked })
          .from(bookings)
          .where(and(eq(bookings.tripId, EARLY), eq(bookings.status, 'confirmed')))
      ).reduce((n, r) => n + r.n, 0);
    const already = await confirmedSpots();
    // One spot left to confirm (the counter of spots held is lowered with it to satisfy its check).
    await db
      .update(trips)
      .set({ maximumSpots: already + 1, spotsTaken: already + 1 })
      .where(eq(trips.id, EARLY));
    const ids = HOST_BOOKINGS_PENDING_GUESTS.slice(0, 2).map((g) => g.bookingId);

    // A blocker holds the trip's row: both contenders pass their reads, then queue on the trip's conditional UPDATE.
    await side.query('begin');
    await side.query('select id from trips where id = $1 for update', [EARLY]);
    const contenders = ids.map((id) =>
      decideHostBookings(db, { user: HOST, tripId: EARLY, bookingIds: [id], decision: 'confirm', now: t.clock.now }),
    );
    const settled = Promise.allSettled(contenders);
    const deadline = Date.now() + 30_000;
    while ((await waitingOnLocks()) < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await waitingOnLocks()).toBe(2);
    await side.query('commit');

    const results = await settled;
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [loser] = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(loser?.reason).toBeInstanceOf(AppError);
    expect((loser?.reason as AppError | undefined)?.code).toBe('HOST_BOOKING_SPOTS_UNAVAILABLE');
    const rows = await db.select({ s: bookings.status }).from(bookings).where(inArray(bookings.id, ids));
    expect(rows.map((r) => r.s).sort()).toEqual(['confirmed', 'pending']);
    expect(await confirmedSpots()).toBe(already + 1);
  });
});
