import {
  CANCELLATION_FIELD_MODES_BY_SPLIT,
  CANCELLATION_SPLIT_BY_CODE,
  type CancellationCalculatorField,
  type CancellationFieldMode,
  type CancellationReasonCode,
  type CancellationRefundLevel,
} from './cancellation.constants.js';
import type { BookingCancellationOutputs } from './cancellation.schema.js';

/** The refund level of a reason code: full for 01, partial for 04 and 06, none otherwise. */
export function cancellationRefundLevel(code: CancellationReasonCode): CancellationRefundLevel {
  if (code === '01') return 'full';
  if (code === '04' || code === '06') return 'partial';
  return 'none';
}

/** Which calculator fields a reason code disables or requires. */
export function cancellationFieldModes(
  code: CancellationReasonCode,
): Record<CancellationCalculatorField, CancellationFieldMode> {
  return CANCELLATION_FIELD_MODES_BY_SPLIT[CANCELLATION_SPLIT_BY_CODE[code]];
}

interface CancellationCalculatorInput {
  reasonCode: CancellationReasonCode;
  /** What the traveler has paid, minor units. */
  paidAmount: number;
  /** What is still owed, minor units; negative means credit available (paid above the price). */
  dueAmount: number;
  /** The down payment of the booking, minor units. */
  downPaymentAmount: number;
  /** The fee the operator applies (required for fee-applied codes; defaults to the trip's cancellationFee). */
  feeAmount?: number | undefined;
  /** The refund the operator grants (required for code 13). */
  refundAmount?: number | undefined;
  /** The voucher the credit is issued as (required whenever credit is given). */
  voucherCode?: string | undefined;
}

const nonNeg = (n: number | undefined) => Math.max(Math.trunc(n ?? 0), 0);

/**
 * Splits what was paid into refund, trip credit, fee and forfeited amounts for a reason code.
 *
 * DECIDE (formula), from the codes' policy text:
 * - Only money paid is split; an unpaid balance (dueAmount > 0) is written off, never charged.
 * - Credit available (dueAmount < 0) was paid above the price and is never owed: it is always refunded.
 *   The rest, applied = paid - that overpayment, is split by the code:
 * - full refund (01, 12, 16, 17, 19): refund = paid.
 * - fee applied (04, 06): fee = min(entered fee, applied); credit = min(down payment, applied - fee);
 *   the remainder is forfeited (04) or refunded (06).
 * - fee waived, credit down payment (05, 08): credit = min(down payment, applied); remainder forfeited (05) or refunded (08).
 * - credit in full (09): credit = applied.  forfeited (11, 14): forfeited = applied.
 * - partial refund (13): refund = min(entered refund, applied); the remainder is forfeited.
 * Invariant: refund + credit + fee + forfeited = paid, each >= 0 (so never more than was paid).
 */
export function calculateBookingCancellation(input: CancellationCalculatorInput): BookingCancellationOutputs {
  const paid = nonNeg(input.paidAmount);
  const over = Math.min(Math.max(-Math.trunc(input.dueAmount), 0), paid);
  const applied = paid - over;
  const downPayment = nonNeg(input.downPaymentAmount);
  let refund = over;
  let credit = 0;
  let fee = 0;
  let forfeited = 0;
  switch (CANCELLATION_SPLIT_BY_CODE[input.reasonCode]) {
    case 'refund-all':
      refund += applied;
      break;
    case 'fee-credit-forfeit':
    case 'fee-credit-refund': {
      fee = Math.min(nonNeg(input.feeAmount), applied);
      credit = Math.min(downPayment, applied - fee);
      const rest = applied - fee - credit;
      if (CANCELLATION_SPLIT_BY_CODE[input.reasonCode] === 'fee-credit-refund') refund += rest;
      else forfeited = rest;
      break;
    }
    case 'credit-forfeit':
      credit = Math.min(downPayment, applied);
      forfeited = applied - credit;
      break;
    case 'credit-refund':
      credit = Math.min(downPayment, applied);
      refund += applied - credit;
      break;
    case 'credit-all':
      credit = applied;
      break;
    case 'forfeit-all':
      forfeited = applied;
      break;
    case 'partial-refund': {
      const granted = Math.min(nonNeg(input.refundAmount), applied);
      refund += granted;
      forfeited = applied - granted;
      break;
    }
  }
  return {
    ...(credit > 0 && input.voucherCode ? { voucherCode: input.voucherCode } : {}),
    refundAmount: refund,
    tripCreditAmount: credit,
    feeAmount: fee,
    forfeitedAmount: forfeited,
  };
}
