// Launch scheduling machine.
export { launchMachine } from './launch.machine.js';
export * from './launch.selectors.js';
export { launchModel } from './launch.model.js';
export type * from './launch.types.js';
