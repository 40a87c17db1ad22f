// The public trip search (MKT-026, MKT-027, MKT-010): trips a visitor can book or waitlist now, filtered in the WHERE
// clause, in the sort the search names, read a keyset page at a time (decision 009) from the partial indexes on
// bookable trips (`trips_bookable_start_idx` by departure, `trips_bookable_price_idx` by price).
import {
  BOOKABLE_TRIP_STATUSES,
  DEFAULT_BOOKINGS_DEADLINE_DAYS,
  type Page,
  type PageQuery,
  type TripCard,
  type TripSearchFilters,
  type TripSearchSort,
  TRIP_SEARCH_DEFAULT_SORT,
  departureWindow,
} from '@caravan/domain';
import { type SQL, isNotNull, lte, or, sql } from 'drizzle-orm';
import { trips } from '../../db/schema/index.js';
import { type PageOrder, afterCursor, keyValue, orderByKeys, pageOf, rowsToRead } from '../../db/paging.js';
import type { Exec } from '../booking/booking-records.js';
import { type CardRow, priceBoundSql, selectCardRows, tripCardOf, tripLengthSql } from './trip-cards.js';
import { earliestTripTodaySql, tripTodaySql } from '../../db/trip-today.js';

/**
 * The statuses written as literals, the very predicate of the partial indexes, so the planner proves an index applies
 * whatever the driver does with parameters.
 */
export const BOOKABLE_STATUS_SQL = sql.raw(
  `(${BOOKABLE_TRIP_STATUSES.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')})`,
);
export const bookableStatusCondition = (): SQL => sql`${trips.status} in ${BOOKABLE_STATUS_SQL}`;

const id = { column: trips.id, of: (r: CardRow) => r.trip.id, value: keyValue.uuid };
const departure = { column: trips.startDate, of: (r: CardRow) => r.trip.startDate, value: keyValue.date };
/** Searched trips have a price (the WHERE says so), so the key is never null. */
const price = { column: trips.priceInitial, of: (r: CardRow) => r.trip.priceInitial ?? 0, value: keyValue.int };

/**
 * Each sort's keyset order, the last key (id) making it total. Price high to low is price low to high reversed (ties
 * then go to the later departure) so that both read `trips_bookable_price_idx` in order, one of them backwards.
 */
const ORDERS: Record<TripSearchSort, PageOrder<CardRow>> = {
  departure: { keys: [departure, id] },
  'price-asc': { keys: [price, departure, id] },
  'price-desc': { keys: [price, departure, id], direction: 'desc' },
};

/** `%`, `_` and `\` typed by a visitor match themselves, not any text. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** tripBookability as far as SQL can say it: a bookable status, launched, priced, before the bookings deadline. */
function bookableNow(now: Date): SQL[] {
  const today = tripTodaySql(now);
  return [
    bookableStatusCondition(),
    isNotNull(trips.tripPath),
    isNotNull(trips.launchDate),
    isNotNull(trips.priceInitial),
    lte(trips.launchDate, now),
    sql`${trips.startDate} - coalesce(${trips.bookingsDeadline}, ${DEFAULT_BOOKINGS_DEADLINE_DAYS}) >= ${today}`,
    // Implied by the deadline (never negative), and a constant bound on the index's leading column: past trips are
    // not read.
    sql`${trips.startDate} >= ${earliestTripTodaySql(now)}`,
  ];
}

/** The WHERE conditions of a search's filters. */
function filterConditions(filters: TripSearchFilters): SQL[] {
  const conditions: SQL[] = [];
  const destination = filters.destination?.trim();
  if (destination) {
    const pattern = `%${likeEscaped(destination)}%`;
    conditions.push(or(sql`${trips.destination} ilike ${pattern}`, sql`${trips.country} ilike ${pattern}`) as SQL);
  }
  const window = departureWindow(filters);
  if (window.from) conditions.push(sql`${trips.startDate} >= cast(${window.from} as date)`);
  if (window.before) conditions.push(sql`${trips.startDate} < cast(${window.before} as date)`);
  if (filters.priceMin !== undefined) conditions.push(sql`${trips.priceInitial} >= ${priceBoundSql(filters.priceMin)}`);
  if (filters.priceMax !== undefined) conditions.push(sql`${trips.priceInitial} <= ${priceBoundSql(filters.priceMax)}`);
  if (filters.lengthMin !== undefined) conditions.push(sql`${tripLengthSql} >= ${filters.lengthMin}`);
  if (filters.lengthMax !== undefined) conditions.push(sql`${tripLengthSql} <= ${filters.lengthMax}`);
  if (filters.spots === 'available') conditions.push(sql`${trips.spotsTaken} < ${trips.maximumSpots}`);
  if (filters.category)
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements_text(${trips.categories}) c where lower(c) = lower(${filters.category}))`,
    );
  return conditions;
}

/** MKT-027: a page of the trips a visitor can book (or join the waitlist of) now, as cards. */
export async function searchTrips(
  db: Exec,
  filters: TripSearchFilters,
  q: PageQuery,
  now: Date,
): Promise<Page<TripCard>> {
  const order = ORDERS[filters.sort ?? TRIP_SEARCH_DEFAULT_SORT];
  const where = sql.join(
    [...bookableNow(now), ...filterConditions(filters), afterCursor(order, q.cursor) ?? sql`true`],
    sql` and `,
  );
  const rows = await selectCardRows(db, where)
    .orderBy(...orderByKeys(order))
    .limit(rowsToRead(q));
  const page = pageOf(rows, q, order);
  // The domain rule has the last word: the SQL above is its index-friendly reading, so it keeps only what the rule
  // keeps; a row it closes anyway is left out, and the cursor still follows the rows read.
  const cards = page.items.map((row) => tripCardOf(row, now)).filter((card) => card.availability.kind !== 'closed');
  return { items: cards, nextCursor: page.nextCursor };
}
