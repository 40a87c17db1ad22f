// Public surface of the add-on area.
export * from './add-on.constants.js';
export * from './add-on.rules.js';
export * from './add-on.schema.js';
