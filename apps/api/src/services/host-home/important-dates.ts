// The Important Dates panel of the host dashboard (HOM-006, HOM-013, HAP-023): from each trip's today on (in its own
// time zone, decision 038), of the trips a host works on, cancelled trips excepted, in date order, a page at a time.
import type { PageQuery } from '@caravan/domain';
import { type SQL, and, eq, gte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { afterCursor, keyValue, orderByKeys, type PageOrder, pageOf, rowsToRead } from '../../db/paging.js';
import { importantDates, trips } from '../../db/schema/index.js';
import { tripTodaySql } from '../../db/trip-today.js';
import type { ImportantDateView } from '../../views/important-date.view.js';

/** Date order, the id breaking ties: (date, id) is the keyset. */
const ORDER: PageOrder<ImportantDateView> = {
  keys: [
    { column: importantDates.date, of: (r) => r.date, value: keyValue.date },
    { column: importantDates.id, of: (r) => r.id, value: keyValue.uuid },
  ],
};

/** A page of the important dates, from each trip's today at `now` on, of the trips matching `tripsWhere` (the caller's trip policy). */
export async function loadImportantDates(db: Db, tripsWhere: SQL, q: PageQuery, now: Date) {
  const rows = await db
    .select({
      id: importantDates.id,
      tripId: importantDates.tripId,
      tripName: trips.name,
      key: importantDates.key,
      date: importantDates.date,
      isSimpleDate: importantDates.isSimpleDate,
    })
    .from(importantDates)
    .innerJoin(trips, eq(trips.id, importantDates.tripId))
    .where(
      and(
        tripsWhere,
        ne(trips.status, 'cancelled'),
        gte(importantDates.date, tripTodaySql(now)),
        afterCursor(ORDER, q.cursor),
      ),
    )
    .orderBy(...orderByKeys(ORDER))
    .limit(rowsToRead(q));
  return pageOf(rows as ImportantDateView[], q, ORDER);
}

/** loadImportantDates of host `hostId`'s own trips (HAP-023: the home read by host id). */
export const loadHostImportantDates = (db: Db, hostId: string, q: PageQuery, now: Date) =>
  loadImportantDates(db, eq(trips.hostId, hostId), q, now);
