// Public surface of the payment area.
export {
  AFFIRM_MESSAGES,
  type AffirmCheckoutOutcome,
  affirmOutcomeMessage,
  isAffirmFinanceable,
  parseAffirmOutcome,
} from './affirm.rules.js';
export {
  AFFIRM_RETURN_QUERY,
  type AffirmCheckoutStarted,
  type StartBalanceAffirmCheckoutRequest,
  affirmCheckoutSchema,
  startBalanceAffirmCheckoutRequestSchema,
} from './affirm-checkout.contract.js';
export {
  CUSTOM_PAYMENT_MINIMUM_MINOR,
  PAYMENT_METHOD_UPDATED_MESSAGE,
  PAYMENT_OVERDUE_MESSAGE,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
} from './payment.constants.js';
export {
  checkoutPaymentOptions,
  formatPaymentDate,
  formatPaymentDueDate,
  isAffirmOptionShown,
  isAutomaticPaymentApplicable,
  isPaymentHistoryShown,
  isPaymentOverdue,
  isPaymentSuccessful,
  paymentOptionAmount,
  preselectedPaymentOption,
  paymentRowLabel,
  shouldRedirectFromPayBalance,
  validateCustomPaymentAmount,
} from './payment.rules.js';
export {
  type Payment,
  type PaymentOptionType,
  type PaymentStatus,
  type PaymentType,
  paymentStatusSchema,
  paymentTypeSchema,
} from './payment.schema.js';
export * from './booking-money.rules.js';
