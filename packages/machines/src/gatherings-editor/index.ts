// Gatherings editor machine.
export { gatheringsEditorMachine } from './gatherings-editor.machine.js';
export * from './gatherings-editor.selectors.js';
export { gatheringsEditorModel, sampleServicesByDay } from './gatherings-editor.model.js';
export type * from './gatherings-editor.types.js';
