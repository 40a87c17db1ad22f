// Paying the balance with Affirm (PAY-008), shown only when the server's affirmAvailable (the domain's rule) says so:
// the option, then Affirm's page; PayBalancePage finishes the payment when Affirm sends the traveler back.
import { type CurrencyCode, formatMinor } from '@caravan/domain';
import { Alert, Button, Radio, RadioGroup } from '@caravan/ui';
import { useState } from 'react';
import { affirmDrafts } from '../../public/booking/affirm-return.js';
import { travelerApi } from '../api.js';
import { IdempotencyKeys } from '../idempotency.js';

/** Affirm pays the minimum due or the whole balance (a custom amount stays with the card). */
type AffirmOption = 'minimum' | 'full';

/** The sessionStorage key of the option chosen before leaving for Affirm's page. */
export const affirmBalanceDraftKey = (bookingId: string) => `balance.${bookingId}`;

export function AffirmBalance({
  booking,
}: {
  booking: { _id: string; minimumDue: number; dueAmount: number; currency: CurrencyCode };
}) {
  const [option, setOption] = useState<AffirmOption>('minimum');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [keys] = useState(() => new IdempotencyKeys());
  const money = (minor: number) => formatMinor(minor, booking.currency);

  const start = async () => {
    setPending(true);
    setError(null);
    const body = { paymentOptionType: option, returnPath: window.location.pathname };
    try {
      const checkout = await keys.run('affirm-checkout', body, (key) =>
        travelerApi.startAffirmCheckout(booking._id, body, key),
      );
      affirmDrafts.save(affirmBalanceDraftKey(booking._id), { paymentOptionType: option });
      window.location.assign(checkout.redirectUrl);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'There was an error processing your request');
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="affirm-balance-title" className="tv-Stack">
      <h3 id="affirm-balance-title">Pay over time with Affirm</h3>
      {error ? (
        <Alert tone="danger" title="Affirm is not available">
          {error}
        </Alert>
      ) : null}
      <RadioGroup label="Amount to pay with Affirm" value={option} onChange={(v) => setOption(v as AffirmOption)}>
        <Radio value="minimum" detail={money(booking.minimumDue)}>
          Minimum payment
        </Radio>
        <Radio value="full" detail={money(booking.dueAmount)}>
          Full balance
        </Radio>
      </RadioGroup>
      <Button variant="secondary" onPress={start} isPending={pending}>
        Pay with Affirm
      </Button>
    </section>
  );
}
