// Public surface of the scheduling area: the time-driven rules and their names.
export * from './scheduling.constants.js';
export * from './scheduling.rules.js';
