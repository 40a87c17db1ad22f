// Launch scheduling machine, and the host's launch editor that stores each launch event before the launch takes it.
export { launchMachine } from './launch.machine.js';
export * from './launch.selectors.js';
export { launchModel } from './launch.model.js';
export type * from './launch.types.js';
export { launchEditorMachine } from './launch-editor.machine.js';
export * from './launch-editor.selectors.js';
export { launchEditorModel } from './launch-editor.model.js';
export type * from './launch-editor.types.js';
