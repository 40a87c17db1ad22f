// The booking money the API derives from stored rows: down payment, minimum due, cancel reasons and refund methods.
import {
  type BookingCancellationOutputs,
  bookingStatusSchema,
  CANCELLATION_REASON_CODES,
  type CalendarDate,
  type CancellationReasonCode,
  CUSTOM_PAYMENT_MINIMUM_MINOR,
  calculateBookingCancellation,
  DOWN_PAYMENT_PER_SPOT_MINOR,
  daysUntilTripStart,
  isRezdyBooking,
  travelerCancellationReasonCodes,
} from '@caravan/domain';
import type { bookings, trips } from '../../db/schema/index.js';

type Booking = Pick<
  typeof bookings.$inferSelect,
  'dueAmount' | 'paidAmount' | 'totalSpotsBooked' | 'status' | 'rezdyTripId'
>;
type Trip = Pick<typeof trips.$inferSelect, 'priceInitial' | 'startDate'>;

// The down payment per spot is the domain's (DECIDE there), shared with the public booking's quote.
export { DOWN_PAYMENT_PER_SPOT_MINOR };

/** The booking's down payment, minor units. */
export function downPaymentOf(booking: Pick<Booking, 'totalSpotsBooked'>, trip: Pick<Trip, 'priceInitial'>): number {
  const perSpot = Math.min(DOWN_PAYMENT_PER_SPOT_MINOR, trip.priceInitial ?? DOWN_PAYMENT_PER_SPOT_MINOR);
  return perSpot * booking.totalSpotsBooked;
}

/**
 * DECIDE: the checkout 'minimum' payment is the unpaid part of the down payment, or once that is paid the custom
 * payment minimum (PAY-007), never more than what is due, because the down payment secures the spot and any later
 * instalment follows the custom minimum.
 */
export function minimumDueOf(booking: Booking, trip: Pick<Trip, 'priceInitial'>): number {
  const due = Math.max(booking.dueAmount, 0);
  if (due === 0) return 0;
  const unpaidDownPayment = downPaymentOf(booking, trip) - booking.paidAmount;
  return Math.min(due, unpaidDownPayment > 0 ? unpaidDownPayment : CUSTOM_PAYMENT_MINIMUM_MINOR);
}

/** DECIDE: the reasons a traveler picks from when cancelling; 'Other' takes a free-text description (CAN-011). */
export const TRAVELER_CANCEL_REASONS = [
  'Change of plans',
  'Medical or family emergency',
  'Financial reasons',
  'Travel restrictions',
  'Other',
] as const;

/** DECIDE: the traveler cancellation fee is $100.00 per spot booked, applied only to confirmed bookings outside the last 90 days. */
export const TRAVELER_CANCELLATION_FEE_PER_SPOT_MINOR = 10_000;

export interface RefundMethodOption {
  description: string;
  reasonCode: CancellationReasonCode;
  outputs: BookingCancellationOutputs;
}

/** What each reason code a traveler's cancellation may take is offered as. */
const REFUND_METHOD_DESCRIPTIONS: Partial<Record<CancellationReasonCode, string>> = {
  '01': 'Full refund to your original payment method',
  '06': 'Refund to your original payment method, down payment as trip credit, less the cancellation fee',
  '09': 'Trip credit for everything you paid',
  '11': 'No refund this close to the trip',
};

/**
 * The refund methods a traveler's cancellation may take, each the calculator's outputs for one of the reason codes
 * the domain offers the booking now (travelerCancellationReasonCodes, which the policy texts read too). The fee applies
 * only to a confirmed booking offered the fee-applied method (06); a forfeit (11) leaves no refund method to offer
 * (CAN-012) — the traveler may still cancel.
 */
export function refundMethodOptions(
  booking: Booking,
  trip: Trip,
  today: CalendarDate,
): { options: RefundMethodOption[]; cancellationFee: number } {
  const codes = travelerCancellationReasonCodes({
    bookingStatus: bookingStatusSchema.parse(booking.status),
    daysOut: daysUntilTripStart(trip.startDate, today),
    // A Rezdy trip's non-refundable window is 60 days, not 90 (CAN-021): the same rule the policy lines read.
    isRezdyTrip: isRezdyBooking(booking),
  });
  const fee = codes.includes('06') ? TRAVELER_CANCELLATION_FEE_PER_SPOT_MINOR * booking.totalSpotsBooked : 0;
  const options = codes.map((reasonCode) => ({
    description: REFUND_METHOD_DESCRIPTIONS[reasonCode] ?? CANCELLATION_REASON_CODES[reasonCode],
    reasonCode,
    outputs: calculateBookingCancellation({
      reasonCode,
      paidAmount: booking.paidAmount,
      dueAmount: booking.dueAmount,
      downPaymentAmount: downPaymentOf(booking, trip),
      feeAmount: fee,
    }),
  }));
  return { options, cancellationFee: fee };
}
