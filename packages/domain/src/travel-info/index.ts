// Public surface of the travel-info area: the traveler trip form, travel-info companions and their rules.
export * from './travel-info.constants.js';
export * from './trip-form.rules.js';
export * from './trip-form.schema.js';
export * from './us-date.rules.js';
