// Public surface of the outbound webhooks area (MKT-053): events, signature check, retry schedule, URL rule, views.
export * from './webhooks.rules.js';
export * from './webhooks.schema.js';
