// Booking lifecycle: context, input, who acts, and events (a discriminated union).
import type { BookingInternalEvent, BookingStatus, BookingUserEvent, TravelerType, TripStatus } from '@caravan/domain';

/**
 * Who sends an event. DECIDE: hosts confirm and reject (HBK-001), the booking customer asks to cancel (CAN-004),
 * admins cancel and reinstate (host-and-platform §6 admin-only booking calls), and the system offers a freed spot
 * to a waitlisted booking, because each of these is the only party the spec lets do it.
 */
export type BookingActor =
  | { role: 'host' }
  | { role: 'admin' }
  | { role: 'system' }
  | { role: 'traveler'; isCustomer: boolean; travelerType: TravelerType | undefined };

export interface BookingContext {
  bookingId: string;
  /** The booking's own (stored) status; complete and pending cancellation are derived. */
  bookingStatus: BookingStatus;
  tripStatus: TripStatus;
  /** The booking customer's traveler status: cancelled while the cancellation is pending (TRV-036, TRV-037). */
  travelerStatus: string | undefined;
  /** Cancelled by the host: a rejected order (HBK-016). */
  cancelledByHost: boolean;
  totalSpotsBooked: number;
}

export type BookingInput = Pick<BookingContext, 'bookingId' | 'bookingStatus' | 'tripStatus'> & {
  travelerStatus?: string | undefined;
  cancelledByHost?: boolean | undefined;
  totalSpotsBooked?: number | undefined;
};

/** The booking's events (domain booking.events.ts), a sender's with the sender attached. */
export type BookingEvent = (BookingUserEvent & { by: BookingActor }) | BookingInternalEvent;
