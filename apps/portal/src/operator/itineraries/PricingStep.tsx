// Step 3 'Review pricing' (RTE-015): inventory mode (spots against the inventory, currency, terms; OPI-026..035) or
// non-inventory mode (validity periods, OPI-037..044). 'Save pricing' is enabled only when the form is dirty and valid
// (OPI-035); its failure toasts 'Error' with the reason (OPI-036). 'Submit for approval' (OPI-008) is the itinerary
// machine's to allow, on saved pricing; a failure shows 'Error - {reason}' (OER-002).
import {
  CURRENCIES,
  type CurrencyCode,
  PACKAGE_LEVELS,
  PRICING_REVIEW_SPOTS_LOWER_BOUND,
  todayInZone,
  canSubmitPricingReview,
  operatorItineraryGroupOf,
  operatorItineraryPath,
  operatorItineraryStatusLabel,
  pricingReviewFailureToast,
} from '@caravan/domain';
import { Alert, Button, Select, Spinner, Switch } from '@caravan/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { notify } from '../../shell/notify.js';
import { OPERATOR_MESSAGES } from '../operator-messages.js';
import { saveErrorText } from '../review-details/review-details-form.js';
import { type OperatorItinerary, itineraryApi, itineraryKeys } from './itineraries.api.js';
import {
  type ItineraryPricing,
  type PricingValues,
  pricingErrors,
  pricingValuesOf,
  savePricingBody,
} from './pricing/pricing-form.js';
import { InventoryCard } from './inventory/InventoryCard.js';
import { Input, ValidityPeriods } from './pricing/ValidityPeriods.js';
import { useItineraryLifecycle } from './useItineraryLifecycle.js';
import './builder.css';
import { ItineraryPreviewLink } from '../PreviewLinks.js';

const CURRENCY_OPTIONS = Object.keys(CURRENCIES).map((c) => ({ id: c, label: c }));
const reasonOf = (e: unknown) => (e instanceof Error && e.message ? e.message : OPERATOR_MESSAGES.generic);

