// Trip request machine: pending, trip created, accepted, rejected; instant approval; creating the trip.
export { TRIP_CREATE_ERROR, tripRequestMachine } from './trip-request.machine.js';
export * from './trip-request.selectors.js';
export { tripRequestModel } from './trip-request.model.js';
export type * from './trip-request.types.js';
