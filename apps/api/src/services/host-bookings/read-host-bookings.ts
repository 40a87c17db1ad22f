// GET /api/me/host/trips/{id}/bookings and its two tables: the tab's counts summed in SQL, and the trip's orders with
// their customers a page at a time (issue 18), as the travelers and waitlist tables show them.
import {
  HOST_PENDING_TABLE_STATUSES,
  HOST_WAITLIST_TABLE_STATUSES,
  type Page,
  type PageQuery,
  hostOrderStatusSchema,
} from '@caravan/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import { bookings, users } from '../../db/schema/index.js';
import {
  type PageOrder,
  afterCursor,
  exactInstant,
  keyValue,
  orderByKeys,
  pageOf,
  rowsToRead,
} from '../../db/paging.js';
import type { Exec } from '../booking/booking-records.js';
import {
  type HostBookingOrderView,
  type HostBookingsTripRow,
  type HostBookingsView,
  type HostOrderRow,
  toHostBookingOrderView,
  toHostBookingsView,
} from '../../views/host-bookings.view.js';
import { readHostTrip } from './host-trip-access.js';

/** The tab's two tables of orders. */
export type HostBookingTable = 'travelers' | 'waitlist';

const TABLE_STATUSES: Record<HostBookingTable, readonly string[]> = {
  travelers: HOST_PENDING_TABLE_STATUSES,
  waitlist: HOST_WAITLIST_TABLE_STATUSES,
};

type OrderRow = Omit<HostOrderRow, 'status'> & { status: string; createdAtKey: string };

const createdKey = { column: bookings.createdAt, of: (r: OrderRow) => r.createdAtKey, value: keyValue.text };
const idKey = { column: bookings.id, of: (r: OrderRow) => r.bookingId, value: keyValue.uuid };
/**
 * Oldest order first, the booking id breaking ties; on the waitlist rejected orders (cancelled by the host) come last
 * (HBK-019). Every key is an exact value: the instant as the column's text, so a cursor never rounds it.
 */
const TABLE_ORDERS: Record<HostBookingTable, PageOrder<OrderRow>> = {
  travelers: { keys: [createdKey, idKey] },
  waitlist: {
    keys: [{ column: bookings.cancelledByHost, of: (r) => r.cancelledByHost, value: keyValue.bool }, createdKey, idKey],
  },
};

/** The count cards' and the toggle's sums over the trip's orders, in one query (cancelled orders count nowhere). */
async function tallyOf(db: Exec, tripId: string) {
  const spots = (condition: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(${bookings.totalSpotsBooked}) filter (where ${condition}), 0)::int`;
  const notRejected = sql`not ${bookings.cancelledByHost}`;
  const [row] = await db
    .select({
      pendingSpots: spots(
        sql`${bookings.status} = 'pending' and ${notRejected} and not ${bookings.isPendingCancellation}`,
      ),
      confirmedSpots: spots(sql`${bookings.status} = 'confirmed'`),
      onHoldSpots: spots(sql`${inArray(bookings.status, [...HOST_WAITLIST_TABLE_STATUSES])} and ${notRejected}`),
      pendingOrders: sql<number>`(count(*) filter (where ${bookings.status} = 'pending' and ${notRejected}))::int`,
    })
    .from(bookings)
    .where(eq(bookings.tripId, tripId));
  return {
    pendingSpots: Number(row?.pendingSpots ?? 0),
    confirmedSpots: Number(row?.confirmedSpots ?? 0),
    onHoldSpots: Number(row?.onHoldSpots ?? 0),
    pendingOrders: Number(row?.pendingOrders ?? 0),
  };
}

export async function hostBookingsOf(db: Exec, trip: HostBookingsTripRow): Promise<HostBookingsView> {
  return toHostBookingsView(trip, await tallyOf(db, trip.id));
}

/** The Bookings tab of a trip the host (or a co-host) works on; another host's trip answers 404. */
export async function readHostBookings(db: Exec, user: PolicyUser, tripId: string): Promise<HostBookingsView> {
  return hostBookingsOf(db, await readHostTrip(db, user, tripId));
}

/** A page of one table's orders of a trip the host (or a co-host) works on; another host's trip answers 404. */
export async function readHostBookingTable(
  db: Exec,
  user: PolicyUser,
  tripId: string,
  table: HostBookingTable,
  q: PageQuery,
): Promise<Page<HostBookingOrderView>> {
  const trip = await readHostTrip(db, user, tripId);
  const order = TABLE_ORDERS[table];
  const rows = await db
    .select({
      bookingId: bookings.id,
      orderId: bookings.orderId,
      status: bookings.status,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      totalSpotsBooked: bookings.totalSpotsBooked,
      isPendingCancellation: bookings.isPendingCancellation,
      cancelledByHost: bookings.cancelledByHost,
      currency: bookings.currency,
      travelAmount: bookings.travelAmount,
      paidAmount: bookings.paidAmount,
      dueAmount: bookings.dueAmount,
      createdAtKey: exactInstant(bookings.createdAt),
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(
      and(
        eq(bookings.tripId, trip.id),
        inArray(bookings.status, [...TABLE_STATUSES[table]]),
        afterCursor(order, q.cursor),
      ),
    )
    .orderBy(...orderByKeys(order))
    .limit(rowsToRead(q));
  return pageOf(rows, q, order, ({ createdAtKey: _key, ...r }) =>
    toHostBookingOrderView({ ...r, status: hostOrderStatusSchema.parse(r.status) }, trip.status),
  );
}
