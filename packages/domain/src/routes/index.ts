// Public surface of the routes area: the product's user groups.
export * from './routes.constants.js';
export * from './routes.rules.js';
