// The Affirm choice of a checkout (PAY-008): minimum or full, then "Pay with Affirm", which starts the checkout the
// caller asks the server for and sends the browser to Affirm's page; a refusal shows the server's message.
import { type CurrencyCode, formatMinor } from '@caravan/domain';
import { Alert, Button, Radio, RadioGroup } from '@caravan/ui';
import { useState } from 'react';

/** Affirm pays the minimum due or the whole balance (a custom amount stays with the card). */
export type AffirmOption = 'minimum' | 'full';

export function AffirmOptions({
  id,
  currency,
  amounts,
  start,
}: {
  /** A page-unique id for the section's heading. */
  id: string;
  currency: CurrencyCode;
  amounts: Record<AffirmOption, number>;
  /** Starts the checkout of the option (keeping what the return needs); answers where Affirm's page is. */
  start: (option: AffirmOption) => Promise<string>;
}) {
  const [option, setOption] = useState<AffirmOption>('minimum');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (minor: number) => formatMinor(minor, currency);

  const go = async () => {
    setPending(true);
    setError(null);
    try {
      window.location.assign(await start(option));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'There was an error processing your request');
      setPending(false);
    }
  };

  return (
    <section aria-labelledby={id} className="tv-Stack">
      <h3 id={id}>Pay over time with Affirm</h3>
      {error ? (
        <Alert tone="danger" title="Affirm is not available">
          {error}
        </Alert>
      ) : null}
      <RadioGroup label="Amount to pay with Affirm" value={option} onChange={(v) => setOption(v as AffirmOption)}>
        <Radio value="minimum" detail={money(amounts.minimum)}>
          Minimum payment
        </Radio>
        <Radio value="full" detail={money(amounts.full)}>
          Full balance
        </Radio>
      </RadioGroup>
      <Button variant="secondary" onPress={go} isPending={pending}>
        Pay with Affirm
      </Button>
    </section>
  );
}
