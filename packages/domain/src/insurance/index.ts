// Public surface of the insurance area.
export {
  INSURANCE_CANCELLABLE_PERIOD_DAYS,
  INSURANCE_CANCEL_STATUSES,
  INSURANCE_MESSAGES,
  INSURANCE_POLICY_STATUSES,
} from './insurance.constants.js';
export {
  INSURANCE_ADJUSTMENT_RULE_TEXT,
  INSURANCE_PREMIUM_PER_TRAVELER_MINOR,
  INSURANCE_PREMIUM_RATE,
  type InsuranceAdjustment,
  insuranceAdjustment,
  insuranceAdjustmentExplanation,
  insurancePremium,
} from './insurance-premium.rules.js';
export {
  type InsurancePolicyBadge,
  type InsurancePricedBooking,
  failedInsuranceReprice,
  insuranceCancelErrorView,
  insurancePolicyBadge,
  insurancePolicyLinks,
  insuredTravelAmount,
  isBookingCancelledWithFullRefund,
  isBookingCoveredByInsurance,
  isInsurancePolicyCancellable,
  shouldRecalculateInsurance,
  withGroundTransfersInsured,
} from './insurance.rules.js';
export {
  type InsuranceCancelStatus,
  type InsurancePolicy,
  type InsurancePolicyStatus,
  insurancePolicyStatusSchema,
} from './insurance.schema.js';
