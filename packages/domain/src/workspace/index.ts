// Public surface of the workspace area: the host trip view, services, agreement, launch, publish, tabs and gatherings.
export * from './agreement.rules.js';
export * from './gatherings.rules.js';
export * from './host-trip.schema.js';
export * from './launch.rules.js';
export * from './publish.rules.js';
export * from './tabs.rules.js';
export * from './trip-details.schema.js';
export * from './trip-page-status.rules.js';
export * from './workspace.constants.js';
export * from './workspace-shell.rules.js';
