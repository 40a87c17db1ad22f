// Public surface of the API contracts: the request and response schemas of the API's routes.
export * from './page.contract.js';
export * from './traveler-booking.contract.js';
export * from './itinerary.contract.js';
export * from './traveler-app.contract.js';
