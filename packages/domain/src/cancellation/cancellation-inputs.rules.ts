// What the operator enters for a cancellation (CXL-020): the fee, refund and voucher a reason code requires or refuses.
import type { CancellationReasonCode } from './cancellation.constants.js';
import { cancellationFieldModes } from './cancellation-calculator.rules.js';

/** The calculator fields the operator enters; the others (credit, forfeited) are the calculator's outputs. */
const CANCELLATION_INPUT_FIELDS = ['feeAmount', 'refundAmount', 'voucherCode'] as const;
export type CancellationInputField = (typeof CANCELLATION_INPUT_FIELDS)[number];

/** The entered fields: amounts in minor units; an absent (or blank voucher) field was not entered. */
export interface CancellationInputs {
  feeAmount?: number | undefined;
  refundAmount?: number | undefined;
  voucherCode?: string | undefined;
}

const LABELS: Record<CancellationInputField, string> = {
  feeAmount: 'fee',
  refundAmount: 'refund amount',
  voucherCode: 'voucher code',
};

const entered = (inputs: CancellationInputs, field: CancellationInputField): boolean => {
  const value = inputs[field];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined;
};

/** The fields a reason code requires the operator to enter, in form order (its field modes, CXL-020). */
export const cancellationRequiredInputs = (code: CancellationReasonCode): CancellationInputField[] =>
  CANCELLATION_INPUT_FIELDS.filter((field) => cancellationFieldModes(code)[field] === 'required');

/**
 * Why the entered fields do not fit reason code `code`, field → message (empty when they do): a field the code
 * requires is missing, or a field the code disables was entered (CXL-020).
 */
export function cancellationInputErrors(
  code: CancellationReasonCode,
  inputs: CancellationInputs,
): Partial<Record<CancellationInputField, string>> {
  const modes = cancellationFieldModes(code);
  const errors: Partial<Record<CancellationInputField, string>> = {};
  for (const field of CANCELLATION_INPUT_FIELDS) {
    const given = entered(inputs, field);
    if (modes[field] === 'required' && !given) errors[field] = `Reason code ${code} needs a ${LABELS[field]}.`;
    if (modes[field] === 'disabled' && given) errors[field] = `Reason code ${code} takes no ${LABELS[field]}.`;
  }
  return errors;
}
