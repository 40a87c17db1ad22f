// Public surface of the payment ports (cards, Affirm), their sandbox adapters and the Stripe adapter.
export * from './affirm-gateway.js';
export * from './payment-gateway.js';
export * from './payment-gateway-for.js';
export * from './sandbox-affirm-gateway.js';
export * from './sandbox-payment-gateway.js';
export * from './stripe-payment-gateway.js';
