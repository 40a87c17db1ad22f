// Non-inventory pricing of one package (OPI-037..044): its validity periods with dates, instant approval (not for
// economy or premium), the days of the week each applies to, and its traveler-count tiers in whole numbers.
import {
  type CurrencyCode,
  type PackageLevel,
  VALIDITY_PERIOD_WEEKDAYS,
  type ValidityPeriod,
  type ValidityPeriodWeekday,
  isInstantApprovalAllowedForPackage,
  validityPeriodDays,
} from '@caravan/domain';
import { Button, Switch } from '@caravan/ui';
import { useId } from 'react';
import {
  type PricingValues,
  addPeriod,
  addTier,
  removePeriod,
  removeTier,
  setDays,
  setPeriod,
  setTier,
  toMajor,
  toMinor,
} from './pricing-form.js';

const LEVEL_LABEL: Record<PackageLevel, string> = { standard: 'Standard', economy: 'Economy', premium: 'Premium' };
const DAY_LABEL = (d: string) => d.slice(0, 1).toUpperCase() + d.slice(1, 3);

export function Input({
  label,
  value,
  onChange,
  type = 'text',
  min,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: 'text' | 'number' | 'date';
  min?: number;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="cv-Field" data-invalid={error ? true : undefined}>
      <label className="cv-Field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="cv-Input"
        type={type}
        value={value}
        {...(min !== undefined ? { min } : {})}
        {...(type === 'number' ? { step: 1 } : {})}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <span id={`${id}-error`} className="cv-Field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function ValidityPeriods({
  level,
  periods,
  currency,
  today,
  edit,
}: {
  level: PackageLevel;
  periods: ValidityPeriod[];
  currency: CurrencyCode;
  today: string;
  edit: (change: (v: PricingValues) => PricingValues) => void;
}) {
  const name = LEVEL_LABEL[level];
  return (
    <fieldset className="op-Periods">
      <legend>{name} package validity periods</legend>
      {periods.map((period, p) => {
        const days = validityPeriodDays(period);
        const label = `${name} period ${p + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a period is its position until saved
          <fieldset key={p} className="op-Period">
            <legend>{label}</legend>
            <Input
              label={`${label} start date`}
              type="date"
              value={period.startDate}
              onChange={(v) => edit(setPeriod(level, p, { startDate: v }))}
            />
            <Input
              label={`${label} end date`}
              type="date"
              value={period.endDate}
              onChange={(v) => edit(setPeriod(level, p, { endDate: v }))}
            />
            <Switch
              isSelected={period.instantApprovalAllowed}
              isDisabled={!isInstantApprovalAllowedForPackage(level)}
              onChange={(on) => edit(setPeriod(level, p, { instantApprovalAllowed: on }))}
            >
              {`${label} instant approval`}
            </Switch>
            <fieldset className="op-Weekdays">
              <legend>{`${label} days of the week`}</legend>
              {VALIDITY_PERIOD_WEEKDAYS.map((d) => (
                <label key={d}>
                  <input
                    type="checkbox"
                    checked={days.includes(d)}
                    onChange={(e) => {
                      const next: ValidityPeriodWeekday[] = e.target.checked
                        ? [...days, d]
                        : days.filter((x) => x !== d);
                      edit(setDays(level, p, next));
                    }}
                  />{' '}
                  {DAY_LABEL(d)}
                </label>
              ))}
            </fieldset>
            {period.costThresholds.map((tier, t) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its position until saved
              <div key={t} className="op-Tier">
                <Input
                  label={`${label} tier ${t + 1} travelers`}
                  type="number"
                  min={0}
                  value={String(tier.numberOfTravelers)}
                  onChange={(v) => edit(setTier(level, p, t, { numberOfTravelers: Number(v) }))}
                />
                <Input
                  label={`${label} tier ${t + 1} price per traveler (${currency})`}
                  type="number"
                  min={0}
                  value={String(toMajor(tier.price, currency))}
                  onChange={(v) => edit(setTier(level, p, t, { price: toMinor(v, currency) }))}
                />
                {period.costThresholds.length > 1 ? (
                  <Button size="sm" variant="secondary" onPress={() => edit(removeTier(level, p, t))}>
                    {`Remove ${label} tier ${t + 1}`}
                  </Button>
                ) : null}
              </div>
            ))}
            <div className="op-Actions">
              <Button size="sm" variant="secondary" onPress={() => edit(addTier(level, p))}>
                {`Add tier to ${label}`}
              </Button>
              <Button size="sm" variant="secondary" onPress={() => edit(removePeriod(level, p))}>
                {`Remove ${label}`}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button variant="secondary" onPress={() => edit(addPeriod(level, today))}>
        {`Add ${name} validity period`}
      </Button>
    </fieldset>
  );
}
