// The fields the admin's Cancel tool asks for under its reason code (CXL-020): exactly those the code requires (the fee
// of a fee code, the refund of code 13, the voucher the credit is issued as), as the domain's field modes say.
import {
  type CancellationInputField,
  type CancellationInputs,
  type CancellationReasonCode,
  type CurrencyCode,
  cancellationRequiredInputs,
  fromMajor,
  minorUnits,
} from '@caravan/domain';
import { TextField } from '@caravan/ui';

/** What the admin typed, per field, before it is read as money or a code. */
export type CancelFieldValues = Record<CancellationInputField, string>;
export const EMPTY_CANCEL_FIELDS: CancelFieldValues = { feeAmount: '', refundAmount: '', voucherCode: '' };

/** A typed amount in minor units of `currency`, or undefined when it is not a usable amount (blank, negative, text). */
const amountOf = (typed: string, currency: CurrencyCode): number | undefined => {
  const major = Number(typed);
  return typed.trim() === '' || !Number.isFinite(major) || major < 0
    ? undefined
    : minorUnits(fromMajor(major, currency));
};

/** The inputs to send for `code`: only the fields it requires, so a value typed under another code is never sent. */
export function cancelInputsOf(
  code: CancellationReasonCode,
  values: CancelFieldValues,
  currency: CurrencyCode,
): CancellationInputs {
  const inputs: CancellationInputs = {};
  for (const field of cancellationRequiredInputs(code)) {
    if (field === 'voucherCode') inputs.voucherCode = values.voucherCode.trim() || undefined;
    else inputs[field] = amountOf(values[field], currency);
  }
  return inputs;
}

const LABELS: Record<CancellationInputField, string> = {
  feeAmount: 'Fee',
  refundAmount: 'Refund amount',
  voucherCode: 'Voucher code',
};
const DESCRIPTIONS: Record<CancellationInputField, string> = {
  feeAmount: 'Kept by Caravan from what was paid, at most what was paid.',
  refundAmount: 'Given back to the cards charged, at most what was paid; the rest is forfeited.',
  voucherCode: 'The voucher the traveler’s trip credit is issued as.',
};

export function CancelFields({
  code,
  currency,
  values,
  onChange,
}: {
  code: CancellationReasonCode;
  currency: CurrencyCode;
  values: CancelFieldValues;
  onChange: (values: CancelFieldValues) => void;
}) {
  return (
    <>
      {cancellationRequiredInputs(code).map((field) => (
        <TextField
          key={field}
          label={field === 'voucherCode' ? LABELS[field] : `${LABELS[field]} (${currency})`}
          inputMode={field === 'voucherCode' ? 'text' : 'decimal'}
          isRequired
          value={values[field]}
          onChange={(value) => onChange({ ...values, [field]: value })}
          description={DESCRIPTIONS[field]}
        />
      ))}
    </>
  );
}
