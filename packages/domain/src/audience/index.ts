// Public surface of the audience area: survey responses, audience metrics and graphs, links and their rules.
export * from './audience.constants.js';
export * from './audience.schema.js';
export * from './audience.rules.js';
export * from './marketing-list.rules.js';
