// Pure rules of booking and trip status as the traveler sees them: derived statuses, labels, priorities and messages.
import { toCanonical } from '../shared/enum.js';
import {
  BOOKING_STATUSES,
  type BookingDisplayStatus,
  type BookingStatus,
  TRIP_STATUSES,
  type TripStatus,
} from '../shared/statuses.js';
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUS_MESSAGES,
  STATUS_DISPLAY_PRIORITY,
  type StatusDisplayPriorityKey,
  type TRAVELER_FACING_TRIP_STATUSES,
} from './booking.constants.js';

type TravelerFacingTripStatus = (typeof TRAVELER_FACING_TRIP_STATUSES)[number];

/**
 * The booking status computed for display: cancelled when the traveler is cancelled, complete when the trip is
 * complete and the booking confirmed, otherwise the booking's own status.
 */
export function computeBookingStatus(input: {
  bookingStatus: BookingStatus;
  tripStatus: TripStatus;
  travelerStatus?: string | undefined;
}): Exclude<BookingDisplayStatus, 'pending-cancellation'> {
  if (input.travelerStatus === 'cancelled') return 'cancelled';
  if (input.tripStatus === 'complete' && input.bookingStatus === 'confirmed') return 'complete';
  return input.bookingStatus;
}

/** Whether a booking is pending cancellation: computed status cancelled while its own status is not. */
export function isBookingPendingCancellation(input: {
  computedStatus: BookingDisplayStatus;
  bookingStatus: BookingStatus;
}): boolean {
  return input.computedStatus === 'cancelled' && input.bookingStatus !== 'cancelled';
}

/** The status the badge shows: pending-cancellation when derived, else the computed status. */
export function bookingDisplayStatus(input: {
  bookingStatus: BookingStatus;
  tripStatus: TripStatus;
  travelerStatus?: string | undefined;
}): BookingDisplayStatus {
  const computed = computeBookingStatus(input);
  return isBookingPendingCancellation({ computedStatus: computed, bookingStatus: input.bookingStatus })
    ? 'pending-cancellation'
    : computed;
}

/** The label of a displayed booking status ('Awaiting Payment' for awaiting). */
export function bookingStatusLabel(status: BookingDisplayStatus): string {
  return BOOKING_STATUS_LABELS[status];
}

/** The traveler-facing trip status: pending, confirmed, complete or cancelled; undefined before the trip is live. */
export function travelerFacingTripStatus(tripStatus: TripStatus): TravelerFacingTripStatus | undefined {
  switch (tripStatus) {
    case 'live':
    case 'ready-to-confirm':
    case 'early-confirmed':
      return 'pending';
    case 'confirmed':
    case 'closed':
      return 'confirmed';
    case 'complete':
      return 'complete';
    case 'cancelled':
      return 'cancelled';
    default:
      return undefined;
  }
}

/** The display priority of a status (confirmed 1 … closed 7); waitlist counts as waitlisted; undefined when unranked. */
export function statusDisplayPriority(status: string): number | undefined {
  const key = status === 'waitlist' ? 'waitlisted' : status;
  return key in STATUS_DISPLAY_PRIORITY ? STATUS_DISPLAY_PRIORITY[key as StatusDisplayPriorityKey] : undefined;
}

/**
 * The Booking Status card message. The booking's own state speaks first (pending cancellation, cancelled,
 * waitlist, awaiting), then the trip's (cancelled, complete, confirmed, pending); anything else is 'unknown status'.
 */
export function bookingStatusMessage(input: {
  bookingStatus: string;
  tripStatus: string;
  minimumSpots: number;
  travelerStatus?: string | undefined;
}): string {
  const booking =
    toCanonical(BOOKING_STATUSES, input.bookingStatus) ??
    (input.bookingStatus === 'complete' ? 'confirmed' : undefined);
  const trip = toCanonical(TRIP_STATUSES, input.tripStatus);
  if (!booking || !trip) return BOOKING_STATUS_MESSAGES.unknown;
  const shown = bookingDisplayStatus({
    bookingStatus: booking,
    tripStatus: trip,
    travelerStatus: input.travelerStatus,
  });
  if (shown === 'pending-cancellation') return BOOKING_STATUS_MESSAGES.pendingCancellation;
  if (shown === 'cancelled') return BOOKING_STATUS_MESSAGES.bookingCancelled;
  if (shown === 'waitlist') return BOOKING_STATUS_MESSAGES.waitlist;
  if (shown === 'awaiting') return BOOKING_STATUS_MESSAGES.awaiting;
  switch (travelerFacingTripStatus(trip)) {
    case 'cancelled':
      return BOOKING_STATUS_MESSAGES.tripCancelled;
    case 'complete':
      return BOOKING_STATUS_MESSAGES.tripComplete;
    case 'confirmed':
      return BOOKING_STATUS_MESSAGES.confirmed;
    case 'pending':
      return BOOKING_STATUS_MESSAGES.tripPending.replace('{minimumSpots}', String(input.minimumSpots));
    default:
      return BOOKING_STATUS_MESSAGES.unknown;
  }
}
