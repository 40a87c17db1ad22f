// Named values of booking cancellation: reason codes, refund levels, calculator fields, policy thresholds and texts.

/** Internal cancellation reason codes with their meaning (operator-and-inventory §4). */
export const CANCELLATION_REASON_CODES = {
  '01': 'traveler, pending booking, full refund',
  '04': 'confirmed, fee applied, credit down payment',
  '05': 'fee waived, credit down payment',
  '06': 'fee applied, credit down payment, refund remaining',
  '08': 'fee waived, credit down payment, refund remaining',
  '09': 'fee waived, credit in full',
  '11': 'confirmed, full balance forfeited',
  '12': 'confirmed, full refund',
  '13': 'partial refund',
  '14': 'disputed, full balance forfeited',
  '16': 'host, full refund',
  '17': 'provider, full refund',
  '19': 'provider traveler removal, full refund',
} as const;
export type CancellationReasonCode = keyof typeof CANCELLATION_REASON_CODES;
export const CANCELLATION_REASON_CODE_LIST = Object.keys(CANCELLATION_REASON_CODES) as [
  CancellationReasonCode,
  ...CancellationReasonCode[],
];

const CANCELLATION_REFUND_LEVELS = ['full', 'partial', 'none'] as const;
export type CancellationRefundLevel = (typeof CANCELLATION_REFUND_LEVELS)[number];

/** How the paid money of a booking is split for each code (the calculator's policy; see cancellation.rules.ts). */
type CancellationSplit =
  | 'refund-all'
  | 'fee-credit-forfeit'
  | 'credit-forfeit'
  | 'fee-credit-refund'
  | 'credit-refund'
  | 'credit-all'
  | 'forfeit-all'
  | 'partial-refund';

/** DECIDE: the split of each code follows its description word for word (fee applied / waived, credit down payment or in full, refund remaining, forfeited), because that is the only policy text the spec gives. */
export const CANCELLATION_SPLIT_BY_CODE: Record<CancellationReasonCode, CancellationSplit> = {
  '01': 'refund-all',
  '04': 'fee-credit-forfeit',
  '05': 'credit-forfeit',
  '06': 'fee-credit-refund',
  '08': 'credit-refund',
  '09': 'credit-all',
  '11': 'forfeit-all',
  '12': 'refund-all',
  '13': 'partial-refund',
  '14': 'forfeit-all',
  '16': 'refund-all',
  '17': 'refund-all',
  '19': 'refund-all',
};

/** The calculator's amount fields and the voucher code (the cancellation outputs). */
export const CANCELLATION_CALCULATOR_FIELDS = [
  'refundAmount',
  'tripCreditAmount',
  'feeAmount',
  'forfeitedAmount',
  'voucherCode',
] as const;
export type CancellationCalculatorField = (typeof CANCELLATION_CALCULATOR_FIELDS)[number];
export type CancellationFieldMode = 'required' | 'disabled';

/**
 * DECIDE: a calculator field is `required` when the operator must supply it for the code (the fee of a fee-applied
 * code, the refund of a partial refund, the voucher code whenever credit is given) and `disabled` otherwise (the
 * calculator computes it), because every other amount follows from paid, due, down payment and the code.
 */
export const CANCELLATION_FIELD_MODES_BY_SPLIT: Record<
  CancellationSplit,
  Record<CancellationCalculatorField, CancellationFieldMode>
> = {
  'refund-all': {
    refundAmount: 'disabled',
    tripCreditAmount: 'disabled',
    feeAmount: 'disabled',
    forfeitedAmount: 'disabled',
    voucherCode: 'disabled',
  },
  'fee-credit-forfeit': {
    refundAmount: 'disabled',
    tripCreditAmount: 'disabled',
    feeAmount: 'required',
    forfeitedAmount: 'disabled',
    voucherCode: 'required',
  },
  'credit-forfeit': {
    refundAmount: 'disabled',
    tripCreditAmount: 'disabled',
    feeAmount: 'disabled',
    forfeitedAmount: 'disabled',
    voucherCode: 'required',
  },
  'fee-credit-refund': {
    refundAmount: 'disabled',
    tripCreditAmount: 'disabled',
    feeAmount: 'required',
    forfeitedAmount: 'disabled',
    voucherCode: 'required',
  },
  'credit-refund': {
    refundAmount: 'disabled',
    tripCreditAmount: 'disabled',
    feeAmount: 'disabled',
    forfeitedAmount: 'disabled',
    voucherCode: 'required',
  },
  'credit-all': {
    refundAmount: 'disabled',
    tripCreditAmount: 'disabled',
    feeAmount: 'disabled',
    forfeitedAmount: 'disabled',
    voucherCode: 'required',
  },
  'forfeit-all': {
    refundAmount: 'disabled',
    tripCreditAmount: 'disabled',
    feeAmount: 'disabled',
    forfeitedAmount: 'disabled',
    voucherCode: 'disabled',
  },
  'partial-refund': {
    refundAmount: 'required',
    tripCreditAmount: 'disabled',
    feeAmount: 'disabled',
    forfeitedAmount: 'disabled',
    voucherCode: 'disabled',
  },
};

/** Cancel policy thresholds (traveler-app §9). */
export const REZDY_NON_REFUNDABLE_DAYS = 60;
export const NON_REFUNDABLE_DAYS = 90;
export const LAST_REFUNDABLE_THRESHOLD_DAYS = 90;

/** The reason whose free-text description is used instead (CAN-011). */
export const OTHER_CANCEL_REASON = 'other';

export const CANCELLATION_MESSAGES = {
  feesMayApply: 'Cancellation Fees may apply',
  /** DECIDE: the non-refundable policy line reads 'This booking is non-refundable.' because the spec names the rule, not its words. */
  nonRefundable: 'This booking is non-refundable.',
  notRefundable: 'Your booking is not refundable.',
  downPaymentRefundableUntilConfirmed: 'Your down payment is refundable until the trip is confirmed.',
  finalWarning: 'The following step is final. Are you sure?',
  received: 'We received your cancellation request.',
  /** DECIDE: shown instead of the Cancel Booking button when canCancel is false; the spec only says 'send an email request'. */
  emailRequest: 'To cancel your booking, please send us an email request.',
  refundTiming: 'Refunds take 5-10 business days to process.',
  required: 'Required',
} as const;
