// Ride management: view, edit information, cancel.
export { rideMachine } from './ride.machine.js';
export * from './ride.selectors.js';
export { rideModel } from './ride.model.js';
export type * from './ride.types.js';
