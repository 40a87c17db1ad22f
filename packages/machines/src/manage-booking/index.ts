// Manage Booking flow machine (traveler app): add-on toggles, trip summary, rooms, confirmation and payment.
export { manageBookingMachine } from './manage-booking.machine.js';
export * from './manage-booking.selectors.js';
export { manageBookingModel, sampleManagedBooking } from './manage-booking.model.js';
export { paymentsAppMessage } from './manage-booking.guards.js';
export type * from './manage-booking.types.js';
