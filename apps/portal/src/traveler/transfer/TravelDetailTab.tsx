// Travel details per leg (GTF-076..092): places from the lookup, date inside the window, time, passengers, luggage,
// flight; checked by the domain rule, then each leg's estimated duration is fetched and set on the flow machine.
import {
  type FieldErrors,
  GROUND_TRANSFER_STAGES,
  type GroundTransferStage,
  validateGroundTransferTravelDetails,
} from '@caravan/domain';
import type { groundTransferBookingMachine } from '@caravan/machines';
import { Alert, Button, Card, Form, Select, Spinner, TextField } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { queryKeys } from '../../api/queries.js';
import { type TransferContext, transferApi } from './transfer-api.js';
import { type Drafts, type LegDraft, detailFromDraft, isDraftInUse } from './transfer-drafts.js';
import { estimateLeg } from './maps/leg-estimate.js';
import { mapsErrorMessage } from './maps/maps-client.js';
import { mapsClientFor } from './maps/maps-config.js';
import { MapsFailureNotice } from './maps/MapsFailureNotice.js';

const LEG_TITLES: Record<GroundTransferStage, string> = {
  arrival: 'Arriving transfer (airport to hotel)',
  departure: 'Departing transfer (hotel to airport)',
};

interface Props {
  context: TransferContext;
  flowRef: ActorRefFrom<typeof groundTransferBookingMachine>;
  drafts: Drafts;
  onDrafts: (next: Drafts) => void;
  onDone: () => void;
  /** Whether the vehicle tab opens now (the tabs machine's answer). */
  canContinue: () => boolean;
  /** The flow is read-only (GTF-024): the details are checked, and no tab follows. */
  readOnly?: boolean;
  /** Whether the travel detail is complete, as the tabs machine says. */
  isComplete?: () => boolean;
}

