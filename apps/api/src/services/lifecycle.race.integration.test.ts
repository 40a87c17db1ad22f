// The lifecycle's conditional UPDATE on real PostgreSQL (PGlite runs one transaction at a time, so it cannot race):
// many moves that all read the same stored state, then write at once, leave exactly one winner.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionsLog, trips } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { applyLifecycleEvent } from './lifecycle.js';
import { buildWorld, tripStatus, type World } from './test-world.js';

/** Below the pool's 10 connections, so every contender holds its own transaction at once. */
const CONTENDERS = 8;

describe.runIf(!!process.env.DATABASE_URL)('lifecycle races (PostgreSQL)', () => {
  let t: TestApp;
  let w: World;
  let side: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t.database.db);
    side = new pg.Client({ connectionString: t.database.url ?? '' });
    await side.connect();
  });
  afterAll(async () => {
    await side?.end();
    await t?.close();
  });

  /** How many sessions of this database wait for a row lock right now. */
  const waitingOnLocks = async () => {
    // Inside a transaction pg_stat_activity is read once and kept: drop that snapshot to see the present.
    await side.query('select pg_stat_clear_snapshot()');
    return Number(
      (
        await side.query(
          "select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        )
      ).rows[0]?.n,
    );
  };

  it(`${CONTENDERS} approvals that all read 'created' before any writes: exactly one wins, one log row`, async () => {
    const db = t.database.db;
    const tripId = w.trip.t1;
    expect(await tripStatus(db, tripId)).toBe('created');

    // A blocker holds the trip's row lock: every contender reads 'created' (reads do not wait), asks the machine,
    // then queues on its UPDATE. Releasing the blocker lets the queued UPDATEs run one after another.
    await side.query('begin');
    await side.query('select id from trips where id = $1 for update', [tripId]);
    const contenders = Array.from({ length: CONTENDERS }, () =>
      applyLifecycleEvent({
        db,
        resource: 'trip',
        id: tripId,
        event: { type: 'trip.approve', operatorTerms: true },
        actor: { userId: w.userId.operator ?? null, group: 'operator' },
        now: t.clock.now,
      }),
    );
    // Settle handlers attach now: a loser that fails while the loop below still waits is not an unhandled rejection.
    const settled = Promise.allSettled(contenders);
    const deadline = Date.now() + 30_000;
    while ((await waitingOnLocks()) < CONTENDERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await waitingOnLocks()).toBe(CONTENDERS);
    await side.query('commit');

    const results = await settled;
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).code).toBe('CONCURRENT_CHANGE');
    }
    const logs = await db.select().from(transitionsLog).where(eq(transitionsLog.resourceId, tripId));
    expect(logs).toHaveLength(1);
    const [row] = await db.select({ status: trips.status }).from(trips).where(eq(trips.id, tripId));
    expect(row?.status).toBe('partner-approved');
  });
});
