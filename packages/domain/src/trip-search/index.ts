// Public surface of the trip search (MKT-026..028, MKT-034): filters, URL codec, card and rules.
export * from './trip-search.constants.js';
export * from './trip-search.schema.js';
export * from './trip-search.codec.js';
export * from './trip-search.rules.js';
