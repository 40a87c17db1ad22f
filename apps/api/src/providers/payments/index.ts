// Public surface of the payment ports (cards, Affirm) and their sandbox adapters.
export * from './affirm-gateway.js';
export * from './payment-gateway.js';
export * from './sandbox-affirm-gateway.js';
export * from './sandbox-payment-gateway.js';
