// The Explore list (MKT-010): trips that can be booked or waitlisted now, by destination and month, ordered by start
// date then id and read a page at a time (decision 009) from the partial index `trips_bookable_start_idx`.
import {
  BOOKABLE_TRIP_STATUSES,
  DEFAULT_BOOKINGS_DEADLINE_DAYS,
  type Page,
  type PageQuery,
  type TripBookability,
  calendarDateOf,
  spotsRemaining,
  tripBookability,
} from '@caravan/domain';
import { type SQL, and, isNotNull, lte, or, sql } from 'drizzle-orm';
import { trips } from '../../db/schema/index.js';
import { type PageOrder, afterCursor, keyValue, orderByKeys, pageOf, rowsToRead } from '../../http/paging.js';
import type { ExploreTripView } from '../../views/explore-trip.view.js';
import type { Exec, TripRow } from '../booking/booking-records.js';
import { bookableOf, publicTripBasics } from '../booking/create-booking/public-trip.js';

export interface ExploreFilters {
  /** Part of the destination or country, any case. */
  destination?: string | undefined;
  /** YYYY-MM: trips starting in that month. */
  month?: string | undefined;
  /** One of the Explore categories (TRV-064): trips the host filed under it, any case. */
  category?: string | undefined;
}

const order: PageOrder<TripRow> = {
  keys: [
    { column: trips.startDate, of: (t) => t.startDate, value: keyValue.date },
    { column: trips.id, of: (t) => t.id, value: keyValue.uuid },
  ],
};

/**
 * The statuses written as literals, the very predicate of the partial index, so the planner proves the index applies
 * whatever the driver does with parameters.
 */
export const BOOKABLE_STATUS_SQL = sql.raw(
  `(${BOOKABLE_TRIP_STATUSES.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')})`,
);
export const bookableStatusCondition = (): SQL => sql`${trips.status} in ${BOOKABLE_STATUS_SQL}`;

/** `%`, `_` and `\` typed by a visitor match themselves, not any text. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The first day of a YYYY-MM month and of the month after it. */
function monthRange(month: string): [string, string] {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

/** MKT-010: a page of the trips a traveler can book (or join the waitlist of) now. */
export async function exploreTrips(
  db: Exec,
  filters: ExploreFilters,
  q: PageQuery,
  now: Date,
): Promise<Page<ExploreTripView>> {
  const today = calendarDateOf(now);
  const conditions: (SQL | undefined)[] = [
    // tripBookability, as far as SQL can say it: a bookable status, launched, before the bookings deadline.
    bookableStatusCondition(),
    isNotNull(trips.tripPath),
    isNotNull(trips.launchDate),
    lte(trips.launchDate, now),
    sql`${trips.startDate} - coalesce(${trips.bookingsDeadline}, ${DEFAULT_BOOKINGS_DEADLINE_DAYS}) >= cast(${today} as date)`,
    // Implied by the deadline (never negative), and a bound on the index's leading column: past trips are not read.
    sql`${trips.startDate} >= cast(${today} as date)`,
    afterCursor(order, q.cursor),
  ];
  const destination = filters.destination?.trim();
  if (destination) {
    const pattern = `%${likeEscaped(destination)}%`;
    conditions.push(or(sql`${trips.destination} ilike ${pattern}`, sql`${trips.country} ilike ${pattern}`));
  }
  if (filters.month) {
    const [from, to] = monthRange(filters.month);
    conditions.push(sql`${trips.startDate} >= cast(${from} as date)`, sql`${trips.startDate} < cast(${to} as date)`);
  }
  if (filters.category)
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements_text(${trips.categories}) c where lower(c) = lower(${filters.category}))`,
    );
  const rows = await db
    .select()
    .from(trips)
    .where(and(...conditions))
    .orderBy(...orderByKeys(order))
    .limit(rowsToRead(q));
  const page = pageOf(rows, q, order);
  // The domain rule has the last word: the SQL above is its index-friendly reading, so it should keep only what the
  // rule keeps; a row it closes anyway is left out, and the cursor still follows the rows read.
  const kept = page.items.flatMap((trip) => {
    const bookability = tripBookability(bookableOf(trip), now);
    return bookability.kind === 'closed' ? [] : [exploreTripOf(trip, bookability)];
  });
  return { items: kept, nextCursor: page.nextCursor };
}

function exploreTripOf(trip: TripRow, bookability: Exclude<TripBookability, { kind: 'closed' }>): ExploreTripView {
  return {
    ...publicTripBasics(trip),
    currency: trip.currency,
    pricePerTraveler: trip.priceInitial ?? 0,
    spotsRemaining: spotsRemaining(trip),
    bookability:
      bookability.kind === 'open'
        ? { kind: 'open', reason: null, message: null }
        : { kind: 'waitlist', reason: bookability.reason, message: bookability.message },
  };
}
