// The vehicle tab: each leg with full details gets its quotes machine (OAP-007; GTF-054..065); the chosen vehicle is
// set on the flow machine. The tab completes when each such leg has a quote (GTF-070).
import {
  GROUND_TRANSFER_STAGES,
  type GroundTransferQuote,
  type GroundTransferStage,
  areGroundTransferTravelDetailsComplete,
  formatMinor,
  isSameGroundTransferQuote,
  showsGroundTransferPriceTotals,
} from '@caravan/domain';
import {
  type groundTransferBookingMachine,
  quotesMachine,
  selectFlow,
  selectQuotes,
  selectQuotesMetadata,
  selectQuotesStatus,
} from '@caravan/machines';
import { Alert, Button, Card, Radio, RadioGroup, Spinner } from '@caravan/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { type TransferContext, transferApi } from './transfer-api.js';

type FlowRef = ActorRefFrom<typeof groundTransferBookingMachine>;

const LEG_TITLES: Record<GroundTransferStage, string> = { arrival: 'Arriving vehicle', departure: 'Departing vehicle' };

function LegQuotes({
  stage,
  context,
  flowRef,
}: {
  stage: GroundTransferStage;
  context: TransferContext;
  flowRef: FlowRef;
}) {
  const leg = useSelector(flowRef, selectFlow)[stage];
  const showPrices = showsGroundTransferPriceTotals({ isHostType: context.isHostType });
  const machine = useMemo(
    () =>
      quotesMachine.provide({
        actors: {
          fetchQuotes: fromPromise(async ({ input }) => {
            const d = input.detail;
            const answer = await transferApi.quotes({
              tripId: context.trip.id,
              stage: input.stage,
              originPlaceId: d.pickup?.id ?? '',
              destinationPlaceId: d.dropOff?.id ?? '',
              pickupDateTime: d.pickupDateTime ?? '',
              passengers: d.passengers ?? 1,
              carryOnLuggage: d.luggage?.hand ?? 0,
              checkedLuggage: d.luggage?.checked ?? 0,
              flightNumber: d.flightNumber,
            });
            return answer.quotes.map(
              (q): GroundTransferQuote => ({
                price: q.price,
                currency: q.currency,
                vehicleCategory: q.vehicleCategory,
                externalId: q.externalId,
              }),
            );
          }),
        },
      }),
    [context.trip.id],
  );
  const quotesRef = useActorRef(machine, {
    input: { stage, detail: leg.detail, estimatedDuration: leg.estimatedDuration },
  });
  const status = useSelector(quotesRef, selectQuotesStatus);
  const quotes = useSelector(quotesRef, selectQuotes);
  const metadata = useSelector(quotesRef, selectQuotesMetadata);

  // GTF-064: a leg with full details and no quotes yet fetches them on arrival.
  useEffect(() => {
    quotesRef.send({ type: 'quotes.fetch' });
  }, [quotesRef]);
  // The flow machine holds the leg's quotes as the quotes machine has them (its quote.select checks against them).
  useEffect(() => {
    flowRef.send({ type: 'quotes.sync', stage, quotes, quotesMetadata: metadata });
  }, [flowRef, stage, quotes, metadata]);

  const choose = (externalId: string) => {
    const quote = quotes.find((q) => q.externalId === externalId);
    if (!quote) return;
    quotesRef.send({ type: 'quote.select', quote });
    flowRef.send({ type: 'quote.select', stage, quote });
  };
  const d = leg.detail;
  const route = `${d.pickup?.label ?? ''} → ${d.dropOff?.label ?? ''}`;

  return (
    <Card title={LEG_TITLES[stage]} headingLevel={2}>
      <p>{route}</p>
      {status === 'loading' ? (
        <Spinner label="Finding vehicles…" />
      ) : status === 'need-retry' ? (
        <Alert
          tone="warning"
          title="We couldn't get vehicles for this transfer"
          actions={
            <Button variant="secondary" onPress={() => quotesRef.send({ type: 'quotes.fetch' })}>
              Try again
            </Button>
          }
        >
          The transfer provider did not answer. Please try again.
        </Alert>
      ) : status === 'error' ? (
        <Alert tone="danger" title="Vehicles are unavailable">
          We tried three times and could not get vehicles for this transfer. Please try again later or contact support.
        </Alert>
      ) : status === 'populated' ? (
        <RadioGroup
          label="Choose a vehicle"
          variant="cards"
          value={quotes.find((q) => isSameGroundTransferQuote(q, leg.selectedQuote))?.externalId ?? null}
          onChange={choose}
        >
          {quotes.map((q) => (
            <Radio
              key={q.externalId}
              value={q.externalId}
              // GTF-016: a host sees no prices (their transfers are free).
              detail={showPrices ? formatMinor(q.price, q.currency) : undefined}
            >
              {q.vehicleCategory}
            </Radio>
          ))}
        </RadioGroup>
      ) : status === 'stale' ? (
        <Alert tone="info" title="Your travel details changed">
          <Button variant="secondary" onPress={() => quotesRef.send({ type: 'quotes.refresh' })}>
            Get new prices
          </Button>
        </Alert>
      ) : (
        <Alert tone="info" title="No vehicles available">
          No vehicle is offered for these travel details. Try another time or fewer passengers.
        </Alert>
      )}
    </Card>
  );
}

export function VehicleTab({
  context,
  flowRef,
  onDone,
}: {
  context: TransferContext;
  flowRef: FlowRef;
  onDone: () => void;
}) {
  const flow = useSelector(flowRef, selectFlow);
  const complete = flow.metadata.tabs.vehicle.status === 'complete';
  const legs = GROUND_TRANSFER_STAGES.filter((s) => areGroundTransferTravelDetailsComplete(flow[s]));
  return (
    <div className="tf-Legs">
      {legs.map((stage) => (
        <LegQuotes key={stage} stage={stage} context={context} flowRef={flowRef} />
      ))}
      <div className="tf-Actions">
        <Button variant="primary" isDisabled={!complete} onPress={onDone}>
          Continue to contact
        </Button>
      </div>
    </div>
  );
}
