// Which cancellation a traveler's own request takes: the reason codes offered for the booking's status and days to the
// trip, and the refund level they reach. The API's refund methods and the Cancel Booking policy texts both read it.
import type { BookingStatus } from '../shared/statuses.js';
import { cancellationRefundLevel } from './cancellation-calculator.rules.js';
import {
  type CancellationReasonCode,
  type CancellationRefundLevel,
  LAST_REFUNDABLE_THRESHOLD_DAYS,
} from './cancellation.constants.js';

interface TravelerCancellationInput {
  bookingStatus: BookingStatus;
  /** Days from today to the trip start. */
  daysOut: number;
}

/**
 * DECIDE: a booking not yet confirmed (pending, awaiting, waitlist) is refunded in full (01) at any time; a confirmed
 * booking more than 90 days out chooses between a refund of all but the fee with the down payment kept as trip credit
 * (06) and trip credit for everything paid (09); within 90 days a confirmed booking forfeits what was paid (11),
 * because only a confirmed booking has committed the operator's spots and the 90-day threshold is the spec's.
 */
export function travelerCancellationReasonCodes(input: TravelerCancellationInput): readonly CancellationReasonCode[] {
  if (input.bookingStatus !== 'confirmed') return ['01'];
  if (input.daysOut > LAST_REFUNDABLE_THRESHOLD_DAYS) return ['06', '09'];
  return ['11'];
}

/** The best refund level a traveler's own cancellation reaches now: the highest level among the codes offered. */
export function travelerCancellationRefundLevel(input: TravelerCancellationInput): CancellationRefundLevel {
  const levels = travelerCancellationReasonCodes(input).map(cancellationRefundLevel);
  if (levels.includes('full')) return 'full';
  return levels.includes('partial') ? 'partial' : 'none';
}
