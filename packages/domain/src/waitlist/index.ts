// The waitlist offer rules (MKT-046, MKT-047).
export * from './waitlist.rules.js';
