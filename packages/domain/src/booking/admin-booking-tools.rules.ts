// What an admin may do to a booking's money and spots (MKT-023): refund, discount, and which statuses hold spots.
import { calculateBookingCancellation } from '../cancellation/cancellation-calculator.rules.js';
import type { CancellationReasonCode } from '../cancellation/cancellation.constants.js';
import type { CancellationInputs } from '../cancellation/cancellation-inputs.rules.js';
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
 * Why an admin refund of `amount` (minor units) cannot be made on a booking that has `paid`, or null. DECIDE (issue 25):
 * a refund gives back money paid (a negative payment row) and leaves what the booking costs alone, so what is due rises
 * by as much (due = total − paid); to lower the price, the admin gives a discount, and a cancellation refunds by its
 * reason code.
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

/** What an admin's cancellation with a reason code does to the booking's money (MKT-040). */
export interface AdminCancellationMoney {
  /** Given back to the cards charged (negative payment rows). */
  refund: number;
  /** Kept as trip credit for the traveler: the booking's credit after the cancellation. */
  credit: number;
  /** Kept by Caravan as the cancellation fee. */
  fee: number;
  /** Kept by Caravan, neither refunded nor credited. */
  forfeited: number;
  /** The voucher the credit is issued as (only when credit is given). */
  voucherCode?: string;
  /** What the cancelled booking costs: what Caravan keeps (fee and forfeited) plus the credit held for the traveler. */
  totalAfter: number;
}

/**
 * The money of an admin cancellation with `reasonCode` (CXL-004..016 through the calculator) and the fields the admin
 * entered for it (CXL-020, checked by cancellationInputErrors): a full-refund code (01, 12, 16, 17, 19) refunds
 * everything paid; a fee code (04, 06) keeps the entered fee; a credit code keeps the down payment (or all) as credit
 * under the entered voucher; code 13 refunds the entered refund and forfeits the rest.
 * DECIDE: the cancelled booking then costs paid − refund − credit, so nothing is due and its credit is what it holds
 * for the traveler.
 */
export function adminCancellationMoney(
  input: {
    reasonCode: CancellationReasonCode;
    paid: number;
    total: number;
    downPayment: number;
  } & CancellationInputs,
): AdminCancellationMoney {
  const paid = Math.max(input.paid, 0);
  const outputs = calculateBookingCancellation({
    reasonCode: input.reasonCode,
    paidAmount: paid,
    dueAmount: input.total - paid,
    downPaymentAmount: input.downPayment,
    feeAmount: input.feeAmount,
    refundAmount: input.refundAmount,
    voucherCode: input.voucherCode,
  });
  return {
    refund: outputs.refundAmount,
    credit: outputs.tripCreditAmount,
    fee: outputs.feeAmount,
    forfeited: outputs.forfeitedAmount,
    ...(outputs.voucherCode ? { voucherCode: outputs.voucherCode } : {}),
    totalAfter: paid - outputs.refundAmount - outputs.tripCreditAmount,
  };
}

/**
 * What a reinstated booking costs (MKT-023): DECIDE: what it cost before its cancellation, so the money refunded or
 * credited at the cancellation is due again; a booking cancelled without an admin record keeps its stored total.
 */
export const adminReinstatedTotal = (input: { totalBeforeCancel: number | null; total: number }): number =>
  input.totalBeforeCancel ?? input.total;
