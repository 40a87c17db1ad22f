// A stored booking's payment schedule (MKT-049), by the domain rule, for the traveler's trip details.
import {
  type PaymentSchedule,
  bookingFinalDate,
  bookingStatusSchema,
  paymentSchedule,
  tripStatusSchema,
} from '@caravan/domain';
import type { bookings, trips } from '../../db/schema/index.js';

/** The schedule of `booking` on `trip` at `now`; a balance without a stored due date falls due when bookings are final. */
export function bookingPaymentSchedule(
  booking: typeof bookings.$inferSelect,
  trip: typeof trips.$inferSelect,
  now: Date,
): PaymentSchedule {
  return paymentSchedule(
    {
      id: booking.id,
      status: bookingStatusSchema.parse(booking.status),
      isPendingCancellation: booking.isPendingCancellation,
      dueAmount: booking.dueAmount,
      paidAmount: booking.paidAmount,
      paymentDueDate: booking.paymentDueDate,
      automaticPaymentStatus: booking.automaticPaymentStatus,
      tripStatus: tripStatusSchema.parse(trip.status),
      tripStartDate: trip.startDate,
    },
    now,
    bookingFinalDate(trip.startDate, trip.bookingsDeadline),
  );
}
