// Reads one trip for the admin trip page (MKT-022, MKT-024): the trip, its timeline from the transitions log, its
// bookings and their payments, and which lifecycle events the trip machine accepts from an admin now.
import { ADMIN_TRIP_EVENT_TYPES, adminTripEvent, bookingStatusSchema } from '@caravan/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings, payments, trips, users } from '../../db/schema/index.js';
import type { AdminTripOverview } from '../../views/admin-trip-overview.view.js';
import { toTripView } from '../../views/trip.view.js';
import { lifecycleActions } from '../lifecycle-actions.js';
import { readAdminTimeline } from '../timeline/read-timeline.js';

type TripRow = typeof trips.$inferSelect;

/**
 * The events an admin may send a trip, as the admin's buttons send them (the domain's adminTripEvent); a cancel's
 * reason is a placeholder here: the machine's answer does not depend on which reason an admin chooses.
 */
export const adminTripEvents = (trip: TripRow) =>
  ADMIN_TRIP_EVENT_TYPES.map((type) => adminTripEvent(type, trip, 'default'));

/** The admin's overview of trip `id` at `now` for the admin `adminId`, or null when there is no such trip. */
export async function readTripOverview(
  db: Db,
  id: string,
  admin: { userId: string },
  now: Date,
): Promise<AdminTripOverview | null> {
  const [trip] = await db.select().from(trips).where(eq(trips.id, id)).limit(1);
  if (!trip) return null;
  const [timeline, bookingRows] = await Promise.all([
    readAdminTimeline(db, 'trip', id),
    db
      .select({
        id: bookings.id,
        orderId: bookings.orderId,
        status: bookings.status,
        customerEmail: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        spots: bookings.totalSpotsBooked,
        currency: bookings.currency,
        travelAmount: bookings.travelAmount,
        paidAmount: bookings.paidAmount,
        dueAmount: bookings.dueAmount,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.customerId))
      .where(eq(bookings.tripId, id))
      .orderBy(asc(bookings.orderId)),
  ]);
  const orderOf = new Map(bookingRows.map((b) => [b.id, b.orderId]));
  const paymentRows =
    bookingRows.length === 0
      ? []
      : await db
          .select()
          .from(payments)
          .where(inArray(payments.bookingId, [...orderOf.keys()]))
          .orderBy(asc(payments.paidAt), asc(payments.id));
  return {
    trip: toTripView(trip),
    timeline,
    bookings: bookingRows.map(({ firstName, lastName, status, ...b }) => ({
      ...b,
      status: bookingStatusSchema.parse(status),
      customerName: `${firstName} ${lastName}`.trim(),
    })),
    payments: paymentRows.map((p) => ({
      id: p.id,
      orderId: orderOf.get(p.bookingId) ?? '',
      type: p.type,
      status: p.status,
      amount: p.amount,
      currency: p.currency,
      automatic: p.automatic,
      paidAt: p.paidAt.toISOString(),
    })),
    actions: lifecycleActions('trip', trip, { userId: admin.userId, group: 'admin' }, now, adminTripEvents(trip)),
  };
}
