// GET api/me/host/{id}/earnings (HAP-022): a host's earnings on each of their trips, a page of trips at a time (issue
// 18), by the same rule as each trip's Bookings tab card (toHostEarningsView), so the two never disagree.
import type { PageQuery } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { trips, type TripRow } from '../../db/schema/index.js';
import { type PageOrder, afterCursor, keyValue, orderByKeys, pageOf, rowsToRead } from '../../db/paging.js';
import type { HostEarningsSummaryView } from '../../views/host-earnings.view.js';
import { earningsOrders, toHostEarningsView } from './read-earnings.js';

/** Newest start first; the id breaks a tie between trips starting the same day. */
const ORDER: PageOrder<TripRow> = {
  direction: 'desc',
  keys: [
    { column: trips.startDate, of: (r) => r.startDate, value: keyValue.date },
    { column: trips.id, of: (r) => r.id, value: keyValue.uuid },
  ],
};

/** A page of the earnings per trip of `hostId`, whom the caller was already allowed to read. */
export async function readHostEarningsSummary(db: Db, hostId: string, q: PageQuery): Promise<HostEarningsSummaryView> {
  const rows = await db
    .select()
    .from(trips)
    .where(and(eq(trips.hostId, hostId), afterCursor(ORDER, q.cursor)))
    .orderBy(...orderByKeys(ORDER))
    .limit(rowsToRead(q));
  const page = pageOf(rows, q, ORDER);
  const items = await Promise.all(
    page.items.map(async (row) => {
      const {
        chartData: _chart,
        reportPath: _path,
        ...card
      } = toHostEarningsView(row, await earningsOrders(db, row.id));
      return { ...card, tripName: row.name, status: row.status, startDate: row.startDate };
    }),
  );
  return { hostId, items, nextCursor: page.nextCursor };
}
