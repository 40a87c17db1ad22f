// Which cancellation a traveler's own request takes: the reason codes offered for the booking's status and days to the
// trip, and the refund level they reach. The API's refund methods and the Cancel Booking policy texts both read it.
import type { BookingStatus } from '../shared/statuses.js';
import { cancellationRefundLevel } from './cancellation-calculator.rules.js';
import {
  type CancellationReasonCode,
  type CancellationRefundLevel,
  LAST_REFUNDABLE_THRESHOLD_DAYS,
  REZDY_NON_REFUNDABLE_DAYS,
} from './cancellation.constants.js';

interface TravelerCancellationInput {
  bookingStatus: BookingStatus;
  /** Days from today to the trip start. */
  daysOut: number;
  /** Whether the trip is sold through Rezdy (the booking carries a rezdyTripId): its window is 60 days, not 90. */
  isRezdyTrip: boolean;
}

/** Whether a booking is on a Rezdy-type trip: it carries the Rezdy trip id (TRV-006 rezdyTripId, CAN-021). */
export function isRezdyBooking(booking: { rezdyTripId?: string | null | undefined }): boolean {
  return typeof booking.rezdyTripId === 'string' && booking.rezdyTripId.trim() !== '';
}

/** The days before the start within which a confirmed booking is non-refundable: 60 for Rezdy trips, else 90 (CAN-021). */
export function nonRefundableWindowDays(input: { isRezdyTrip: boolean }): number {
  return input.isRezdyTrip ? REZDY_NON_REFUNDABLE_DAYS : LAST_REFUNDABLE_THRESHOLD_DAYS;
}

/**
 * DECIDE: a booking not yet confirmed (pending, awaiting, waitlist) is refunded in full (01) at any time; a confirmed
 * booking more than 90 days out chooses between a refund of all but the fee with the down payment kept as trip credit
 * (06) and trip credit for everything paid (09); within 90 days (60 for a Rezdy trip, CAN-021) a confirmed booking
 * forfeits what was paid (11), because only a confirmed booking has committed the operator's spots and the thresholds
 * are the spec's.
 */
export function travelerCancellationReasonCodes(input: TravelerCancellationInput): readonly CancellationReasonCode[] {
  if (input.bookingStatus !== 'confirmed') return ['01'];
  if (input.daysOut > nonRefundableWindowDays(input)) return ['06', '09'];
  return ['11'];
}

/** The best refund level a traveler's own cancellation reaches now: the highest level among the codes offered. */
export function travelerCancellationRefundLevel(input: TravelerCancellationInput): CancellationRefundLevel {
  const levels = travelerCancellationReasonCodes(input).map(cancellationRefundLevel);
  if (levels.includes('full')) return 'full';
  return levels.includes('partial') ? 'partial' : 'none';
}
