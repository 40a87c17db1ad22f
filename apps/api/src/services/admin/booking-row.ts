// One booking as the admin's tables read it (MKT-037, MKT-040): the columns the bookings list and a trip's bookings
// both select, and the one mapping to the status and figures every audience reads.
import { bookingAudienceLabel, bookingMoney, bookingStatusSchema } from '@caravan/domain';
import { sql } from 'drizzle-orm';
import { bookings, payments, users } from '../../db/schema/index.js';
import type { AdminTripBooking } from '../../views/admin-trip-overview.view.js';

/** A booking's refunds so far (the sum of its negative successful payment rows), positive, in minor units. */
export const refundedSum = sql<number>`(select coalesce(-sum(${payments.amount}), 0)::int from ${payments}
    where ${payments.bookingId} = ${bookings.id} and ${payments.status} = 'success' and ${payments.amount} < 0)`;

/** The columns of an admin booking row: the booking, its customer (joined on users) and its refunds. */
export const adminBookingColumns = {
  id: bookings.id,
  orderId: bookings.orderId,
  status: bookings.status,
  isPendingCancellation: bookings.isPendingCancellation,
  cancelledByHost: bookings.cancelledByHost,
  customerEmail: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  spots: bookings.totalSpotsBooked,
  currency: bookings.currency,
  travelAmount: bookings.travelAmount,
  paidAmount: bookings.paidAmount,
  balance: bookings.dueAmount,
  refunded: refundedSum,
};

/** What `adminBookingColumns` selects. */
export interface AdminBookingRow {
  id: string;
  orderId: string;
  status: string;
  isPendingCancellation: boolean;
  cancelledByHost: boolean;
  customerEmail: string;
  firstName: string;
  lastName: string;
  spots: number;
  currency: string;
  travelAmount: number;
  paidAmount: number;
  balance: number;
  refunded: number;
}

/** The row as the admin reads it: the status every audience reads and the figures of the one money rule (MKT-040). */
export function adminBookingFields(r: AdminBookingRow): AdminTripBooking {
  const status = bookingStatusSchema.parse(r.status);
  const money = bookingMoney({ paid: r.paidAmount, balance: r.balance, refunded: r.refunded });
  return {
    id: r.id,
    orderId: r.orderId,
    status,
    statusLabel: bookingAudienceLabel(
      { status, isPendingCancellation: r.isPendingCancellation, cancelledByHost: r.cancelledByHost },
      'admin',
    ),
    customerEmail: r.customerEmail,
    customerName: `${r.firstName} ${r.lastName}`.trim(),
    spots: r.spots,
    currency: r.currency,
    travelAmount: r.travelAmount,
    totalAmount: money.total,
    paidAmount: money.paid,
    dueAmount: money.due,
    refundedAmount: money.refunded,
    creditAmount: money.credit,
  };
}
