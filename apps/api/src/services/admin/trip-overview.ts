// Reads one trip for the admin trip page (MKT-022, MKT-024): the trip and which lifecycle events the trip machine
// accepts from an admin now; its timeline, bookings and payments are read a page at a time (issue 18).
import { ADMIN_TRIP_EVENT_TYPES, type Page, type PageQuery, adminTripEvent } from '@caravan/domain';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings, payments, trips, users, type TripRow } from '../../db/schema/index.js';
import {
  type PageOrder,
  afterCursor,
  exactInstant,
  keyValue,
  orderByKeys,
  pageOf,
  rowsToRead,
} from '../../db/paging.js';
import type { AdminTripBooking, AdminTripOverview, AdminTripPayment } from '../../views/admin-trip-overview.view.js';
import { toTripView } from '../../views/trip.view.js';
import { lifecycleActions } from '../lifecycle-actions.js';
import { adminBookingColumns, adminBookingFields } from './booking-row.js';

/**
 * The events an admin may send a trip, as the admin's buttons send them (the domain's adminTripEvent); a cancel's
 * reason is a placeholder here: the machine's answer does not depend on which reason an admin chooses.
 */
export const adminTripEvents = (trip: TripRow) =>
  ADMIN_TRIP_EVENT_TYPES.map((type) => adminTripEvent(type, trip, 'default'));

/** Whether trip `id` exists: the lists of a trip that does not answer 404, not an empty page. */
export async function adminTripExists(db: Db, id: string): Promise<boolean> {
  const [trip] = await db.select({ id: trips.id }).from(trips).where(eq(trips.id, id)).limit(1);
  return trip !== undefined;
}

/** The admin's overview of trip `id` at `now` for the admin `adminId`, or null when there is no such trip. */
export async function readTripOverview(
  db: Db,
  id: string,
  admin: { userId: string },
  now: Date,
): Promise<AdminTripOverview | null> {
  const [trip] = await db.select().from(trips).where(eq(trips.id, id)).limit(1);
  if (!trip) return null;
  return {
    trip: toTripView(trip),
    actions: lifecycleActions('trip', trip, { userId: admin.userId, group: 'admin' }, now, adminTripEvents(trip)),
  };
}

/** By order number, unique to a booking. */
const BOOKINGS_ORDER: PageOrder<{ orderId: string }> = {
  keys: [{ column: bookings.orderId, of: (r) => r.orderId, value: keyValue.text }],
};

/** A page of trip `id`'s bookings with their customers, by order number. */
export async function readAdminTripBookings(db: Db, id: string, q: PageQuery): Promise<Page<AdminTripBooking>> {
  const rows = await db
    .select(adminBookingColumns)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(and(eq(bookings.tripId, id), afterCursor(BOOKINGS_ORDER, q.cursor)))
    .orderBy(...orderByKeys(BOOKINGS_ORDER))
    .limit(rowsToRead(q));
  // One rule for the status and the figures every audience reads (MKT-040), as the bookings list reads them.
  return pageOf(rows, q, BOOKINGS_ORDER, adminBookingFields);
}

type PaymentRow = typeof payments.$inferSelect & { orderId: string; paidAtKey: string };
/** Oldest first; the id breaks a tie between payments of one instant, kept to the microsecond. */
const PAYMENTS_ORDER: PageOrder<PaymentRow> = {
  keys: [
    { column: payments.paidAt, of: (r) => r.paidAtKey, value: keyValue.text },
    { column: payments.id, of: (r) => r.id, value: keyValue.uuid },
  ],
};

/** A page of the payments on trip `id`'s bookings, oldest first, each with its booking's order number. */
export async function readAdminTripPayments(db: Db, id: string, q: PageQuery): Promise<Page<AdminTripPayment>> {
  const rows = await db
    .select({ ...getTableColumns(payments), orderId: bookings.orderId, paidAtKey: exactInstant(payments.paidAt) })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(bookings.tripId, id), afterCursor(PAYMENTS_ORDER, q.cursor)))
    .orderBy(...orderByKeys(PAYMENTS_ORDER))
    .limit(rowsToRead(q));
  return pageOf(rows, q, PAYMENTS_ORDER, (p) => ({
    id: p.id,
    orderId: p.orderId,
    type: p.type,
    status: p.status,
    amount: p.amount,
    currency: p.currency,
    automatic: p.automatic,
    paidAt: p.paidAt.toISOString(),
  }));
}
