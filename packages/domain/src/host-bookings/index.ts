// Public surface of the host-bookings area: trip details for bookings, order display, payment and selection rules.
export * from './bookings-tab.rules.js';
export * from './companions.rules.js';
export * from './host-bookings.constants.js';
export * from './host-bookings.schema.js';
export * from './orders.rules.js';
