// The booking services the traveler routes call: reads, updates, payments, cancellation, insurance, idempotency.
export * from './booking-lifecycle.js';
export * from './booking-money.js';
export * from './booking-records.js';
export * from './cancel-booking.js';
export * from './card-charge.js';
export * from './idempotency.js';
export * from './insurance.js';
export * from './my-trips.js';
export * from './pay-balance.js';
export * from './trip-offers.js';
export * from './update-booking.js';
