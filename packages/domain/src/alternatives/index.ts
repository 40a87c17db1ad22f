// Public surface of the alternatives area: alternative accommodations, day ranges, per-item selections and rules.
export * from './alternatives.constants.js';
export * from './alternative.schema.js';
export * from './alternatives.rules.js';
