// Named values of payments: types, checkout options, custom minimum, Affirm, date formats and messages.

/** Payment types a booking's payments carry (PAY-002). */
export const PAYMENT_TYPES = ['credit-card', 'payment-intent', 'affirm'] as const;

/** Payment statuses; a successful payment is `success` (PAY-004). */
export const PAYMENT_STATUSES = ['success', 'pending', 'failed'] as const;

/** How a payment type is shown in the transaction history (PAY-003). */
export const PAYMENT_TYPE_LABELS = {
  'credit-card': 'CREDIT CARD',
  'payment-intent': 'PAYMENT',
  affirm: 'AFFIRM',
} as const;

/**
 * DECIDE: a refund (recorded as a negative payment on the card it returns to) reads 'REFUND' wherever payments are
 * listed, because the spec's history names no refund type and a bare '-$500.00' beside 'CREDIT CARD' reads as a charge.
 */
export const REFUND_PAYMENT_LABEL = 'REFUND';

/** Every payment option type the payments app knows (update-booking payload paymentOptionType). */
export const PAYMENT_OPTION_TYPES = ['minimum', 'full', 'custom'] as const;

/** Checkout offers only the minimum and the full payment (PAY-006). */
export const CHECKOUT_PAYMENT_OPTIONS = ['minimum', 'full'] as const;

/** DECIDE: the custom payment minimum default is $100.00 (10000 cents) because it covers card fees many times over while staying below any down payment. */
export const CUSTOM_PAYMENT_MINIMUM_MINOR = 10_000;

/** Affirm is offered only to travelers whose country is the US (PAY-008). */
export const AFFIRM_COUNTRY_CODE = 'US';

/** DECIDE: the refundable window closes 90 days before the trip start because the spec's last refundable threshold is 90 days (CXL-021, CAN-023). */
export const REFUNDABLE_WINDOW_DAYS_BEFORE_START = 90;

/** Payment date display (PAY-016) and due date display in UTC (PAY-017). */
export const PAYMENT_DATE_FORMAT = 'MMM dd, yyyy';
export const PAYMENT_DUE_DATE_FORMAT = 'MMMM dd, yyyy';

export const PAYMENT_OVERDUE_MESSAGE = 'The payment is overdue.';
export const PAYMENT_METHOD_UPDATED_MESSAGE = 'Payment method updated!';
