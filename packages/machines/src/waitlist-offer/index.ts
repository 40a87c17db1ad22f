// The waitlist offer's statechart (MKT-046).
export * from './waitlist-offer.machine.js';
