// Public surface of the ground-transfer area: rides, the transfer booking flow and their shared rules.
export * from './eligibility.rules.js';
export * from './ground-transfer.constants.js';
export * from './quotes.rules.js';
export * from './ride.rules.js';
export * from './ride.schema.js';
export * from './transfer-flow.rules.js';
export * from './transfer-flow.schema.js';
export * from './transfer-window.rules.js';
export * from './travel-detail.rules.js';
