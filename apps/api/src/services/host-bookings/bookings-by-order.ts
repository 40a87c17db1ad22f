// The host's booking decisions by order id (HAP-049, the spec's confirmBookings/cancelBookings): the orders named must
// all be on the trip; a stranger's trip answers 404 first (as the Bookings tab would), then an unknown order 400.
import { and, eq, inArray } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { bookings } from '../../db/schema/index.js';
import { badRequest } from '../../errors/app-error.js';
import { hostTripScope } from './host-trip-access.js';

/** The booking ids of trip `tripId`'s orders `orderIds`; 404 not the host's trip, 400 an order not on it. */
export async function bookingIdsOfOrders(
  db: Db,
  user: PolicyUser,
  tripId: string,
  orderIds: string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id, orderId: bookings.orderId })
    .from(bookings)
    .where(and(eq(bookings.tripId, tripId), inArray(bookings.orderId, orderIds)));
  if (rows.length !== new Set(orderIds).size) {
    await hostTripScope(db, user, tripId, 'read');
    throw badRequest('Some of these orders are not on this trip.', { orderIds: 'Unknown order id' });
  }
  return rows.map((r) => r.id);
}
