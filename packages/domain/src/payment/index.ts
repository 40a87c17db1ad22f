// Public surface of the payment area.
export * from './affirm.rules.js';
export * from './payment.constants.js';
export * from './payment.rules.js';
export * from './payment.schema.js';
