// The booking form's payment step: the option (deposit, full, custom), how to pay (card, or Affirm where the domain
// offers it, PAY-008) and the card number.
import { parseMinorAmount, toMajor, money } from '@caravan/domain';
import type { BookTripContext, BookTripEvent } from '@caravan/machines';
import { Radio, RadioGroup, TextField } from '@caravan/ui';
import { useState } from 'react';

type FormPatch = Extract<BookTripEvent, { type: 'form.change' }>['patch'];

export interface PaymentFieldsProps {
  context: BookTripContext;
  deposit: string;
  total: string;
  customMinimum: string;
  customError: string | null;
  affirmOffered: boolean;
  onChange: (patch: FormPatch) => void;
}

export function PaymentFields({
  context,
  deposit,
  total,
  customMinimum,
  customError,
  affirmOffered,
  onChange,
}: PaymentFieldsProps) {
  // What the traveler typed stays as typed ("10." on the way to "10.50"); the machine holds its minor units.
  const [customText, setCustomText] = useState(() =>
    context.customAmount === undefined ? '' : String(toMajor(money(context.customAmount))),
  );
  return (
    <>
      <RadioGroup
        label="Payment"
        value={context.paymentOption}
        onChange={(value) => onChange({ paymentOption: value as typeof context.paymentOption })}
        variant="cards"
      >
        <Radio value="minimum" detail={deposit}>
          Deposit
        </Radio>
        <Radio value="full" detail={total}>
          Pay in full
        </Radio>
        <Radio value="custom" detail={`From ${customMinimum}`}>
          Another amount
        </Radio>
      </RadioGroup>
      {context.paymentOption === 'custom' ? (
        <TextField
          label="Amount to pay now"
          inputMode="decimal"
          name="paymentAmount"
          value={customText}
          onChange={(text) => {
            setCustomText(text);
            onChange({ customAmount: parseMinorAmount(text) });
          }}
          {...(customError ? { errorMessage: customError, isInvalid: true } : {})}
        />
      ) : null}
      {affirmOffered ? (
        <RadioGroup
          label="Pay with"
          value={context.payWith}
          onChange={(value) => onChange({ payWith: value as typeof context.payWith })}
          orientation="horizontal"
        >
          <Radio value="card">Card</Radio>
          <Radio value="affirm" detail="Pay over time">
            Affirm
          </Radio>
        </RadioGroup>
      ) : null}
      {context.payWith === 'affirm' ? (
        <p>
          {context.affirmCheckoutToken
            ? 'Affirm approved your payment: finish your booking below.'
            : "You will approve the payment on Affirm's page, then come back here to finish your booking."}
        </p>
      ) : (
        <TextField
          label="Card number"
          description="Sandbox: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined."
          inputMode="numeric"
          autoComplete="cc-number"
          name="cardToken"
          value={context.cardToken}
          onChange={(cardToken) => onChange({ cardToken })}
          isRequired
        />
      )}
    </>
  );
}
