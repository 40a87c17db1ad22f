// Session / sign-in flow machine.
export { sessionMachine } from './session.machine.js';
export * from './session.selectors.js';
export { sessionModel } from './session.model.js';
export type * from './session.types.js';
