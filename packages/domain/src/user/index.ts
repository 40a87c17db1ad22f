// Public surface of the user area: groups, roles, profile, and the platform shell's pure decisions.
export * from './user.constants.js';
export * from './user.schema.js';
export * from './session.rules.js';
export * from './navigation.rules.js';
export * from './api-client.rules.js';
export * from './admin-paths.rules.js';
