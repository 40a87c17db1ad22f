// Public surface of the pricing area: itinerary validity periods, inventory-mode review, operator trip pricing.
export {
  DEFAULT_SINGLE_SUPPLEMENT_AVAILABLE_QUANTITY,
  ITINERARY_PRICING_MESSAGES,
  PRICING_REVIEW_SPOTS_LOWER_BOUND,
  SINGLE_SUPPLEMENT_SPOTS_MESSAGES,
  TRIP_PRICING_MESSAGES,
} from './pricing.constants.js';
export {
  VALIDITY_PERIOD_WEEKDAYS,
  type ValidityPeriod,
  type ValidityPeriodPriceTier,
  type ValidityPeriodWeekday,
  validityPeriodSchema,
} from './validity-period.schema.js';
export {
  addValidityPeriodPriceTier,
  applyValidityPeriodDays,
  enforceInstantApprovalRule,
  isInstantApprovalAllowedForPackage,
  newValidityPeriod,
  validateNonInventoryItineraryPricing,
  validityPeriodDays,
} from './validity-period.rules.js';
export * from './pricing-review.rules.js';
export {
  clampTripTierTravelers,
  currencySymbolOf,
  normalizeTripTierPriceInput,
  singleSupplementTotalSpotsSchema,
  singleSupplementUpdateMessage,
  suggestedPriceDifference,
  tripSpotsRangeToast,
} from './trip-pricing.rules.js';

export {
  OPERATOR_COST_BREAKDOWN_ROWS,
  type OperatorCostBreakdownRow,
  buildOperatorCostBreakdownRows,
} from './cost-breakdown.js';
export * from './operator-trip-cost.rules.js';
export * from './trip-pricing-update.js';
