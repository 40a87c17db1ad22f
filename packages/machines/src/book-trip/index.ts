// Book-trip flow machine: the public page's booking form (MKT-005).
export { bookTripMachine, type BookTripFailure, DEFAULT_BOOKER_COUNTRY } from './book-trip.machine.js';
export * from './book-trip.selectors.js';
export { requestOf as bookTripRequestOf } from './book-trip.request.js';
export { bookTripModel } from './book-trip.model.js';
export type * from './book-trip.types.js';
