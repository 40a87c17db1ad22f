// GET /api/me/host/my-trips (MKT-036): a page of the trips a host works on (their own and those they co-host), one
// status tab at a time, each with its bookings and the earnings the Bookings tab shows (the same rule, called here).
import {
  HOST_MY_TRIPS_ALL,
  HOST_MY_TRIPS_TABS,
  TRIP_STATUSES,
  type HostMyTripsFilter,
  homeTripBadge,
  hostTripTabPriority,
  hostMyTripsStatuses,
  hostMyTripsTabOf,
  tripStatusSchema,
  type PageQuery,
} from '@caravan/domain';
import { and, count, getTableColumns, inArray } from 'drizzle-orm';
import { type PolicyUser, scope } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { trips } from '../../db/schema/index.js';
import { forbidden } from '../../errors/app-error.js';
import { type PageOrder, afterCursor, keyValue, orderByKeys, pageOf, rankKey, rowsToRead } from '../../db/paging.js';
import type { HostMyTripsPageView } from '../../views/host-my-trips.view.js';
import { earningsOrders, toHostEarningsView } from '../host-pricing/read-earnings.js';

type TripRow = typeof trips.$inferSelect & { tabRank: number };
/** A trip's HOM-030 tab group priority (1 requests … 5 cancelled), as the domain ranks its status. */
const tabRank = rankKey(
  trips.status,
  TRIP_STATUSES.map((status) => [status, hostTripTabPriority(status)] as const),
  TRIP_STATUSES.length,
);
/**
 * By tab group priority (HOM-030: requests first, cancelled last), so All reads as the tabs do; then, DECIDE, latest
 * departure first, so what is coming and what just ran lead; the id breaks a tie.
 */
const ORDER: PageOrder<TripRow> = {
  direction: 'desc',
  keys: [
    { column: tabRank, castAs: 'integer', of: (r) => r.tabRank, value: keyValue.int, direction: 'asc' },
    { column: trips.startDate, of: (r) => r.startDate, value: keyValue.date },
    { column: trips.id, of: (r) => r.id, value: keyValue.uuid },
  ],
};

/** The trips `user` may read as a host (the object policy: theirs and their primary host's for a co-host). */
function visibleTrips(user: PolicyUser) {
  const visible = scope(user, 'read', { kind: 'trip', area: 'me' });
  if (visible.kind !== 'where') throw forbidden('My Trips is for hosts.');
  return visible.where;
}

/** How many visible trips each tab holds, and All. */
async function tabCounts(db: Db, user: PolicyUser): Promise<HostMyTripsPageView['counts']> {
  const rows = await db
    .select({ status: trips.status, n: count() })
    .from(trips)
    .where(visibleTrips(user))
    .groupBy(trips.status);
  const counts = Object.fromEntries([HOST_MY_TRIPS_ALL, ...HOST_MY_TRIPS_TABS].map((f) => [f, 0])) as Record<
    HostMyTripsFilter,
    number
  >;
  for (const row of rows) {
    const n = Number(row.n);
    counts[hostMyTripsTabOf(tripStatusSchema.parse(row.status))] += n;
    counts.all += n;
  }
  return counts;
}

/** A page of `user`'s trips in tab `tab`. */
export async function readHostMyTrips(
  db: Db,
  user: PolicyUser,
  q: PageQuery & { tab: HostMyTripsFilter },
): Promise<HostMyTripsPageView> {
  const rows = await db
    .select({ ...getTableColumns(trips), tabRank })
    .from(trips)
    .where(and(visibleTrips(user), inArray(trips.status, hostMyTripsStatuses(q.tab)), afterCursor(ORDER, q.cursor)))
    .orderBy(...orderByKeys(ORDER))
    .limit(rowsToRead(q));
  const page = pageOf(rows, q, ORDER);
  const items = await Promise.all(
    page.items.map(async (row) => {
      const orders = await earningsOrders(db, row.id);
      const card = toHostEarningsView(row, orders);
      const status = tripStatusSchema.parse(row.status);
      return {
        id: row.id,
        shortId: row.shortId,
        name: row.name,
        status,
        statusLabel: homeTripBadge(status).text,
        tab: hostMyTripsTabOf(status),
        startDate: row.startDate,
        endDate: row.endDate,
        bookings: orders.filter((o) => !o.cancelledByHost).length,
        confirmedSpots: card.confirmedSpots,
        maximumSpots: row.maximumSpots,
        currency: row.currency,
        earnings: card.earnings,
        coHosted: row.hostId !== user.id,
      };
    }),
  );
  return { items, nextCursor: page.nextCursor, counts: await tabCounts(db, user) };
}
