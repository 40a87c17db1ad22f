// Brings up what a run needs: PostgreSQL (or a PGlite folder), Caravan on it with demo data, the bench data set,
// and sessions; `withDb` lends the bench a connection (on PGlite, Caravan is stopped meanwhile: one process a folder).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BenchDb, openBenchDb } from './db.js';
import { DEMO, DEMO_PASSWORD } from './demo.js';
import type { EndpointContext } from './endpoints.js';
import { startPostgres } from './postgres.js';
import { benchBookings, benchId, benchTraveler, countsFor, seedTo } from './seed.js';
import { type Server, startCaravan } from './servers.js';
import { createSessions } from './sessions.js';

/** DECIDE: 500 bench travelers carry the rate-limited change: a minute of it stays under 20 writes per user. */
export const CHANGE_USERS = 500;
/** DECIDE: up to 3,000 more book a trip each: more than three runs of booking creation complete on 2 cores. */
export const BOOKING_USERS = 3_000;
/** DECIDE: bookings are spread over 50 trips (bench trips 2..51), opened to 100,000 spots so none sells out. */
const BOOKABLE_TRIPS = 50;

export interface Stack {
  database: string;
  kind: 'postgres' | 'pglite';
  caravan: Server;
  sqlLog: string;
  work: string;
  withDb<T>(fn: (db: BenchDb) => Promise<T>): Promise<T>;
  /** Where the raw-SQL baseline connects: the same server, or a copy of the PGlite folder made now. */
  rawDatabase(): Promise<{ url: string } | { pglite: string }>;
  stop(): Promise<void>;
}

export async function startStack(pglite: boolean): Promise<Stack> {
  const work = mkdtempSync(join(tmpdir(), 'caravan-bench-'));
  const sqlLog = join(work, 'sql.json');
  if (!pglite) {
    const pg = startPostgres();
    const target = { url: pg.url };
    const caravan = await startCaravan(target, sqlLog).catch((e) => {
      pg.stop(); // a server left running would hold the port for the next run
      rmSync(work, { recursive: true, force: true });
      throw e;
    });
    const db = await openBenchDb(target);
    return {
      database: `PostgreSQL (${pg.describe})`,
      kind: 'postgres',
      caravan,
      sqlLog,
      work,
      withDb: (fn) => fn(db),
      rawDatabase: async () => target,
      stop: async () => {
        await caravan.stop();
        await db.close();
        pg.stop();
        rmSync(work, { recursive: true, force: true });
      },
    };
  }
  const dataDir = join(work, 'data');
  const stack: Stack = {
    database: 'PGlite (embedded, in the Caravan process)',
    kind: 'pglite',
    caravan: await startCaravan({ dataDir }, sqlLog),
    sqlLog,
    work,
    withDb: async (fn) => {
      await stack.caravan.stop();
      const db = await openBenchDb({ dataDir });
      try {
        return await fn(db);
      } finally {
        await db.close();
        stack.caravan = await startCaravan({ dataDir }, sqlLog);
      }
    },
    rawDatabase: () => {
      const copy = join(work, 'raw-pglite');
      rmSync(copy, { recursive: true, force: true });
      return stack.withDb(async () => {
        cpSync(join(dataDir, 'pglite'), copy, { recursive: true });
        return { pglite: copy };
      });
    },
    stop: async () => {
      await stack.caravan.stop();
      rmSync(work, { recursive: true, force: true });
    },
  };
  return stack;
}

/**
 * The trips booking creation books, as seeded: the bookings an earlier run made on them (on a reused DATABASE_URL)
 * deleted with their rows, their spots as the trip they copy, and opened to 100,000 spots so none sells out.
 */
async function resetBookableTrips(db: BenchDb, trips: string[], bookers: string[]): Promise<void> {
  await db.query('delete from bookings where trip_id = any($1::uuid[]) and customer_id = any($2::uuid[])', [
    trips,
    bookers,
  ]);
  await db.query('delete from idempotency_keys where user_id = any($1::uuid[])', [bookers]);
  await db.query(
    `update trips set maximum_spots = 100000, spots_taken = (select spots_taken from trips where id = $2)
     where id = any($1::uuid[])`,
    [trips, DEMO.liveTrip],
  );
}

export const machine = () => `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}, Node ${process.version}`;

/** Seeds to `bookings` and makes the sessions and bodies the endpoints need. */
export async function prepare(stack: Stack, bookings: number): Promise<EndpointContext & { passwordHash: string }> {
  return stack.withDb(async (db) => {
    const started = Date.now();
    await seedTo(db, bookings, await benchBookings(db));
    console.error(`[bench] seeded ${bookings} bookings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const [traveler, host, operator, admin] = await createSessions(db, [
      DEMO.traveler.id,
      DEMO.host.id,
      DEMO.operator.id,
      DEMO.admin.id,
    ]);
    const users = Array.from({ length: Math.min(CHANGE_USERS, Math.floor(bookings / 2)) }, (_, u) => benchTraveler(u));
    const sessions = await createSessions(
      db,
      users.map((u) => u.id),
    );
    const bookerIds = Array.from(
      { length: Math.max(0, Math.min(BOOKING_USERS, countsFor(bookings).travelers - CHANGE_USERS)) },
      (_, i) => CHANGE_USERS + i,
    );
    const bookerSessions = await createSessions(
      db,
      bookerIds.map((u) => benchId('bench-traveler', u)),
    );
    const bookableTrips = Array.from({ length: BOOKABLE_TRIPS }, (_, i) => benchId('bench-trip', i + 2));
    await resetBookableTrips(
      db,
      bookableTrips,
      bookerIds.map((u) => benchId('bench-traveler', u)),
    );
    const [live] = await db.query<{ selected_package: string | null }>(
      'select selected_package from trips where id = $1',
      [DEMO.liveTrip],
    );
    const [booking] = await db.query<{ travel_amount: number; status: string }>(
      'select travel_amount, status from bookings where id = $1',
      [DEMO.travelerLiveBooking],
    );
    const [user] = await db.query<{ password_hash: string }>('select password_hash from users where id = $1', [
      DEMO.traveler.id,
    ]);
    if (!traveler || !host || !operator || !admin || !booking || !user) throw new Error('the demo data is missing');
    return {
      sessions: { traveler, host, operator, admin },
      travelers: users.map((u, i) => ({ session: sessions[i] as (typeof sessions)[number], bookingId: u.booking })),
      bookers: bookerIds.map((u, i) => ({
        session: bookerSessions[i] as (typeof bookerSessions)[number],
        email: `bench-traveler-${u}@caravan.test`,
        name: `Traveler ${u}`,
      })),
      bookableTrips,
      tripPackage: live?.selected_package ?? null,
      liveTrip: DEMO.liveTrip,
      liveBooking: DEMO.travelerLiveBooking,
      repriceBody: {
        travelAmount: booking.travel_amount + 100_000,
        additionalParticipants: [],
        addOns: [],
        status: booking.status,
        role: 'traveler',
      },
      travelerEmail: DEMO.traveler.email,
      password: DEMO_PASSWORD,
      passwordHash: user.password_hash,
    };
  });
}
