// The ground-transfer services: the flow's context, lookups, quotes, booking and listing.
export * from './create-transfers.js';
export * from './list-transfers.js';
export * from './request-quotes.js';
export * from './transfer-context.js';
export * from './transfer-errors.js';
export * from './transfer-lookups.js';
export * from './ride-management.js';
export * from './create-foc-transfers.js';
export * from './host-transfer-access.js';
export * from './rebook-ride.js';
