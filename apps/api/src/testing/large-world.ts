// A marketplace a hundred times the demo's, made in seconds by generate_series on top of the demo data (plan tests).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { DEMO_ITINERARY_IDS, DEMO_TRIP_IDS } from '../db/seed/demo-ids.js';

/** How big the world is: 100,000 bookings over 10,000 trips, 20,000 travelers, 200 hosts, 100 operators. */
export const LARGE_WORLD = {
  travelers: 20_000,
  hosts: 200,
  operators: 100,
  trips: 10_000,
  /** Five per traveler, on five different trips. */
  bookings: 100_000,
  /** Every tenth booking has a secondary traveler. */
  companionEvery: 10,
} as const;

type LargeKind = 'user' | 'host' | 'operator' | 'itinerary' | 'trip' | 'booking';

/**
 * Ids are the md5 of a name and a number with a version-4 uuid's version and variant digits set (ids are checked as
 * RFC 9562 uuids at the API), so SQL and the test agree on them without reading them back.
 */
export function largeId(kind: LargeKind, n: number): string {
  const hex = createHash('md5').update(`large-${kind}-${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}
const idOf = (kind: LargeKind, n: string) =>
  `overlay(overlay(md5('large-${kind}-' || (${n})::text) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * Fills the database: users (travelers, a few of them secondary, hosts, operators), an itinerary per operator, trips
 * spread over hosts, operators and statuses, bookings with their traveler records and secondary travelers; then ANALYZE,
 * so the planner sees the sizes a real marketplace has. Trips and itineraries are copies of demo rows with their keys
 * changed (jsonb_populate_record), so the copies satisfy every constraint the demo rows do.
 */
export async function seedLargeWorld(db: Db): Promise<void> {
  const w = LARGE_WORLD;
  const run = (statement: string) => db.execute(sql.raw(statement));
  await run(`insert into users (id, email, first_name, last_name, "group", role)
    select ${idOf('user', 'i')}, 'large-traveler-' || i || '@caravan.test', 'Traveler', 'Number ' || i, 'traveler',
      case when i % 50 = 49 then 'traveler-secondary' else 'traveler-primary' end
    from generate_series(0, ${w.travelers - 1}) i`);
  await run(`insert into users (id, email, first_name, last_name, "group", role)
    select ${idOf('host', 'i')}, 'large-host-' || i || '@caravan.test', 'Host', 'Number ' || i, 'host', 'host-primary'
    from generate_series(0, ${w.hosts - 1}) i`);
  await run(`insert into hosts (user_id, level, status) select ${idOf('host', 'i')}, i % 4, 'created'
    from generate_series(0, ${w.hosts - 1}) i`);
  await run(`insert into users (id, email, first_name, last_name, "group")
    select ${idOf('operator', 'i')}, 'large-operator-' || i || '@caravan.test', 'Operator', 'Number ' || i, 'operator'
    from generate_series(0, ${w.operators - 1}) i`);
  await run(`insert into operators (user_id, company_name, operator_code)
    select ${idOf('operator', 'i')}, 'Large Operator ' || i, 'LG' || i from generate_series(0, ${w.operators - 1}) i`);
  await run(`insert into itineraries
    select (jsonb_populate_record(null::itineraries, to_jsonb(t) || jsonb_build_object(
      'id', ${idOf('itinerary', 'i')}, 'operator_id', ${idOf('operator', 'i')}, 'name', 'Large itinerary ' || i,
      'status', case when i % 2 = 0 then 'complete' else 'created' end))).*
    from itineraries t, generate_series(0, ${w.operators - 1}) i where t.id = '${DEMO_ITINERARY_IDS.incaTrail}'`);
  await run(`insert into trips
    select (jsonb_populate_record(null::trips, to_jsonb(t) || jsonb_build_object(
      'id', ${idOf('trip', 'i')}, 'short_id', 'LG' || i, 'name', 'Large trip ' || i, 'trip_path', null,
      'trip_request_id', null, 'inventory_item_id', null,
      'host_id', ${idOf('host', `i % ${w.hosts}`)},
      'operator_id', ${idOf('operator', `i % ${w.operators}`)}, 'itinerary_id', ${idOf('itinerary', `i % ${w.operators}`)},
      'status', (array['live','confirmed','closed','complete','cancelled'])[1 + i % 5],
      'start_date', (date '2027-01-01' + (i % 365))::text, 'end_date', (date '2027-01-10' + (i % 365))::text))).*
    from trips t, generate_series(0, ${w.trips - 1}) i where t.id = '${DEMO_TRIP_IDS.live}'`);
  // Booking b belongs to traveler b / 5 on trip b % trips: five bookings each, on five different trips.
  await run(`insert into bookings (id, order_id, trip_id, customer_id, status, travel_amount, due_amount)
    select ${idOf('booking', 'b')}, 'LG-' || b, ${idOf('trip', `b % ${w.trips}`)}, ${idOf('user', 'b / 5')},
      (array['confirmed','pending','awaiting','waitlist','cancelled'])[1 + b % 5], 100000, 50000
    from generate_series(0, ${w.bookings - 1}) b`);
  await run(`insert into travelers (user_id, trip_id, booking_id, type, status)
    select ${idOf('user', 'b / 5')}, ${idOf('trip', `b % ${w.trips}`)}, ${idOf('booking', 'b')}, 'traveler-primary', 'created'
    from generate_series(0, ${w.bookings - 1}) b`);
  // The secondary traveler of booking b is the next traveler, who has no booking of their own on that trip.
  await run(`insert into booking_travelers (booking_id, user_id)
    select ${idOf('booking', 'b')}, ${idOf('user', `(b / 5 + 1) % ${w.travelers}`)}
    from generate_series(0, ${w.bookings - 1}, ${w.companionEvery}) b`);
  await run('analyze');
}