export function PricingStep({ itinerary }: { itinerary: OperatorItinerary }) {
  const query = useQuery({
    queryKey: itineraryKeys.pricing(itinerary.id),
    queryFn: ({ signal }) => itineraryApi.pricing(itinerary.id, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  if (query.status === 'error') return <Alert tone="danger">{query.error.message || OPERATOR_MESSAGES.generic}</Alert>;
  if (!query.data || query.isFetching) return <Spinner label="Loading the pricing…" />;
  return (
    <>
      <PricingForm itinerary={itinerary} data={query.data} />
      {query.data.inventoryMode ? (
        <InventoryCard
          itineraryId={itinerary.id}
          currency={query.data.currency as CurrencyCode}
          timeZone={itinerary.timeZone}
          {...(query.data.minimumSpots
            ? { spots: { minimumSpots: query.data.minimumSpots, maximumSpots: query.data.maximumSpots } }
            : {})}
        />
      ) : null}
    </>
  );
}

function PricingForm({ itinerary, data }: { itinerary: OperatorItinerary; data: ItineraryPricing }) {
  const lifecycle = useItineraryLifecycle(itinerary);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<PricingValues>(() => pricingValuesOf(data));
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = useMemo(() => pricingErrors(data, values), [data, values]);
  const valid = Object.keys(errors).length === 0;
  const version = Math.max(itinerary.version, data.version);
  // A new validity period starts on the itinerary's today, at its own place (decision 038), not the browser's.
  const today = todayInZone(new Date(), itinerary.timeZone);
  const edit = (change: (v: PricingValues) => PricingValues) => {
    setValues(change);
    setDirty(true);
  };
  const shown = (key: string) => (dirty ? errors[key] : undefined);

  const save = useMutation({
    mutationFn: () => itineraryApi.savePricing(itinerary.id, savePricingBody(data, values, version)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(itineraryKeys.pricing(itinerary.id), saved);
      await queryClient.invalidateQueries({ queryKey: itineraryKeys.one(itinerary.id) });
      setDirty(false);
      setFailure(null);
      notify({ title: OPERATOR_MESSAGES.itinerarySaved, tone: 'success' }, 'snackbar');
    },
    onError: (e) => {
      setFailure(saveErrorText(reasonOf(e)));
      notify({ ...pricingReviewFailureToast(reasonOf(e)), tone: 'danger' }, 'snackbar');
    },
  });
  const submit = useMutation({
    mutationFn: () => itineraryApi.submit(itinerary.id, version),
    onSuccess: async (saved) => {
      lifecycle.synced(saved.id, saved.status);
      queryClient.setQueryData(itineraryKeys.one(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: itineraryKeys.all() });
      navigate(operatorItineraryPath(saved.id, 'success'));
    },
    onError: (e) => {
      setFailure(saveErrorText(reasonOf(e)));
      notify({ title: OPERATOR_MESSAGES.failureTitle, description: reasonOf(e), tone: 'danger' }, 'snackbar');
    },
  });
  const group = operatorItineraryGroupOf(itinerary.status);
  const priced = data.minimumSpots !== null;

  return (
    <form
      className="op-Form"
      aria-label="Review pricing"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (canSubmitPricingReview({ isDirty: dirty, isValid: valid })) save.mutate();
      }}
    >
      {group === 'not-submitted' ? (
        <p>
          {values.inventoryMode
            ? 'Set the spots the inventory allows and the currency, then submit the itinerary for approval.'
            : 'Price each package by validity periods and traveler tiers, then submit the itinerary for approval.'}
        </p>
      ) : (
        <p>This itinerary is {operatorItineraryStatusLabel(itinerary.status)}.</p>
      )}
      <Switch isSelected={values.inventoryMode} onChange={(on) => edit((v) => ({ ...v, inventoryMode: on }))}>
        Priced by inventory departures
      </Switch>
      <Select
        label="Currency"
        options={CURRENCY_OPTIONS}
        selectedKey={values.currency}
        onSelectionChange={(k) => edit((v) => ({ ...v, currency: k as CurrencyCode }))}
        {...(shown('currency') ? { errorMessage: shown('currency') as string, isInvalid: true } : {})}
      />
      <Input
        label="Minimum spots"
        type="number"
        min={Math.max(PRICING_REVIEW_SPOTS_LOWER_BOUND, data.minimumSpotsFloor)}
        value={values.minimumSpots}
        onChange={(m) => edit((v) => ({ ...v, minimumSpots: m }))}
        error={shown('minimumSpots')}
      />
      <Input
        label="Maximum spots"
        type="number"
        min={PRICING_REVIEW_SPOTS_LOWER_BOUND}
        value={values.maximumSpots}
        onChange={(m) => edit((v) => ({ ...v, maximumSpots: m }))}
        error={shown('maximumSpots')}
      />
      {values.inventoryMode
        ? null
        : PACKAGE_LEVELS.filter((l) => data.packages[l].enabled).map((level) => (
            <ValidityPeriods
              key={level}
              level={level}
              periods={values.periods[level]}
              currency={values.currency}
              today={today}
              edit={edit}
            />
          ))}
      {(
        [
          'validityPeriods',
          'costThresholds',
          ...PACKAGE_LEVELS.map((l) => `packages.${l}.instantApprovalAllowed`),
        ] as const
      )
        .map((key) => shown(key))
        .filter(Boolean)
        .map((message) => (
          <p key={message} className="op-Error">
            {message}
          </p>
        ))}
      <label className="op-Terms">
        <input
          type="checkbox"
          checked={values.termsAndConditions}
          onChange={(e) => edit((v) => ({ ...v, termsAndConditions: e.target.checked }))}
          aria-invalid={shown('termsAndConditions') ? true : undefined}
        />{' '}
        I accept the terms and conditions
      </label>
      {shown('termsAndConditions') ? <p className="op-Error">{shown('termsAndConditions')}</p> : null}
      {failure ? (
        <p className="op-Error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="op-Actions">
        <Button
          type="submit"
          isDisabled={!canSubmitPricingReview({ isDirty: dirty, isValid: valid })}
          isPending={save.isPending}
        >
          Save pricing
        </Button>
        <Button
          variant="secondary"
          onPress={() => submit.mutate()}
          isDisabled={!lifecycle.canSubmit || dirty || !priced}
          isPending={submit.isPending}
        >
          Submit for approval
        </Button>
        <ItineraryPreviewLink itineraryId={itinerary.id} />
      </div>
      {lifecycle.canSubmit && !priced ? <p>Save the pricing before submitting.</p> : null}
    </form>
  );
}
