// Public surface of the trip-request area: catalogue itinerary, availability, request form, rules and links.
export * from './trip-request.constants.js';
export * from './trip-request.schema.js';
export * from './trip-request.rules.js';
export * from './trip-request-screen.rules.js';
export * from './trip-link.rules.js';
export * from './host-trip-cancellation.rules.js';
