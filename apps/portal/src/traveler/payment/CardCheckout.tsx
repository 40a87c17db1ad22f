// The checkout form: the payment options with their amounts and the card (the payments sandbox's test cards).
import { useState } from 'react';
import { formatMinor, type PaymentOptionType, validateCustomPaymentAmount } from '@caravan/domain';
import { Button, Form, Radio, RadioGroup, Select, TextField } from '@caravan/ui';
import { SANDBOX_CARDS } from '../manage-booking/sandbox-cards.js';
import { customAmountMinor } from './checkout-amounts.js';

export interface CheckoutChoice {
  option: PaymentOptionType;
  amount: number;
  cardToken: string;
}

export function CardCheckout({
  options,
  amountOf,
  dueAmount,
  currency,
  pending,
  onPay,
  submitLabel = 'Pay',
}: {
  options: readonly PaymentOptionType[];
  /** The amount of a non-custom option, minor units. */
  amountOf: (option: PaymentOptionType) => number;
  dueAmount: number;
  currency: 'USD' | 'EUR' | 'GBP' | 'CAD' | 'AUD' | 'MXN';
  pending: boolean;
  onPay: (choice: CheckoutChoice) => void;
  submitLabel?: string;
}) {
  const [option, setOption] = useState<PaymentOptionType>(options.includes('full') ? 'full' : (options[0] ?? 'full'));
  const [custom, setCustom] = useState('');
  const [cardToken, setCardToken] = useState<string>(SANDBOX_CARDS[0].id);
  const customMinor = customAmountMinor(custom);
  const customError =
    option === 'custom'
      ? customMinor === undefined
        ? 'Enter an amount'
        : validateCustomPaymentAmount(customMinor, dueAmount).customAmount
      : undefined;
  const amount = option === 'custom' ? (customMinor ?? 0) : amountOf(option);
  const labels: Record<PaymentOptionType, string> = {
    minimum: 'Minimum payment',
    full: 'Pay in full',
    custom: 'Custom amount',
  };

  return (
    <Form
      className="tv-Checkout"
      onSubmit={(e) => {
        e.preventDefault();
        if (customError || amount <= 0) return;
        onPay({ option, amount, cardToken });
      }}
    >
      <RadioGroup
        label="How much would you like to pay?"
        variant="cards"
        value={option}
        onChange={(v) => setOption(v as PaymentOptionType)}
      >
        {options.map((o) => (
          <Radio
            key={o}
            value={o}
            detail={o === 'custom' ? 'Choose any amount up to your balance' : formatMinor(amountOf(o), currency)}
          >
            {labels[o]}
          </Radio>
        ))}
      </RadioGroup>
      {option === 'custom' ? (
        <TextField
          label="Amount (USD)"
          inputMode="decimal"
          value={custom}
          onChange={setCustom}
          isInvalid={customError !== undefined && custom !== ''}
          {...(customError ? { errorMessage: customError } : {})}
          description={`Up to ${formatMinor(Math.max(dueAmount, 0), currency)}`}
        />
      ) : null}
      <Select
        label="Card"
        description="Sandbox test cards: no real money moves."
        options={SANDBOX_CARDS}
        selectedKey={cardToken}
        onSelectionChange={(key) => {
          if (key !== null) setCardToken(String(key));
        }}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        isPending={pending}
        isDisabled={customError !== undefined || amount <= 0}
      >
        {submitLabel} {amount > 0 ? formatMinor(amount, currency) : ''}
      </Button>
    </Form>
  );
}
