// The operator itinerary services: list, create, review-details update, submit, and the admin review.
export * from './itinerary-access.js';
export * from './list-itineraries.js';
export * from './review-details.js';
export * from './save-itinerary.js';
export * from './submit-itinerary.js';
