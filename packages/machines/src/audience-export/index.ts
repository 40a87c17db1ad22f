// Audience export request machine (Audience Data's Export Data).
export { audienceExportMachine } from './audience-export.machine.js';
export * from './audience-export.selectors.js';
export { audienceExportModel } from './audience-export.model.js';
export type * from './audience-export.types.js';
