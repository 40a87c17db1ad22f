// Public surface of the home area: home trip view model, important dates and the home rules.
export * from './home.constants.js';
export * from './home.schema.js';
export * from './home.rules.js';
