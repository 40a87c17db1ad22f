// Public surface of the reviews port and its sandbox adapter.
export * from './reviews-service.js';
export * from './sandbox-reviews.js';
