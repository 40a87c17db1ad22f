// Public surface of the cancellation area.
export * from './cancel-flow.rules.js';
export * from './cancellation.constants.js';
export * from './cancellation.schema.js';
export * from './cancellation-calculator.rules.js';
