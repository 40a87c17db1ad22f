// Public surface of the insurance port and its sandbox adapter.
export * from './insurance-provider.js';
export * from './sandbox-insurance-provider.js';
