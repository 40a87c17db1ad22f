// The Inventory Detail form (INV-013..014, INV-027..044, INV-050..052): renders the inventory-form machine's snapshot —
// the start date inside its bounds with the reserved and duplicate-date notices, the in-use notice, the quantities,
// the price tiers (added blank, removed by the domain rule), the inline 'Error' alert that scrolls into view, and no
// save when read-only, and Delete (the phone's way to delete) where the machine allows it.
import { PACKAGE_LEVELS, addBlankInventoryPriceTier, type InventoryFormTier } from '@caravan/domain';
import {
  type inventoryFormMachine,
  selectInUseNotice,
  selectInventoryFailure,
  selectInventoryFormErrors,
  selectInventoryFormOffersDelete,
  selectInventoryFormOffersSave,
  selectInventoryFormReadOnly,
  selectInventoryFormSaving,
  selectInventoryFormValues,
  selectPriceTiers,
  selectReservedDates,
  selectStartDateBounds,
  selectStartDateEditable,
  selectStartDateNotice,
} from '@caravan/machines';
import { Alert, Button } from '@caravan/ui';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Input } from '../pricing/ValidityPeriods.js';

type FormRef = ActorRefFrom<typeof inventoryFormMachine>;
const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export function InventoryForm({ actor }: { actor: FormRef }) {
  const offersSave = useSelector(actor, selectInventoryFormOffersSave);
  const offersDelete = useSelector(actor, selectInventoryFormOffersDelete);
  const saving = useSelector(actor, selectInventoryFormSaving);
  const errors = useSelector(actor, selectInventoryFormErrors);
  const failure = useSelector(actor, selectInventoryFailure);
  const startEditable = useSelector(actor, selectStartDateEditable);
  const inUse = useSelector(actor, selectInUseNotice);
  const bounds = useSelector(actor, selectStartDateBounds);
  const reserved = useSelector(actor, selectReservedDates);
  const notice = useSelector(actor, selectStartDateNotice);
  const tiers = useSelector(actor, selectPriceTiers);
  const values = useSelector(actor, selectInventoryFormValues);
  const readOnly = useSelector(actor, selectInventoryFormReadOnly);
  const end = useRef<HTMLDivElement>(null);
  const dateId = useId();
  const packageId = useId();
  const change = (key: string, value: unknown) => actor.send({ type: 'form.change', values: { [key]: value } });
  const setTiers = (next: readonly InventoryFormTier[]) => change('costSchedule', next);
  const plain = tiers.map(({ numberOfTravelers, price }) => ({ numberOfTravelers, price }) as InventoryFormTier);

  // INV-052: a failed save scrolls the form to its bottom, where the 'Error' alert is.
  useEffect(() => {
    if (failure && !readOnly) end.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [failure, readOnly]);

  const dateError = errors.startDate ?? (notice?.tone === 'error' ? notice.text : undefined);
  return (
    <form
      className="op-Form op-InventoryForm"
      aria-label="Inventory Detail"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'form.submit' });
      }}
    >
      {inUse ? (
        <Alert tone="warning" title={inUse.title}>
          {inUse.text}
        </Alert>
      ) : null}
      <fieldset className="op-InventoryFields" disabled={readOnly}>
        <legend className="pt-visually-hidden">Departure</legend>
        {startEditable && !readOnly ? (
          <div className="cv-Field" data-invalid={dateError ? true : undefined}>
            <label className="cv-Field-label" htmlFor={dateId}>
              Start date
            </label>
            <input
              id={dateId}
              className="cv-Input"
              type="date"
              min={bounds.min}
              max={bounds.max}
              value={text(values.startDate)}
              onChange={(e) => change('startDate', e.target.value)}
              aria-invalid={dateError ? true : undefined}
              aria-describedby={`${dateId}-hint${dateError ? ` ${dateId}-error` : ''}`}
            />
            <span id={`${dateId}-hint`} className="cv-Field-description">
              {`From ${bounds.min} to ${bounds.max}.`}
              {reserved.length > 0 ? ` Reserved, not available: ${reserved.join(', ')}.` : ''}
            </span>
            {dateError ? (
              <span id={`${dateId}-error`} className="cv-Field-error">
                {dateError}
              </span>
            ) : null}
          </div>
        ) : (
          <p>Start date: {text(values.startDate)}</p>
        )}
        {notice?.tone === 'warning' ? <Alert tone="warning">{notice.text}</Alert> : null}
        {startEditable && !readOnly ? (
          <div className="cv-Field">
            <label className="cv-Field-label" htmlFor={packageId}>
              Package
            </label>
            <select
              id={packageId}
              className="cv-Input"
              value={text(values.packageLevel)}
              onChange={(e) => change('packageLevel', e.target.value)}
            >
              {PACKAGE_LEVELS.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p>Package: {text(values.packageLevel)}</p>
        )}
        <Input
          label="Trip Quantity"
          type="number"
          min={0}
          value={text(values.quantityAvailable)}
          onChange={(v) => change('quantityAvailable', v)}
          error={errors.quantityAvailable}
        />
        <Input
          label="Single Supplement Price"
          type="number"
          min={0}
          value={text(values.singleSupplementPrice)}
          onChange={(v) => change('singleSupplementPrice', v)}
          error={errors.singleSupplementPrice}
        />
        <Input
          label="Single Supplement Quantity"
          type="number"
          min={0}
          value={text(values.singleSupplementQuantityAvailable)}
          onChange={(v) => change('singleSupplementQuantityAvailable', v)}
          error={errors.singleSupplementQuantityAvailable}
        />
        <fieldset className="op-InventoryTiers">
          <legend>Price tiers</legend>
          {tiers.length === 0 ? <p>No price tiers yet.</p> : null}
          {tiers.map((tier, index) => (
            <div key={tier.numberOfTravelers} className="op-InventoryTier">
              <Input
                label={`Price for ${tier.numberOfTravelers} travelers`}
                type="number"
                min={0}
                value={text(tier.price)}
                onChange={(v) =>
                  setTiers(plain.map((t, i) => (i === index ? { ...t, price: v === '' ? undefined : Number(v) } : t)))
                }
                error={errors[`costSchedule.${index}.price`]}
              />
              {tier.removable && !readOnly ? (
                <Button
                  size="sm"
                  variant="quiet"
                  aria-label={`Remove the tier for ${tier.numberOfTravelers} travelers`}
                  onPress={() => setTiers(plain.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              ) : null}
            </div>
          ))}
          {readOnly ? null : (
            <Button size="sm" variant="secondary" onPress={() => setTiers(addBlankInventoryPriceTier(plain))}>
              Add price tier
            </Button>
          )}
        </fieldset>
      </fieldset>
      {failure ? (
        <Alert tone="danger" title={failure.title}>
          {failure.message}
        </Alert>
      ) : null}
      <div className="op-Actions" ref={end}>
        {offersSave ? (
          <Button type="submit" isPending={saving}>
            Save departure
          </Button>
        ) : null}
        <Button variant="secondary" onPress={() => actor.send({ type: 'form.cancel' })}>
          {readOnly ? 'Close' : 'Cancel'}
        </Button>
        {/* INV-015: on a phone the row opens this form, so deleting starts here too, through the same confirmation. */}
        {offersDelete ? (
          <Button variant="danger" isDisabled={saving} onPress={() => actor.send({ type: 'form.delete' })}>
            Delete departure
          </Button>
        ) : null}
      </div>
    </form>
  );
}
