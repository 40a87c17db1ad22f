// Public surface of the services area: service entities, day entries, forms, time parsing and rules.
export * from './services.constants.js';
export * from './service.schema.js';
export * from './service-forms.schema.js';
export * from './service.rules.js';
export * from './service-time.rules.js';
export * from './day-services.rules.js';
export * from './service-permissions.rules.js';
