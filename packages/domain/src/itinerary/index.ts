// Public surface of the itinerary area: the Itinerary entity, details-form validation and itinerary rules.
export * from './itinerary.constants.js';
export * from './itinerary.schema.js';
export * from './itinerary-details.rules.js';
export * from './itinerary.rules.js';
export * from './itinerary-operator.rules.js';
export * from './itinerary-photos.rules.js';
