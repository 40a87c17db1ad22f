// Public surface of the traveler area.
export * from './traveler.constants.js';
export * from './traveler.rules.js';
export * from './traveler.schema.js';
export * from './traveler-app.constants.js';
export * from './traveler-app.rules.js';
export * from './trip-form.rules.js';
export * from './trip-form.schema.js';
export * from './itinerary-days.rules.js';
export * from './traveler-analytics.constants.js';
