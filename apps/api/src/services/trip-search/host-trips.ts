// A host's trips on the public profile (MKT-034): the host's live and upcoming trips, those whose page is public and
// that have not departed, soonest first, a page at a time, as the same cards the search shows.
import {
  TRIP_STATUSES,
  type Page,
  type PageQuery,
  type TripCard,
  type TripStatus,
  isTripPagePublic,
} from '@caravan/domain';
import { type SQL, eq, isNotNull, sql } from 'drizzle-orm';
import { trips } from '../../db/schema/index.js';
import { type PageOrder, afterCursor, keyValue, orderByKeys, pageOf, rowsToRead } from '../../db/paging.js';
import type { Exec } from '../booking/booking-records.js';
import { type CardRow, selectCardRows, tripCardOf } from './trip-cards.js';
import { tripTodaySql } from '../../db/trip-today.js';

/** Public pages that still lead somewhere for a traveler: not cancelled, not over, not closed to bookings. */
const GONE: readonly TripStatus[] = ['cancelled', 'complete', 'closed'];
const UPCOMING_STATUSES = TRIP_STATUSES.filter(
  (status) => isTripPagePublic({ status, launchDate: new Date(0) }) && !GONE.includes(status),
);
const UPCOMING_STATUS_SQL = sql.raw(`(${UPCOMING_STATUSES.map((s) => `'${s}'`).join(', ')})`);

const order: PageOrder<CardRow> = {
  keys: [
    { column: trips.startDate, of: (r) => r.trip.startDate, value: keyValue.date },
    { column: trips.id, of: (r) => r.trip.id, value: keyValue.uuid },
  ],
};

/** MKT-034: a page of a host's live and upcoming trips, as cards. */
export async function hostTrips(db: Exec, hostId: string, q: PageQuery, now: Date): Promise<Page<TripCard>> {
  const conditions: SQL[] = [
    eq(trips.hostId, hostId),
    sql`${trips.status} in ${UPCOMING_STATUS_SQL}`,
    isNotNull(trips.launchDate),
    sql`${trips.startDate} >= ${tripTodaySql(now)}`,
    afterCursor(order, q.cursor) ?? sql`true`,
  ];
  const rows = await selectCardRows(db, sql.join(conditions, sql` and `))
    .orderBy(...orderByKeys(order))
    .limit(rowsToRead(q));
  return pageOf(rows, q, order, (row) => tripCardOf(row, now));
}
