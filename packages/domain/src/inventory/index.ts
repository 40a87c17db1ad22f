// Public surface of the inventory area: inventory item entity, form schema and rules.
export * from './inventory.constants.js';
export * from './inventory.schema.js';
export * from './inventory.rules.js';
