// Host Home landing machine (load the home trips, redirect).
export { hostHomeMachine } from './host-home.machine.js';
export * from './host-home.selectors.js';
export { hostHomeModel } from './host-home.model.js';
export type * from './host-home.types.js';
