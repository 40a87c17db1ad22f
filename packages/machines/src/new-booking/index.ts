// New booking machine: the status a booking enters the lifecycle with (MKT-008).
export { newBookingMachine } from './new-booking.machine.js';
export * from './new-booking.selectors.js';
export { newBookingModel } from './new-booking.model.js';
export type * from './new-booking.types.js';
