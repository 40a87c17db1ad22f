// The overview's status wording (MKT-043, TRV-034..051): the traveler's booking and the trip's confirmation, each named
// with the domain's labels so the badge, the trip switcher and the message never read as contradicting each other.
import { bookingStatusLabel, bookingStatusMessage, travelerFacingTripStatus } from '../booking/booking-status.rules.js';
import { BOOKING_STATUS_MESSAGES } from '../booking/booking.constants.js';
import type { BookingDisplayStatus, BookingStatus, TripStatus } from '../shared/statuses.js';

/** DECIDE: how the trip's traveler-facing status reads beside the booking's: 'Trip pending' cannot be mistaken for the booking's. */
export const TRAVELER_TRIP_STATUS_LABELS = {
  pending: 'Trip not yet confirmed',
  confirmed: 'Trip confirmed',
  complete: 'Trip complete',
  cancelled: 'Trip cancelled',
} as const;

/** DECIDE: under the 'Pending cancellation' badge the card says what is happening rather than repeating the badge. */
export const PENDING_CANCELLATION_DETAIL = 'Your cancellation request is being processed.';

/** DECIDE: a held spot on a trip still gathering travelers says so first, so 'Confirmed' reads as the spot, not the trip. */
export const SPOT_HELD_MESSAGE = 'Your spot is confirmed.';

export interface TripOverviewStatus {
  /** The booking's badge: the same label the trip switcher and the host's and admin's traveler views use. */
  booking: { status: BookingDisplayStatus; label: string } | null;
  /** The trip's confirmation, when the trip is live or later. */
  trip: { status: keyof typeof TRAVELER_TRIP_STATUS_LABELS; label: string } | null;
  /** The sentence under the badges. */
  message: string;
}

/** What the overview's Booking Status card shows. */
export function tripOverviewStatus(input: {
  booking: { status: BookingStatus; displayStatus: BookingDisplayStatus } | null;
  tripStatus: TripStatus;
  minimumSpots: number;
}): TripOverviewStatus {
  const facing = travelerFacingTripStatus(input.tripStatus);
  const trip = facing ? { status: facing, label: TRAVELER_TRIP_STATUS_LABELS[facing] } : null;
  // Without a booking there is no status to word: bookingStatusMessage reads '' as unknown whatever the trip.
  if (!input.booking) return { booking: null, trip, message: BOOKING_STATUS_MESSAGES.unknown };
  const shown = input.booking.displayStatus;
  const message = bookingStatusMessage({
    bookingStatus: input.booking.status,
    tripStatus: input.tripStatus,
    minimumSpots: input.minimumSpots,
  });
  return {
    booking: { status: shown, label: bookingStatusLabel(shown) },
    trip,
    message:
      shown === 'pending-cancellation'
        ? PENDING_CANCELLATION_DETAIL
        : shown === 'confirmed' && facing === 'pending'
          ? `${SPOT_HELD_MESSAGE} ${message}`
          : message,
  };
}
