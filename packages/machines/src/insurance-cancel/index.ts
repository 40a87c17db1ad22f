// Insurance policy cancel machine (Manage Booking).
export { insuranceCancelMachine } from './insurance-cancel.machine.js';
export * from './insurance-cancel.selectors.js';
export { insuranceCancelModel } from './insurance-cancel.model.js';
export type * from './insurance-cancel.types.js';
