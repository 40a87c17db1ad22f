// The Pricing tab's form (HPR-003..HPR-027): early bird and regular price, the Potential Earnings table recomputed
// by the domain's one pricing rule as the host types, the earnings advance with its cap, Documents, 'Save' with the
// 'Could not save pricing - …' block, the update-pricing dialog where re-acceptance is needed, and the leave prompt.
import {
  type CurrencyCode,
  EARLY_BIRD_DISCOUNT_ADVICE_USD,
  EARNINGS_ADVANCE_PAYOUT_DAYS,
  HOST_PRICING_MESSAGES,
  formatMinor,
  hasUnsavedHostPricingChanges,
  hostPriceToMinor,
  hostPricingFormFromTrip,
  hostPricingQuote,
  hostPricingSaveToast,
  wholeMajorOf,
} from '@caravan/domain';
import { Alert, Button, Card, TextField, showToast } from '@caravan/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../api/index.js';
import { workspaceKeys } from '../workspace/workspace.api.js';
import { EarningsTable } from './EarningsTable.js';
import { PricingSidebar } from './PricingSidebar.js';
import { type HostPricing, pricingApi, pricingKeys } from './pricing.api.js';
import { UpdatePricingDialog } from './UpdatePricingDialog.js';
import { useLeavePrompt } from './useLeavePrompt.js';

/** DECIDE: pricing toasts stay four seconds, the spec's default auto-hide (§9). */
const PRICING_TOAST_MS = 4000;

