// Public surface of the payment port and its sandbox adapter.
export * from './payment-gateway.js';
export * from './sandbox-payment-gateway.js';
