// Itinerary machine: new, Not Submitted, Pending Approval, Live.
export { ITINERARY_CREATE_ERROR, itineraryMachine } from './itinerary.machine.js';
export * from './itinerary.selectors.js';
export { itineraryModel } from './itinerary.model.js';
export type * from './itinerary.types.js';
