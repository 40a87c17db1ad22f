// Add-on lifecycle machine.
export { addOnMachine } from './add-on.machine.js';
export * from './add-on.selectors.js';
export { addOnModel } from './add-on.model.js';
export type * from './add-on.types.js';
