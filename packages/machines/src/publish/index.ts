// Publish status machine: pending, in review, marketing, live.
export { publishMachine } from './publish.machine.js';
export * from './publish.selectors.js';
export { publishModel } from './publish.model.js';
export type * from './publish.types.js';
