// The operator's trip work (issue 12 item 5): review, pricing, services, approval, technical itinerary, manifest,
// traveler terms, and trip requests becoming trips.
export { readOperatorTrip } from './trip-access.js';
export { tripReview } from './trip-review.js';
export { saveSingleSupplementQuantity, saveTripPricing } from './save-pricing.js';
export { saveTripServices, tripServicesUpdateSchema } from './save-services.js';
export { approveTrip, submitTechnicalItinerary } from './trip-moves.js';
export { travelerManifest } from './manifest.js';
export { travelerTermsHtml, travelerTermsToAccept } from './traveler-terms.js';
export { tripPageHtml } from './trip-page.js';
export { createTripFromRequest, tripRequestReview } from './trip-request.js';
export { operatorTripItineraryPdf } from './itinerary-pdf.js';
