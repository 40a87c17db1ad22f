// The one PostgreSQL schema, used by both drivers (PGlite embedded, node-postgres on DATABASE_URL).
export * from './users.js';
export * from './audit.js';
export * from './operators.js';
export * from './hosts.js';
export * from './audience.js';
export * from './services.js';
export * from './itineraries.js';
export * from './inventory.js';
export * from './trip-requests.js';
export * from './trips.js';
export * from './promote.js';
export * from './bookings.js';
export * from './ground-transfers.js';
export * from './travelers.js';
export * from './tokens.js';
export * from './traveler-extras.js';
export * from './trip-page-visits.js';
