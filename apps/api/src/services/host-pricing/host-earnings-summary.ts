// GET api/me/host/{id}/earnings (HAP-022): a host's earnings on each of their trips, by the same rule as each trip's
// Bookings tab card (toHostEarningsView), so the two never disagree.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { trips } from '../../db/schema/index.js';
import type { HostEarningsSummaryView } from '../../views/host-earnings.view.js';
import { earningsOrders, toHostEarningsView } from './read-earnings.js';

/** The earnings per trip of `hostId`, whom the caller was already allowed to read. */
export async function readHostEarningsSummary(db: Db, hostId: string): Promise<HostEarningsSummaryView> {
  const rows = await db.select().from(trips).where(eq(trips.hostId, hostId)).orderBy(desc(trips.startDate), trips.id);
  const cards = await Promise.all(
    rows.map(async (row) => {
      const {
        chartData: _chart,
        reportPath: _path,
        ...card
      } = toHostEarningsView(row, await earningsOrders(db, row.id));
      return { ...card, tripName: row.name, status: row.status, startDate: row.startDate };
    }),
  );
  return { hostId, trips: cards };
}
