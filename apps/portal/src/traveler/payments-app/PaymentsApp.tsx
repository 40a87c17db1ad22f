// The embedded payments app (PAY-010, TAP-026): checkout and payment-method update both embed it with tripId,
// orderId, environment and config, and hear back through onSuccess. In the sandbox the card is a test token.
import { formatMinor, type PaymentOptionType, preselectedPaymentOption } from '@caravan/domain';
import { Button, Form, Radio, RadioGroup, Select, TextField } from '@caravan/ui';
import { useState } from 'react';
import { SANDBOX_CARDS } from '../manage-booking/sandbox-cards.js';
import { chosenAmount, type PaymentsAppProps, paymentsAppResult } from './payments-app.js';

const OPTION_LABELS: Record<PaymentOptionType, string> = {
  minimum: 'Minimum payment',
  full: 'Pay in full',
  custom: 'Custom amount',
};

/** Why the sandbox's test cards are offered, by what the app is opened for. */
const CARD_HINTS = {
  checkout: 'Sandbox test cards: no real money moves.',
  'update-payment-method': 'Sandbox test cards: nothing is charged now.',
} as const;

export function PaymentsApp({ tripId, orderId, environment, config, onSuccess }: PaymentsAppProps) {
  const options = config.paymentOptions;
  const paying = config.contextType === 'checkout';
  // MKT-043: the minimum payment is preselected, so pressing Pay never takes more than the traveler must pay.
  const [option, setOption] = useState<PaymentOptionType>(preselectedPaymentOption(options) ?? 'minimum');
  const [customText, setCustomText] = useState('');
  const [cardToken, setCardToken] = useState<string>(SANDBOX_CARDS[0].id);
  const [busy, setBusy] = useState(false);
  const chosen = options.find((o) => o.type === option);
  const { amount, error } = paying ? chosenAmount(chosen, customText) : { amount: 0, error: undefined };
  const shows = (section: (typeof config.sections)[number]) => config.sections.includes(section);
  const money = (minor: number) => formatMinor(minor, config.currency);

  return (
    <Form
      className="tv-Checkout"
      aria-label="Payments"
      data-payments-app={config.contextType}
      data-environment={environment}
      data-trip-id={tripId}
      data-order-id={orderId}
      onSubmit={(e) => {
        e.preventDefault();
        if (busy) return;
        const result = paymentsAppResult(config, { option, customText, cardToken });
        if (!result) return;
        const handled = onSuccess(result);
        if (!(handled instanceof Promise)) return;
        setBusy(true);
        // The host page reports its own failure; the app only stops being busy.
        handled.catch(() => undefined).finally(() => setBusy(false));
      }}
    >
      {paying && config.additionalAmount > 0 ? (
        <p className="tv-Muted">Your changes add {money(config.additionalAmount)} to this booking.</p>
      ) : null}
      {shows('payment-options') ? (
        <>
          <RadioGroup
            label="How much would you like to pay?"
            variant="cards"
            value={option}
            onChange={(v) => setOption(v as PaymentOptionType)}
          >
            {options.map((o) => (
              <Radio
                key={o.type}
                value={o.type}
                detail={o.type === 'custom' ? 'Choose any amount up to your balance' : money(o.amount)}
              >
                {OPTION_LABELS[o.type]}
              </Radio>
            ))}
          </RadioGroup>
          {chosen?.type === 'custom' ? (
            <TextField
              label={`Amount (${config.currency})`}
              inputMode="decimal"
              value={customText}
              onChange={setCustomText}
              isInvalid={error !== undefined && customText !== ''}
              {...(error ? { errorMessage: error } : {})}
              description={`Up to ${money(Math.max(chosen.maximum, 0))}`}
            />
          ) : null}
        </>
      ) : null}
      {shows('card') ? (
        <Select
          label="Card"
          description={CARD_HINTS[config.contextType]}
          options={SANDBOX_CARDS}
          selectedKey={cardToken}
          onSelectionChange={(key) => {
            if (key !== null) setCardToken(String(key));
          }}
        />
      ) : null}
      {paying ? (
        <Button type="submit" size="lg" fullWidth isPending={busy} isDisabled={error !== undefined || amount <= 0}>
          Pay {amount > 0 ? money(amount) : ''}
        </Button>
      ) : (
        <Button type="submit" size="lg" isPending={busy}>
          Save payment method
        </Button>
      )}
    </Form>
  );
}
