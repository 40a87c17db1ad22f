// The Review pricing form's values and edits (immer for the nested packages, periods and tiers), its errors by the
// domain rules of the mode (OPI-026..042), and the save's body. Prices are edited in major units, sent in minor.
import {
  CURRENCIES,
  type CurrencyCode,
  type FieldErrors,
  PACKAGE_LEVELS,
  type PackageLevel,
  type ValidityPeriod,
  type ValidityPeriodWeekday,
  addValidityPeriodPriceTier,
  applyValidityPeriodDays,
  enforceInstantApprovalRule,
  newValidityPeriod,
  validateInventoryPricingReview,
  validateNonInventoryItineraryPricing,
} from '@caravan/domain';
import { produce } from 'immer';
import type { Schema } from '../../../api/index.js';

export type ItineraryPricing = Schema<'ItineraryPricing'>;

export interface PricingValues {
  currency: CurrencyCode;
  minimumSpots: string;
  maximumSpots: string;
  termsAndConditions: boolean;
  /** Priced by inventory departures instead of validity periods. */
  inventoryMode: boolean;
  periods: Record<PackageLevel, ValidityPeriod[]>;
}

const spots = (text: string): number | null => (text.trim() === '' ? null : Number(text));

export function pricingValuesOf(data: ItineraryPricing): PricingValues {
  return {
    currency: (data.currency in CURRENCIES ? data.currency : 'USD') as CurrencyCode,
    minimumSpots: data.minimumSpots === null ? '' : String(data.minimumSpots),
    maximumSpots: String(data.maximumSpots),
    termsAndConditions: false,
    inventoryMode: data.inventoryMode,
    periods: Object.fromEntries(
      PACKAGE_LEVELS.map((l) => [l, data.packages[l].validityPeriods as ValidityPeriod[]]),
    ) as PricingValues['periods'],
  };
}

/** The errors of the form in its mode, with the spec's messages. */
export function pricingErrors(data: ItineraryPricing, v: PricingValues): FieldErrors {
  const schedule = [
    ...(data.minimumSpotsFloor > 1 ? [{ numberOfTravelers: data.minimumSpotsFloor }] : []),
    ...(data.maximumSpotsCeiling !== null ? [{ numberOfTravelers: data.maximumSpotsCeiling }] : []),
  ];
  const errors = validateInventoryPricingReview(
    { ...v, minimumSpots: spots(v.minimumSpots), maximumSpots: spots(v.maximumSpots) },
    schedule.length ? [{ costSchedule: schedule }] : [],
  );
  if (v.inventoryMode) return errors;
  const packages = Object.fromEntries(
    PACKAGE_LEVELS.map((l) => [l, { enabled: data.packages[l].enabled, validityPeriods: v.periods[l] }]),
  );
  const { termsAccepted: _same, ...more } = validateNonInventoryItineraryPricing({
    packages,
    termsAccepted: v.termsAndConditions,
    currency: v.currency,
  });
  return { ...errors, ...more };
}

export const savePricingBody = (data: ItineraryPricing, v: PricingValues, version: number) => ({
  version,
  currency: v.currency,
  minimumSpots: spots(v.minimumSpots),
  maximumSpots: spots(v.maximumSpots),
  termsAndConditions: v.termsAndConditions,
  inventoryMode: v.inventoryMode,
  packages: v.inventoryMode
    ? {}
    : Object.fromEntries(
        PACKAGE_LEVELS.filter((l) => data.packages[l].enabled).map((l) => [l, { validityPeriods: v.periods[l] }]),
      ),
});

const exponentOf = (c: CurrencyCode) => CURRENCIES[c].exponent;
export const toMajor = (minor: number, c: CurrencyCode) => minor / 10 ** exponentOf(c);
export const toMinor = (major: string, c: CurrencyCode) => Math.round(Number(major || 0) * 10 ** exponentOf(c));

type Edit = (v: PricingValues) => PricingValues;
/** OPI-040: a new period from today, 365 days, 2 travelers at 0. */
export const addPeriod = (level: PackageLevel, today: string): Edit =>
  produce((v) => {
    v.periods[level].push(newValidityPeriod({ today }));
  });
export const removePeriod = (level: PackageLevel, p: number): Edit =>
  produce((v) => {
    v.periods[level].splice(p, 1);
  });
export const setPeriod = (level: PackageLevel, p: number, patch: Partial<ValidityPeriod>): Edit =>
  produce((v) => {
    const period = v.periods[level][p];
    // OPI-039: economy and premium never keep instant approval.
    if (period) v.periods[level][p] = enforceInstantApprovalRule(level, { ...period, ...patch });
  });
/** OPI-041: a new tier is the highest count plus 2. */
export const addTier = (level: PackageLevel, p: number): Edit =>
  produce((v) => {
    const period = v.periods[level][p];
    if (period) period.costThresholds = addValidityPeriodPriceTier(period.costThresholds);
  });
export const removeTier = (level: PackageLevel, p: number, t: number): Edit =>
  produce((v) => {
    v.periods[level][p]?.costThresholds.splice(t, 1);
  });
export const setTier = (
  level: PackageLevel,
  p: number,
  t: number,
  patch: { numberOfTravelers?: number; price?: number },
): Edit =>
  produce((v) => {
    const tier = v.periods[level][p]?.costThresholds[t];
    if (tier) Object.assign(tier, patch);
  });
/** OPI-043, OPI-044: picking days splits the period so each range's tiers share one set of days. */
export const setDays = (level: PackageLevel, p: number, days: ValidityPeriodWeekday[]): Edit =>
  produce((v) => {
    const period = v.periods[level][p];
    if (period) v.periods[level].splice(p, 1, ...applyValidityPeriodDays(period, days));
  });
