// Public surface of the transfer-provider port and its sandbox adapter.
export * from './sandbox-transfer-provider.js';
export * from './transfer-provider.js';
