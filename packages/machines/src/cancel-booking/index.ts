// Traveler cancel-booking flow machine.
export { cancelBookingMachine } from './cancel-booking.machine.js';
export * from './cancel-booking.selectors.js';
export { cancelBookingModel } from './cancel-booking.model.js';
export type * from './cancel-booking.types.js';
