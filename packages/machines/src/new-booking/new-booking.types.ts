// How a new booking enters the booking lifecycle: context and input (MKT-008).
export interface NewBookingContext {
  /** The trip confirms bookings without the host (trips.booking_auto_confirmation). */
  tripAutoConfirms: boolean;
  /** The booking's spots were taken (false: the trip was full and the booking joins the waitlist). */
  spotsTaken: boolean;
}
export type NewBookingInput = NewBookingContext;
/** The machine takes no events: it resolves once from its input. */
export type NewBookingEvent = { type: 'newBooking.noop' };
