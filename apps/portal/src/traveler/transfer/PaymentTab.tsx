// The payment tab ('Booking' for hosts, GTF-003): the chosen vehicles, the booking's insurance repriced with them
// (GTF-042..044) and their total with the adjustment (GTF-093), a card, and one booking request through the flow
// machine's save (OAP-008); a failure shows its message and may be retried.
import {
  type GroundTransferStage,
  formatMinor,
  groundTransferPriceTotal,
  minorUnits,
  money,
  showsGroundTransferPriceTotals,
} from '@caravan/domain';
import {
  type groundTransferBookingMachine,
  selectCanSave,
  selectFlow,
  selectFlowError,
  selectFlowStatus,
  selectInsuranceStatus,
} from '@caravan/machines';
import { Alert, Button, Card, Select } from '@caravan/ui';
import { useSelector } from '@xstate/react';
import { type MutableRefObject, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { SANDBOX_CARDS } from '../manage-booking/sandbox-cards.js';
import type { TransferContext } from './transfer-api.js';
import { bookedStages } from './transfer-save.js';

type FlowRef = ActorRefFrom<typeof groundTransferBookingMachine>;
const STAGE_LABELS: Record<GroundTransferStage, string> = { arrival: 'Arriving', departure: 'Departing' };

/** Whom the host's free transfers are for: the next free-of-charge traveler the context names. */
function focLine(context: TransferContext): string {
  const name = `${context.foc?.next?.firstName ?? ''} ${context.foc?.next?.lastName ?? ''}`.trim();
  return `Free transfers for ${name || 'your free-of-charge traveler'}.`;
}

export function PaymentTab({
  context,
  flowRef,
  cardToken,
}: {
  context: TransferContext;
  flowRef: FlowRef;
  cardToken: MutableRefObject<string>;
}) {
  const flow = useSelector(flowRef, selectFlow);
  const status = useSelector(flowRef, selectFlowStatus);
  const error = useSelector(flowRef, selectFlowError);
  const canSave = useSelector(flowRef, selectCanSave);
  const insuranceStatus = useSelector(flowRef, selectInsuranceStatus);
  // GTF-042, GTF-068: insurance a changed vehicle left stale is repriced by the flow as this tab opens.
  const adjustment = flow.payment.insurance.adjustment;
  const [card, setCard] = useState(cardToken.current);
  const currency = context.trip.currency;
  const stages = bookedStages(flow);
  const total = groundTransferPriceTotal(
    {
      ...Object.fromEntries(stages.map((s) => [s, money(flow[s].selectedQuote?.price ?? 0, currency)])),
      insuranceAdjustment: money(adjustment, currency),
    },
    currency,
  );
  const showPrices = showsGroundTransferPriceTotals({ isHostType: context.isHostType });

  return (
    <div className="tf-Legs">
      <Card title={showPrices ? 'Review and pay' : 'Review and book'} headingLevel={2}>
        <ul>
          {stages.map((s) => (
            <li key={s}>
              {STAGE_LABELS[s]}: {flow[s].selectedQuote?.vehicleCategory}
              {showPrices ? ` · ${formatMinor(flow[s].selectedQuote?.price ?? 0, currency)}` : null}
            </li>
          ))}
        </ul>
        {status === 'repricing-insurance' ? (
          <output>Repricing your travel insurance…</output>
        ) : showPrices && insuranceStatus === 'repriced' && adjustment !== 0 ? (
          <p>
            Travel insurance repriced: {adjustment > 0 ? '+' : '−'}
            {formatMinor(Math.abs(adjustment), currency)}
          </p>
        ) : null}
        {showPrices ? <p className="tf-Total">Total: {formatMinor(minorUnits(total), currency)}</p> : null}
        {/* GTF-014: a host's transfers are free, so there is no card to choose. */}
        {context.isHostType ? (
          <p>{focLine(context)}</p>
        ) : (
          <Select
            label="Card"
            options={SANDBOX_CARDS.map((c) => ({ id: c.id, label: c.label }))}
            selectedKey={card}
            onSelectionChange={(k) => {
              cardToken.current = String(k);
              setCard(String(k));
            }}
          />
        )}
      </Card>
      {status === 'error' && error ? (
        <Alert
          tone="danger"
          title={
            error.type === 'insurance-repricing' ? 'Your insurance was not repriced' : 'Your transfers were not booked'
          }
        >
          {error.message || 'There was an error processing your request'}
        </Alert>
      ) : null}
      <div className="tf-Actions">
        <Button
          variant="primary"
          isPending={status === 'saving'}
          isDisabled={!canSave}
          onPress={() => flowRef.send({ type: 'flow.save' })}
        >
          {status === 'error' ? 'Try again' : context.isHostType ? 'Book' : 'Book and pay'}
        </Button>
      </div>
    </div>
  );
}
