// Public surface of the booking-creation area: the public trip page and booking a trip from it (MKT-001..009).
export * from './booking-creation.constants.js';
export * from './booking-creation.rules.js';
export * from './booking-creation.contract.js';
