// Public profile save machine (the host's profile editor).
export { profileSaveMachine } from './profile-save.machine.js';
export * from './profile-save.selectors.js';
export { profileSaveModel } from './profile-save.model.js';
export type * from './profile-save.types.js';
