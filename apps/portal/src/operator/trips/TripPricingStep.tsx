// 'Review pricing' of a trip (§5 Trip pricing): spots, FOC travelers, whole-number tiers, the single supplement price
// and total spots, the cost breakdown, 'Save Trip' (toast 'Trip Saved', OPT-018) and 'Approve Trip' (confirmation,
// then success, OPT-019). The domain's validateTripPricingUpdate checks here and again at the API.
import {
  TRIP_MESSAGES,
  TRIP_PRICING_MESSAGES,
  areExistingTripTiersLocked,
  canAddTripPriceTier,
  canApproveTrip,
  canRemoveTripPriceTier,
  clampTripTierTravelers,
  operatorTripStepPath,
  singleSupplementUpdateMessage,
  tripSpotsRangeToast,
  validateTripPricingUpdate,
} from '@caravan/domain';
import { Button, ModalDialog, TextField } from '@caravan/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { notify } from '../../shell/notify.js';
import { OPERATOR_MESSAGES } from '../operator-messages.js';
import { CostBreakdown } from './CostBreakdown.js';
import {
  changedPricing,
  currencyOf,
  pricingFormOf,
  pricingStateOf,
  pricingValuesOf,
  singleSupplementQuantityOf,
} from './pricing-form.js';
import { type OperatorTrip, tripApi, tripKeys } from './trips.api.js';

const reasonOf = (e: unknown) => (e instanceof Error ? e.message : OPERATOR_MESSAGES.generic);

