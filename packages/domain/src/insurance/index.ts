// Public surface of the insurance area.
export * from './insurance.constants.js';
export * from './insurance.rules.js';
export * from './insurance.schema.js';
