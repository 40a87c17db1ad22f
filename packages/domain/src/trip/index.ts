// Public surface of the trip area: the Trip entity, operator groups, approval, editability and technical itinerary.
export * from './trip.constants.js';
export * from './trip.schema.js';
export * from './trip.rules.js';
export * from './trip-editability.rules.js';
export * from './admin-trip-events.rules.js';
export * from './trip-manifest.rules.js';
