// Booking lifecycle machine.
export { bookingMachine } from './booking.machine.js';
export * from './booking.selectors.js';
export { bookingModel } from './booking.model.js';
export type * from './booking.types.js';