export function TravelDetailTab({
  context,
  flowRef,
  drafts,
  onDrafts,
  onDone,
  canContinue,
  readOnly = false,
  isComplete = () => false,
}: Props) {
  const tripId = context.trip.id;
  const places = useQuery({
    queryKey: [...queryKeys.me(), 'ground-transfer', tripId, 'places'],
    queryFn: ({ signal }) => transferApi.places(tripId, signal),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState(false);
  const maps = useMemo(() => mapsClientFor(tripId), [tripId]);
  // The maps script loads as the tab opens; a failure is said now (TER-006), and estimating retries the load.
  const [mapsFailure, setMapsFailure] = useState<{ when: 'load' | 'estimate'; message: string } | null>(null);
  useEffect(() => {
    maps.load().catch((error: unknown) => setMapsFailure({ when: 'load', message: mapsErrorMessage(error) ?? '' }));
  }, [maps]);

  if (!places.data)
    return places.isError ? (
      <Alert tone="danger" title="We couldn't load the airports and hotels">
        Please reload the page.
      </Alert>
    ) : (
      <Spinner label="Loading airports and hotels…" />
    );
  const placeList = places.data.places;
  const options = placeList.map((p) => ({ id: p.id, label: p.label }));

  const submit = async () => {
    setFormError(null);
    setChecked(false);
    setMapsFailure(null);
    const inUse = GROUND_TRANSFER_STAGES.filter((s) => isDraftInUse(drafts[s]));
    if (inUse.length === 0) {
      setFormError('Enter the details of at least one transfer.');
      return;
    }
    const flow = flowRef.getSnapshot().context.flow;
    const details = Object.fromEntries(
      GROUND_TRANSFER_STAGES.map((s) => [s, detailFromDraft(drafts[s], placeList)]),
    ) as Record<GroundTransferStage, ReturnType<typeof detailFromDraft>>;
    const found = validateGroundTransferTravelDetails(
      {
        arrival: { ...flow.arrival, detail: details.arrival, selectedQuote: null },
        departure: { ...flow.departure, detail: details.departure, selectedQuote: null },
      },
      {
        arrival: { window: context.windows.arrival, passengerLimit: context.travelersCount },
        departure: { window: context.windows.departure, passengerLimit: context.travelersCount },
      },
      inUse,
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    let failure: string | null = null;
    for (const stage of GROUND_TRANSFER_STAGES) {
      const leg = flow[stage];
      const detail = details[stage];
      const unchanged = JSON.stringify(leg.detail) === JSON.stringify(detail) && leg.estimatedDuration !== null;
      const neverUsed = !inUse.includes(stage) && leg.detail.pickup === null && leg.detail.flightNumber === '';
      if (unchanged || neverUsed) continue;
      // GTF-066: a failed estimate is sent as null: the leg then lacks full details.
      const estimate =
        detail.pickup && detail.dropOff ? await estimateLeg(maps, detail.pickup.id, detail.dropOff.id) : null;
      if (estimate?.failure) failure = estimate.failure;
      flowRef.send({ type: 'detail.set', stage, detail, estimatedDuration: estimate?.estimatedDuration ?? null });
    }
    setBusy(false);
    if (canContinue()) onDone();
    else if (readOnly && isComplete()) setChecked(true);
    else if (failure) setMapsFailure({ when: 'estimate', message: failure });
    else setFormError("We couldn't estimate the ride time for these places. Please try again.");
  };

  const field = (stage: GroundTransferStage, key: keyof LegDraft) => ({
    value: drafts[stage][key],
    onChange: (v: string) => onDrafts({ ...drafts, [stage]: { ...drafts[stage], [key]: v } }),
  });
  const errorOf = (stage: GroundTransferStage, key: string) => {
    const message = errors[`${stage}.${key}`];
    return message ? { isInvalid: true, errorMessage: message } : {};
  };

  return (
    <Form
      validationBehavior="aria"
      className="tf-Legs"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {GROUND_TRANSFER_STAGES.map((stage) => (
        <Card key={stage} title={LEG_TITLES[stage]} headingLevel={2}>
          <div className="tf-Fields">
            <Select
              label="Pickup"
              options={options}
              selectedKey={drafts[stage].pickupId || null}
              onSelectionChange={(k) => field(stage, 'pickupId').onChange(String(k ?? ''))}
              {...errorOf(stage, 'pickup')}
            />
            <Select
              label="Drop-off"
              options={options}
              selectedKey={drafts[stage].dropOffId || null}
              onSelectionChange={(k) => field(stage, 'dropOffId').onChange(String(k ?? ''))}
              {...errorOf(stage, 'dropOff')}
            />
            <TextField
              label="Pickup date"
              type="date"
              description={`Between ${context.windows[stage].from} and ${context.windows[stage].to}`}
              {...field(stage, 'pickupDate')}
              {...errorOf(stage, 'pickupDate')}
            />
            <TextField
              label="Pickup time"
              type="time"
              {...field(stage, 'pickupTime')}
              {...errorOf(stage, 'pickupTime')}
            />
            <TextField
              label="Passengers"
              inputMode="numeric"
              {...field(stage, 'passengers')}
              {...errorOf(stage, 'passengers')}
            />
            <TextField
              label="Hand luggage"
              inputMode="numeric"
              {...field(stage, 'hand')}
              {...errorOf(stage, 'luggage.hand')}
            />
            <TextField
              label="Checked luggage"
              inputMode="numeric"
              {...field(stage, 'checked')}
              {...errorOf(stage, 'luggage.checked')}
            />
            <TextField label="Flight number" {...field(stage, 'flightNumber')} {...errorOf(stage, 'flightNumber')} />
          </div>
        </Card>
      ))}
      {formError ? (
        <Alert tone="danger" title="Check your travel details">
          {formError}
        </Alert>
      ) : null}
      {mapsFailure ? <MapsFailureNotice when={mapsFailure.when} message={mapsFailure.message} /> : null}
      {checked ? (
        <Alert tone="success" title="Travel details complete">
          These are the details the trip's host books the transfers with.
        </Alert>
      ) : null}
      <div className="tf-Actions">
        <Button type="submit" variant="primary" isPending={busy}>
          {readOnly ? 'Check travel details' : 'Continue to vehicle'}
        </Button>
      </div>
    </Form>
  );
}
