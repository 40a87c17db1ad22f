// Public surface of the pricing area: itinerary validity periods, inventory-mode review, operator trip pricing.
export * from './pricing.constants.js';
export * from './validity-period.schema.js';
export * from './validity-period.rules.js';
export * from './pricing-review.rules.js';
export * from './trip-pricing.rules.js';
export * from './trip-pricing.schema.js';
export * from './cost-breakdown.js';
export * from './operator-trip-cost.rules.js';
export * from './trip-pricing-update.js';
