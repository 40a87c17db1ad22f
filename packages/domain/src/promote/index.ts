// Public surface of the promote area: promote email entities, email campaign statuses and their rules.
export * from './email-campaign.rules.js';
export * from './email-campaign.schema.js';
export * from './promote.constants.js';
export * from './campaign-send.rules.js';