/** A typed price as a number: blank or text is NaN, which the rule calls invalid (HPR-014). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const dollarsText = (n: number | null) => (n === null ? '' : String(n));

export function PricingForm({ pricing: d, base }: { pricing: HostPricing; base: string }) {
  const client = useQueryClient();
  const [initial, setInitial] = useState(dollarsText(d.initialPrice));
  const [remaining, setRemaining] = useState(dollarsText(d.remainingPrice));
  const [advance, setAdvance] = useState(String(wholeMajorOf(d.flightStipend)));
  const [blocked, setBlocked] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const advanceDollars = advance.trim() === '' ? 0 : numberOf(advance);
  const current = {
    initialPrice: numberOf(initial),
    remainingPrice: numberOf(remaining),
    flightStipend: advanceDollars,
  };
  // The same rule the API checks a save with (HPR-013..HPR-021).
  const quote = hostPricingQuote({
    minimumSpots: d.minimumSpots,
    maximumSpots: d.maximumSpots,
    costThresholds: d.costThresholds,
    initialPrice: current.initialPrice,
    remainingPrice: current.remainingPrice,
    flightStipend: hostPriceToMinor(Number.isFinite(advanceDollars) ? advanceDollars : 0),
    savedFlightStipend: d.flightStipend,
    hostLevel: d.hostLevel,
    focQuantity: d.focQuantity,
    currency: d.currency as CurrencyCode,
  });
  const saved = hostPricingFormFromTrip({
    prices: { initial: d.initialPrice, remainingPrice: d.remainingPrice },
    flightStipend: wholeMajorOf(d.flightStipend),
  });
  const dirty = hasUnsavedHostPricingChanges(saved, current);
  const { dialog: leaveDialog } = useLeavePrompt(dirty);
  const money = (minor: number) => formatMinor(minor, d.currency as CurrencyCode);
  const readOnly = !d.editable;

  const save = useMutation({
    mutationFn: () =>
      pricingApi.save(d.tripId, {
        initialPrice: current.initialPrice,
        remainingPrice: current.remainingPrice,
        flightStipend: advanceDollars,
        ...(d.requiresReacceptance ? { agreeToUpdatedTerms: true } : {}),
      }),
    onSuccess: (next) => {
      showToast({ ...hostPricingSaveToast(true), tone: 'success' }, PRICING_TOAST_MS);
      setDialogOpen(false);
      // The form is keyed by the saved values: storing them starts it again from them.
      client.setQueryData(pricingKeys.pricing(d.tripId), next);
      void client.invalidateQueries({ queryKey: pricingKeys.earnings(d.tripId) });
      void client.invalidateQueries({ queryKey: workspaceKeys.workspace(d.tripId) });
    },
    onError: (e) => {
      setDialogOpen(false);
      showToast({ ...hostPricingSaveToast(false), tone: 'danger' }, PRICING_TOAST_MS);
      // A refusal by the rules carries the spec's message; show it in the block as well.
      if (e instanceof ApiError && (e.status === 409 || e.status === 422)) setBlocked(e.message);
    },
  });

  const onSave = () => {
    const reason = quote.saveError ?? quote.advanceError;
    setBlocked(reason);
    if (reason) return;
    if (d.requiresReacceptance) setDialogOpen(true);
    else save.mutate();
  };

  return (
    <div className="hp-Layout hp-Layout--pricing">
      <div className="hp-Main">
        {readOnly ? (
          <Alert tone="info" title="Pricing is locked">
            Prices can no longer be changed in this trip status.
          </Alert>
        ) : null}
        <Card title="Pricing">
          <div className="hp-Prices">
            <TextField
              label="Early bird price"
              inputMode="numeric"
              value={initial}
              onChange={setInitial}
              isDisabled={readOnly}
              // An early bird above the regular price is refused beside its field as the host types (MKT-042).
              isInvalid={quote.earlyBirdError !== null}
              {...(quote.earlyBirdError ? { errorMessage: quote.earlyBirdError } : {})}
              description={`In whole dollars (${d.currency}).`}
            />
            <TextField
              label="Regular price"
              inputMode="numeric"
              value={remaining}
              onChange={setRemaining}
              isDisabled={readOnly}
              description={`In whole dollars (${d.currency}).`}
            />
          </div>
          <p className="pt-Muted">
            Tip: an early bird price is typically ${EARLY_BIRD_DISCOUNT_ADVICE_USD.min}-
            {EARLY_BIRD_DISCOUNT_ADVICE_USD.max} below the regular price.
          </p>
        </Card>
        <Card title="Potential Earnings">
          <p className="pt-Muted">
            What you earn by the number of travelers, at the lower of your two prices, from {quote.minimumSpots} to{' '}
            {d.maximumSpots} travelers.
            {d.focQuantity > 0
              ? ` The cost per traveler includes a share of the ${d.focQuantity} free-of-charge spots of you and your companions.`
              : ''}
          </p>
          <EarningsTable
            rows={quote.rows}
            currency={d.currency}
            serviceFeePercent={quote.serviceFeePercent}
            transactionFeePercent={quote.transactionFeePercent}
          />
        </Card>
        <Card title="Earnings Advance">
          <TextField
            label="Earnings advance"
            inputMode="numeric"
            value={advance}
            onChange={setAdvance}
            isDisabled={readOnly || !d.advanceEditable}
            isInvalid={quote.advanceError !== null}
            {...(quote.advanceError ? { errorMessage: quote.advanceError } : {})}
            description={`Up to ${money(quote.advanceCap)}, in whole dollars.`}
          />
          <p className="pt-Muted">
            The earnings advance is paid within {EARNINGS_ADVANCE_PAYOUT_DAYS} days of trip start after confirmation.
          </p>
        </Card>
        {d.showsServiceAgreementLink ? (
          <Card title="Documents">
            <Link href={`${base}/configuration`} className="cv-Link">
              Services Agreement
            </Link>
          </Card>
        ) : null}
        {blocked ? (
          <Alert tone="danger" title={blocked}>
            Change the prices or the earnings advance, then save again.
          </Alert>
        ) : null}
        <div className="hp-Actions">
          <Button variant="primary" isDisabled={readOnly || save.isPending} onPress={onSave}>
            {save.isPending ? 'Saving…' : HOST_PRICING_MESSAGES.save}
          </Button>
        </div>
      </div>
      <PricingSidebar pricing={d} base={base} />
      <UpdatePricingDialog
        isOpen={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onConfirm={() => save.mutate()}
        saving={save.isPending}
        tripName={d.tripName}
        currency={d.currency}
        prices={{
          initial: hostPriceToMinor(current.initialPrice || 0),
          remaining: hostPriceToMinor(current.remainingPrice || 0),
          advance: hostPriceToMinor(advanceDollars || 0),
        }}
      />
      {leaveDialog}
    </div>
  );
}
