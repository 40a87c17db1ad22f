// The waitlist offer's statechart (MKT-046).
export * from './waitlist-offer.machine.js';
export { waitlistOfferModel } from './waitlist-offer.model.js';
