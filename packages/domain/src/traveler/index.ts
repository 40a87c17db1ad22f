// Public surface of the traveler area.
export * from './traveler.constants.js';
export * from './traveler.rules.js';
export * from './traveler.schema.js';
export * from './trip-form.rules.js';
export * from './trip-form.schema.js';
