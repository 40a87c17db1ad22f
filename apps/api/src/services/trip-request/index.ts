// The itinerary catalogue and trip request services (host-and-platform §2.6, §7.3).
export { earliestStartDate, itineraryAvailability, packageCostOn } from './availability.js';
export { describeItinerary, listCatalogue, listRecommendations, readLiveItinerary } from './catalogue.js';
export { createTripRequest } from './create-trip-request.js';
export { hostStandingOf } from './host-standing.js';
export { suggestedSellPrice } from './suggested-price.js';
