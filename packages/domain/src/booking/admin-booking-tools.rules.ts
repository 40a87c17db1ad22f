// What an admin may do to a booking's money and spots (MKT-023): refund, discount, and which statuses hold spots.
import type { BookingStatus } from '../shared/statuses.js';

/** The booking statuses that hold spots of their trip: a waitlisted or awaiting booking has none yet, a cancelled one gave them back. */
const SPOT_HOLDING_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];

/** Whether a booking in `status` holds its spots of the trip (given back when cancelled, taken again when reinstated). */
export const bookingHoldsSpots = (status: BookingStatus): boolean =>
  (SPOT_HOLDING_STATUSES as readonly BookingStatus[]).includes(status);

/** The statuses an admin may reinstate a cancelled booking to. */
export const ADMIN_REINSTATE_STATUSES = [
  'pending',
  'awaiting',
  'confirmed',
  'waitlist',
] as const satisfies readonly Exclude<BookingStatus, 'cancelled'>[];
export type AdminReinstateStatus = (typeof ADMIN_REINSTATE_STATUSES)[number];

/** HER-006: the admin's wording when a booking needs more private rooms than the trip has left (§8). */
export const ADMIN_PRIVATE_ROOMS_SOLD_OUT =
  'The number of travelers is higher than the available Single Supplement supply, or the Bookable by Travelers flag is false.';

/** HER-001: an admin booking call's failure as the admin reads it, the error combined with its code (§8). */
export const adminBookingErrorText = (error: { message: string; code?: string | undefined }): string =>
  error.code ? `${error.message} (${error.code})` : error.message;

/**
 * Why an admin refund of `amount` (minor units) cannot be made on a booking that has `paid`, or null. DECIDE: a
 * refund gives back money paid and lowers what the booking costs by as much, so what is still due does not change.
 */
export function adminRefundProblem(amount: number, booking: { paidAmount: number }): string | null {
  if (!Number.isInteger(amount) || amount <= 0) return 'Refund a positive amount.';
  if (amount > booking.paidAmount) return 'A refund cannot be more than was paid.';
  return null;
}

/**
 * Why an admin discount of `amount` cannot be given on a booking with `dueAmount` still to pay, or null. DECIDE: a
 * discount lowers what is still due; money already paid comes back by a refund, not a discount.
 */
export function adminDiscountProblem(amount: number, booking: { dueAmount: number }): string | null {
  if (!Number.isInteger(amount) || amount <= 0) return 'Discount a positive amount.';
  if (amount > booking.dueAmount) return 'A discount cannot be more than is still due.';
  return null;
}
