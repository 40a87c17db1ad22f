// Public surface of the host-pricing area: cost table, save and earnings-advance rules, editability.
export * from './host-pricing.constants.js';
export * from './host-pricing.schema.js';
export * from './cost-table.rules.js';
export * from './host-pricing.rules.js';
export * from './pricing-tab.rules.js';
export * from './earnings.rules.js';
