// Public surface of the host-pricing area: cost table, save and earnings-advance rules, editability.
export {
  EARLY_BIRD_DISCOUNT_ADVICE_USD,
  EARNINGS_ADVANCE_PAYOUT_DAYS,
  HOST_PRICING_MESSAGES,
} from './host-pricing.constants.js';
export { type CostTableRow, costTableRowSchema } from './host-pricing.schema.js';
export { costTableFeeLabels } from './cost-table.rules.js';
export {
  canConfirmUpdatedPricingTerms,
  earlyBirdPriceError,
  hasUnsavedHostPricingChanges,
  hostPriceToMinor,
  hostPricingEarningsPrice,
  hostPricingFormFromTrip,
  hostPricingSaveToast,
  isEarningsAdvanceEditable,
  isHostPricingEditable,
  requiresHostPricingReacceptance,
  showsCopyTripPageLinkCard,
  showsReviewItineraryPrompt,
  showsServiceAgreementLink,
} from './host-pricing.rules.js';
export {
  HOST_SERVICE_FEE_PERCENT,
  HOST_TRANSACTION_FEE_PERCENT,
  hostPricingFeeAmounts,
  hostPricingQuote,
} from './pricing-tab.rules.js';
export * from './earnings.rules.js';
