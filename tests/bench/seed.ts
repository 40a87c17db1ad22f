// Grows the demo data to a chosen number of bookings with generate_series, copying the demo's live trip, its host,
// traveler@ and traveler@'s booking: 10 bookings a trip, 2 a traveler, 9 trips a bench host, and every tenth trip
// host@'s (so host@'s list grows with the data, as a busy host's does). Ids are md5-derived, so seeding to a larger
// count adds only the missing rows.
import { createHash } from 'node:crypto';
import type { BenchDb } from './db.js';
import { DEMO } from './demo.js';

/** The id the SQL below gives row `j` of a kind: md5('prefix-j')::uuid. */
export function benchId(prefix: string, j: number): string {
  const h = createHash('md5').update(`${prefix}-${j}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** Which of the table's columns to copy, and the SQL for those that differ per generated row (`j` is the index). */
async function cloneInto(
  db: BenchDb,
  table: string,
  source: string,
  overrides: Record<string, string>,
  from: number,
  to: number,
) {
  if (to <= from) return;
  const columns = (
    await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
      [table],
    )
  ).map((c) => c.column_name);
  const list = columns.map((c) => `"${c}"`).join(', ');
  const values = columns.map((c) => overrides[c] ?? `s."${c}"`).join(', ');
  await db.query(
    `insert into "${table}" (${list}) select ${values} from "${table}" s, generate_series(${from}, ${to - 1}) as j
     where ${source} on conflict do nothing`,
  );
}

const uuid = (prefix: string, index: string) => `md5('${prefix}-' || (${index}))::uuid`;
const tripOf = 'j / 10 + j % 2';

export interface SeedCounts {
  bookings: number;
  trips: number;
  hosts: number;
  travelers: number;
}

export function countsFor(bookings: number): SeedCounts {
  const trips = Math.floor(bookings / 10) + 2;
  return { bookings, trips, hosts: Math.floor(trips / 10) + 1, travelers: Math.floor(bookings / 2) + 1 };
}

/** Adds bench rows until there are `bookings` bench bookings (from `already`), then refreshes the planner's statistics. */
export async function seedTo(db: BenchDb, bookings: number, already: number): Promise<void> {
  const want = countsFor(bookings);
  const had = countsFor(already);
  const host = DEMO.host.id;
  await cloneInto(
    db,
    'users',
    `s.id = '${host}'`,
    {
      id: uuid('bench-host', 'j'),
      email: `'bench-host-' || j || '@caravan.test'`,
      first_name: `'Bench'`,
      last_name: `'Host ' || j`,
    },
    already ? had.hosts : 0,
    want.hosts,
  );
  await cloneInto(
    db,
    'hosts',
    `s.user_id = '${host}'`,
    { user_id: uuid('bench-host', 'j'), page_path: `'bench-host-' || j`, display_name: `'Bench host ' || j` },
    already ? had.hosts : 0,
    want.hosts,
  );
  await cloneInto(
    db,
    'users',
    `s.id = '${DEMO.traveler.id}'`,
    {
      id: uuid('bench-traveler', 'j'),
      email: `'bench-traveler-' || j || '@caravan.test'`,
      first_name: `'Bench'`,
      last_name: `'Traveler ' || j`,
    },
    already ? had.travelers : 0,
    want.travelers,
  );
  await cloneInto(
    db,
    'trips',
    `s.id = '${DEMO.liveTrip}'`,
    {
      id: uuid('bench-trip', 'j'),
      short_id: `'BT' || j`,
      name: `'Bench trip ' || j`,
      trip_path: `'bench-trip-' || j`,
      trip_request_id: 'null',
      host_id: `case when j % 10 = 0 then '${host}'::uuid else ${uuid('bench-host', 'j / 10')} end`,
      start_date: 's.start_date + (j % 300)',
      end_date: 's.end_date + (j % 300)',
      created_at: `s.created_at - j * interval '1 minute'`,
    },
    already ? had.trips : 0,
    want.trips,
  );
  await cloneInto(
    db,
    'bookings',
    `s.id = '${DEMO.travelerLiveBooking}'`,
    {
      id: uuid('bench-booking', 'j'),
      order_id: `'BENCH-' || j`,
      trip_id: uuid('bench-trip', tripOf),
      customer_id: uuid('bench-traveler', 'j / 2'),
      created_at: `s.created_at - j * interval '1 minute'`,
    },
    already,
    bookings,
  );
  await cloneInto(
    db,
    'travelers',
    `s.booking_id = '${DEMO.travelerLiveBooking}' and s.user_id = '${DEMO.traveler.id}'`,
    {
      id: uuid('bench-travel', 'j'),
      user_id: uuid('bench-traveler', 'j / 2'),
      trip_id: uuid('bench-trip', tripOf),
      booking_id: uuid('bench-booking', 'j'),
    },
    already,
    bookings,
  );
  await db.query('analyze');
}

/** How many bench bookings are there already (0 on a fresh database). */
export async function benchBookings(db: BenchDb): Promise<number> {
  const [row] = await db.query<{ n: string }>(`select count(*)::text as n from bookings where order_id like 'BENCH-%'`);
  return Number(row?.n ?? 0);
}

/** The bench traveler `u`'s id and first booking (u books bookings 2u and 2u + 1). */
export const benchTraveler = (u: number) => ({
  id: benchId('bench-traveler', u),
  booking: benchId('bench-booking', 2 * u),
});
