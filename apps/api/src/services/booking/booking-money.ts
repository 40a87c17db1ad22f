// The booking money the API derives from stored rows: down payment, minimum due, cancel reasons and refund methods.
import {
  type CancellationReasonCode,
  type CalendarDate,
  CUSTOM_PAYMENT_MINIMUM_MINOR,
  LAST_REFUNDABLE_THRESHOLD_DAYS,
  type BookingCancellationOutputs,
  calculateBookingCancellation,
  daysUntilTripStart,
  DOWN_PAYMENT_PER_SPOT_MINOR,
} from '@caravan/domain';
import type { bookings, trips } from '../../db/schema/index.js';

type Booking = Pick<typeof bookings.$inferSelect, 'dueAmount' | 'paidAmount' | 'totalSpotsBooked' | 'status'>;
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

/**
 * The refund methods a traveler's cancellation may take, each the calculator's outputs for one reason code.
 * DECIDE: a booking not yet confirmed (pending, awaiting, waitlist) is refunded in full (01); a confirmed booking
 * more than 90 days out chooses between a refund of all but the fee with the down payment kept as trip credit (06)
 * and trip credit for everything paid (09); within 90 days a confirmed booking forfeits what was paid (11), which
 * leaves no refund method to offer (CAN-012) — the traveler may still cancel.
 */
export function refundMethodOptions(
  booking: Booking,
  trip: Trip,
  today: CalendarDate,
): { options: RefundMethodOption[]; cancellationFee: number } {
  const fee = booking.status === 'confirmed' ? TRAVELER_CANCELLATION_FEE_PER_SPOT_MINOR * booking.totalSpotsBooked : 0;
  const calc = (reasonCode: CancellationReasonCode) =>
    calculateBookingCancellation({
      reasonCode,
      paidAmount: booking.paidAmount,
      dueAmount: booking.dueAmount,
      downPaymentAmount: downPaymentOf(booking, trip),
      feeAmount: fee,
    });
  if (booking.status !== 'confirmed')
    return {
      options: [{ description: 'Full refund to your original payment method', reasonCode: '01', outputs: calc('01') }],
      cancellationFee: 0,
    };
  if (daysUntilTripStart(trip.startDate, today) > LAST_REFUNDABLE_THRESHOLD_DAYS)
    return {
      options: [
        {
          description: 'Refund to your original payment method, down payment as trip credit, less the cancellation fee',
          reasonCode: '06',
          outputs: calc('06'),
        },
        { description: 'Trip credit for everything you paid', reasonCode: '09', outputs: calc('09') },
      ],
      cancellationFee: fee,
    };
  return {
    options: [{ description: 'No refund within 90 days of the trip', reasonCode: '11', outputs: calc('11') }],
    cancellationFee: 0,
  };
}
