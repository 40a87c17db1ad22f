// GET /api/me/host/trips/{id}/bookings: the trip's orders with their customers, as the Bookings tab shows them.
import { hostOrderStatusSchema } from '@caravan/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import { bookings, users } from '../../db/schema/index.js';
import type { Exec } from '../booking/booking-records.js';
import {
  type HostBookingsTripRow,
  type HostBookingsView,
  type HostOrderRow,
  toHostBookingsView,
} from '../../views/host-bookings.view.js';
import { readHostTrip } from './host-trip-access.js';

/**
 * The trip's orders, oldest first. DECIDE: not paged, because the tab's counts, selection and spot sums need every
 * order at once and a trip's orders are bounded by its spots plus its waitlist. Cancelled orders are not listed.
 */
export async function tripOrders(db: Exec, tripId: string): Promise<HostOrderRow[]> {
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
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(and(eq(bookings.tripId, tripId), ne(bookings.status, 'cancelled')))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
  return rows.map((r) => ({ ...r, status: hostOrderStatusSchema.parse(r.status) }));
}

export async function hostBookingsOf(db: Exec, trip: HostBookingsTripRow): Promise<HostBookingsView> {
  return toHostBookingsView(trip, await tripOrders(db, trip.id));
}

/** The Bookings tab of a trip the host (or a co-host) works on; another host's trip answers 404. */
export async function readHostBookings(db: Exec, user: PolicyUser, tripId: string): Promise<HostBookingsView> {
  return hostBookingsOf(db, await readHostTrip(db, user, tripId));
}
