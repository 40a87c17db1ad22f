// Public surface of the booking area.
export * from './booking.constants.js';
export * from './booking.schema.js';
export * from './booking-status.rules.js';
export * from './booking-customer.rules.js';
export * from './rooms.rules.js';
export * from './manage-booking.rules.js';
export * from './transfer-date-warning.rules.js';
export * from './trip-summary.rules.js';
export * from './admin-booking-tools.rules.js';
export * from './discount-codes.rules.js';
