// The rebook step of a ride's dialog (GTR-028, RID-014): what rebooking charges, the card that pays it, and the
// server's refusal in its own words (the rule's copy when the trip starts in less than 24 hours).
import { type CurrencyCode, formatMinor } from '@caravan/domain';
import { Alert, Button, Select } from '@caravan/ui';
import { useState } from 'react';
import { SANDBOX_CARDS } from '../../manage-booking/sandbox-cards.js';

export function RebookConfirm(props: {
  /** What rebooking charges, minor units; null when the viewer sees no prices. */
  amount: number | null;
  currency: CurrencyCode;
  loading: boolean;
  error: string | null;
  onConfirm: (cardToken: string | null) => void;
  onBack: () => void;
}) {
  const [card, setCard] = useState<string>(SANDBOX_CARDS[0].id);
  const charges = (props.amount ?? 0) > 0;
  return (
    <div className="tv-RideRebook">
      <p>
        {charges
          ? `The same transfer is booked again. Your card is charged ${formatMinor(props.amount ?? 0, props.currency)}, what the cancellation refunded.`
          : 'The same transfer is booked again, at no extra charge.'}
      </p>
      {charges ? (
        <Select
          label="Card"
          options={SANDBOX_CARDS.map((c) => ({ id: c.id, label: c.label }))}
          selectedKey={card}
          onSelectionChange={(k) => setCard(String(k))}
        />
      ) : null}
      {props.error ? (
        <Alert tone="danger" title="Your ride was not rebooked">
          {props.error}
        </Alert>
      ) : null}
      <div className="tv-RideDialog-tabs">
        <Button isPending={props.loading} onPress={() => props.onConfirm(charges ? card : null)}>
          {charges ? 'Rebook and pay' : 'Rebook'}
        </Button>
        <Button variant="secondary" onPress={props.onBack}>
          Back
        </Button>
      </div>
    </div>
  );
}