export function TripPricingStep({ trip }: { trip: OperatorTrip }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const currency = currencyOf(trip);
  const [form, setForm] = useState(() => pricingFormOf(trip));
  const [terms, setTerms] = useState(trip.pricing.operatorTerms);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const values = pricingValuesOf(form, currency);
  const pricingOpen = trip.editable.includes('pricing');
  const tiersOpen = trip.editable.includes('costThresholds');
  const storedTiers = trip.pricing.costThresholds.length;
  const foc = { hasFoc: values.focQuantity > 0, focQuantity: values.focQuantity };
  const spots = { minimumSpots: values.minimumSpots, maximumSpots: values.maximumSpots };

  const failed = (e: unknown) => {
    setError(`Error - ${reasonOf(e)}`);
    notify({ title: OPERATOR_MESSAGES.failureTitle, description: reasonOf(e), tone: 'danger' });
  };
  const save = useMutation({
    mutationFn: () => tripApi.savePricing(trip.id, changedPricing(pricingStateOf(trip), values)),
    onSuccess: (saved) => {
      queryClient.setQueryData(tripKeys.one(trip.id), saved);
      setError(null);
      notify({ title: TRIP_MESSAGES.tripSavedToast, description: TRIP_MESSAGES.tripSavedLong, tone: 'success' });
    },
    onError: failed,
  });
  const saveQuantity = useMutation({
    mutationFn: (quantity: number) => tripApi.saveSingleSupplementQuantity(trip.id, quantity),
    onSuccess: (saved) => {
      queryClient.setQueryData(tripKeys.one(trip.id), saved);
      notify({ title: singleSupplementUpdateMessage(true), tone: 'success' });
    },
    onError: () => notify({ title: singleSupplementUpdateMessage(false), tone: 'danger' }),
  });
  const approve = useMutation({
    mutationFn: () => tripApi.approve(trip.id, terms),
    onSuccess: async (saved) => {
      queryClient.setQueryData(tripKeys.one(trip.id), saved);
      await queryClient.invalidateQueries({ queryKey: tripKeys.all() });
      navigate(operatorTripStepPath(trip.id, 'success'));
    },
    onError: (e) => {
      setConfirming(false);
      failed(e);
    },
  });

  const onUpdateQuantity = () => {
    const total = singleSupplementQuantityOf(form);
    setErrors((e) => {
      const { singleSupplementQuantity: _cleared, ...rest } = e;
      return 'error' in total ? { ...rest, singleSupplementQuantity: total.error } : rest;
    });
    if ('quantity' in total) saveQuantity.mutate(total.quantity);
  };
  const onSave = () => {
    const range = tripSpotsRangeToast(spots);
    if (range) {
      notify({ title: TRIP_PRICING_MESSAGES.invalidSpotsRangeTitle, description: range, tone: 'danger' });
      return;
    }
    const patch = changedPricing(pricingStateOf(trip), values);
    const found = validateTripPricingUpdate(trip.status, pricingStateOf(trip), patch, currency);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const setTier = (i: number, key: 'numberOfTravelers' | 'price', value: string) =>
    setForm((f) => ({ ...f, tiers: f.tiers.map((t, j) => (j === i ? { ...t, [key]: value } : t)) }));
  const addTier = () =>
    setForm((f) => {
      const highest = Math.max(0, ...values.costThresholds.map((t) => t.numberOfTravelers));
      const next = clampTripTierTravelers(highest + 2, spots, foc);
      return { ...f, tiers: [...f.tiers, { numberOfTravelers: String(next), price: '0' }] };
    });
  const field = (key: keyof typeof form, label: string, open: boolean) => (
    <TextField
      label={label}
      inputMode="numeric"
      value={String(form[key])}
      onChange={(v) => setForm((f) => ({ ...f, [key]: v }))}
      isReadOnly={!open}
      isInvalid={!!errors[key]}
      errorMessage={errors[key] ?? ''}
    />
  );

  return (
    <div className="op-Form">
      <fieldset className="op-Fieldset">
        <legend>Spots</legend>
        {field('minimumSpots', 'Minimum spots', pricingOpen)}
        {field('maximumSpots', 'Maximum spots', pricingOpen)}
        <label className="op-Check">
          <input
            type="checkbox"
            checked={form.hasFoc}
            disabled={!pricingOpen}
            onChange={(e) => setForm((f) => ({ ...f, hasFoc: e.target.checked }))}
          />
          Free-of-charge (FOC) travelers
        </label>
        {form.hasFoc ? field('focQuantity', 'FOC travelers', pricingOpen) : null}
      </fieldset>
      <fieldset className="op-Fieldset">
        <legend>Price per traveler</legend>
        {errors.costThresholds ? <p className="op-Error">{errors.costThresholds}</p> : null}
        {form.tiers.map((tier, i) => {
          const locked = !tiersOpen || (i < storedTiers && areExistingTripTiersLocked(trip.status));
          const canRemove = canRemoveTripPriceTier({
            status: trip.status,
            tiers: values.costThresholds,
            index: i,
            spots,
            foc,
          });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no id; their order is their identity
            <div className="op-Tier" key={i}>
              <TextField
                label={`Tier ${i + 1} travelers`}
                inputMode="numeric"
                value={tier.numberOfTravelers}
                onChange={(v) => setTier(i, 'numberOfTravelers', v)}
                isReadOnly={locked}
                isInvalid={!!errors[`costThresholds.${i}.numberOfTravelers`]}
                errorMessage={errors[`costThresholds.${i}.numberOfTravelers`] ?? ''}
              />
              <TextField
                label={`Tier ${i + 1} price (${currency})`}
                inputMode="numeric"
                value={tier.price}
                onChange={(v) => setTier(i, 'price', v)}
                isReadOnly={locked}
                isInvalid={!!errors[`costThresholds.${i}.pricePerTraveler`]}
                errorMessage={errors[`costThresholds.${i}.pricePerTraveler`] ?? ''}
              />
              {canRemove ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={() => setForm((f) => ({ ...f, tiers: f.tiers.filter((_, j) => j !== i) }))}
                >
                  Remove tier {i + 1}
                </Button>
              ) : null}
            </div>
          );
        })}
        {tiersOpen && canAddTripPriceTier(trip.status) ? (
          <Button variant="secondary" size="sm" onPress={addTier}>
            Add tier
          </Button>
        ) : null}
      </fieldset>
      <fieldset className="op-Fieldset">
        <legend>Single supplement</legend>
        {field('singleSupplementPrice', `Single supplement price (${currency})`, pricingOpen)}
        {field(
          'singleSupplementQuantity',
          'Single supplement total spots',
          trip.editable.includes('singleSupplementQuantity'),
        )}
        <Button
          variant="secondary"
          size="sm"
          onPress={onUpdateQuantity}
          isPending={saveQuantity.isPending}
          isDisabled={!trip.editable.includes('singleSupplementQuantity')}
        >
          Update total spots
        </Button>
      </fieldset>
      <CostBreakdown trip={trip} values={values} currency={currency} />
      <label className="op-Check">
        <input
          type="checkbox"
          checked={terms}
          disabled={trip.status !== 'created'}
          onChange={(e) => setTerms(e.target.checked)}
        />
        I accept the operator terms
      </label>
      {error ? (
        <p className="op-Error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="op-Actions">
        <Button variant="secondary" onPress={onSave} isPending={save.isPending} isDisabled={!pricingOpen && !tiersOpen}>
          {TRIP_MESSAGES.saveTrip}
        </Button>
        <Button
          onPress={() => setConfirming(true)}
          isDisabled={!canApproveTrip({ status: trip.status, operatorTerms: terms })}
        >
          {TRIP_MESSAGES.approveTrip}
        </Button>
      </div>
      <ModalDialog
        title="Approve this trip?"
        isOpen={confirming}
        onOpenChange={setConfirming}
        actions={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button onPress={() => approve.mutate()} isPending={approve.isPending}>
              Approve
            </Button>
          </>
        )}
      >
        The host will review the pricing of {trip.name}. Its pricing fields cannot be changed after approval.
      </ModalDialog>
    </div>
  );
}
