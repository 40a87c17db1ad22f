// New booking guards: one-line adapters over the context (the trip's auto-confirmation and whether spots were taken).
import type { NewBookingContext } from './new-booking.types.js';

type Args = { context: NewBookingContext };

export const newBookingGuards = {
  /** MKT-008: no spot was free, so the booking waits on the waitlist. */
  isTripFull: ({ context }: Args) => !context.spotsTaken,
  /** MKT-008: the trip confirms bookings itself (bookingAutoConfirmation). */
  tripAutoConfirms: ({ context }: Args) => context.tripAutoConfirms,
};
