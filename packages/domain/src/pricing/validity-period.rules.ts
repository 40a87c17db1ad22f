// Pure rules of non-inventory itinerary pricing: validity periods, their tiers and the save checks.
import { addDays, type CalendarDate } from '../shared/dates.js';
import type { FieldErrors } from '../shared/errors.js';
import { CURRENCIES, type CurrencyCode } from '../shared/money.js';
import { PACKAGE_LEVELS, type PackageLevel } from '../shared/statuses.js';
import {
  INSTANT_APPROVAL_PACKAGE_LEVELS,
  ITINERARY_PRICING_MESSAGES,
  NEW_PRICE_TIER_TRAVELER_STEP,
  NEW_VALIDITY_PERIOD_LENGTH_DAYS,
  NEW_VALIDITY_PERIOD_PRICE,
  NEW_VALIDITY_PERIOD_TRAVELERS,
} from './pricing.constants.js';
import {
  VALIDITY_PERIOD_WEEKDAYS,
  type ValidityPeriod,
  type ValidityPeriodPriceTier,
  type ValidityPeriodWeekday,
} from './validity-period.schema.js';

/** The minimal tier shape the rules read. */
interface PriceTierLike {
  numberOfTravelers: number;
}
/** The minimal validity period shape the rules read. */
interface ValidityPeriodLike {
  instantApprovalAllowed?: boolean | undefined;
  costThresholds?: readonly (PriceTierLike & { price?: number | undefined })[] | undefined;
}
/** The minimal packages shape the rules read: one optional key per package level. */
type PackagesLike = Partial<
  Record<PackageLevel, { enabled?: boolean | undefined; validityPeriods?: readonly ValidityPeriodLike[] | undefined }>
>;

const PACKAGE_DISPLAY: Record<PackageLevel, string> = { standard: 'Standard', economy: 'Economy', premium: 'Premium' };

/** Whether any validity period has a price tier of zero travelers (which blocks saving). */
export function hasZeroTravelerValidityPeriod(periods: readonly ValidityPeriodLike[]): boolean {
  // Stryker disable next-line ArrayDeclaration: equivalent, any stand-in tier has no traveler count, so none is zero.
  return periods.some((p) => (p.costThresholds ?? []).some((t) => t.numberOfTravelers === 0));
}

/** Whether a package level may use instant approval (economy and premium cannot). */
export function isInstantApprovalAllowedForPackage(level: PackageLevel): boolean {
  return INSTANT_APPROVAL_PACKAGE_LEVELS.includes(level);
}

/** The period with instant approval switched off when its package level cannot use it. */
export function enforceInstantApprovalRule<P extends ValidityPeriodLike>(level: PackageLevel, period: P): P {
  if (isInstantApprovalAllowedForPackage(level) || !period.instantApprovalAllowed) return period;
  return { ...period, instantApprovalAllowed: false };
}

/** Whether a minor-unit amount is a whole number of major units (whole dollars for USD). */
export function isWholeNumberPrice(minor: number, currency: CurrencyCode = 'USD'): boolean {
  return Number.isInteger(minor) && minor % 10 ** CURRENCIES[currency].exponent === 0;
}

/**
 * Save checks of non-inventory itinerary pricing: no zero-traveler tier, terms confirmed, no instant
 * approval on economy or premium, whole-number tier prices and traveler counts.
 */
export function validateNonInventoryItineraryPricing(input: {
  packages: PackagesLike;
  termsAccepted: boolean;
  currency?: CurrencyCode | undefined;
}): FieldErrors {
  const errors: FieldErrors = {};
  const currency = input.currency ?? 'USD';
  // Stryker disable next-line ArrayDeclaration: equivalent, a stand-in period has no tiers and no instant approval flag.
  const periods = PACKAGE_LEVELS.flatMap((level) => input.packages[level]?.validityPeriods ?? []);
  if (hasZeroTravelerValidityPeriod(periods))
    errors.validityPeriods = ITINERARY_PRICING_MESSAGES.zeroTravelerValidityPeriod;
  for (const level of PACKAGE_LEVELS) {
    const pkg = input.packages[level];
    if (!pkg?.enabled || isInstantApprovalAllowedForPackage(level)) continue;
    // Stryker disable next-line ArrayDeclaration: equivalent, a stand-in period has no instant approval flag.
    if ((pkg.validityPeriods ?? []).some((p) => p.instantApprovalAllowed))
      errors[`packages.${level}.instantApprovalAllowed`] = ITINERARY_PRICING_MESSAGES.instantApprovalNotAllowed(
        PACKAGE_DISPLAY[level],
      );
  }
  const tiers = periods.flatMap((p) => p.costThresholds ?? []);
  if (tiers.some((t) => !Number.isInteger(t.numberOfTravelers)))
    errors.costThresholds = ITINERARY_PRICING_MESSAGES.wholeNumberTravelers;
  else if (tiers.some((t) => t.price !== undefined && !isWholeNumberPrice(t.price, currency)))
    errors.costThresholds = ITINERARY_PRICING_MESSAGES.wholeNumberPrice;
  if (!input.termsAccepted) errors.termsAccepted = ITINERARY_PRICING_MESSAGES.acceptTerms;
  return errors;
}

/** A new validity period: today through 365 days later, one tier of 2 travelers at price 0, every day. */
export function newValidityPeriod(input: { today: CalendarDate; id?: string; tierId?: string }): ValidityPeriod {
  const tier: ValidityPeriodPriceTier = {
    numberOfTravelers: NEW_VALIDITY_PERIOD_TRAVELERS,
    daysOfTheWeek: [...VALIDITY_PERIOD_WEEKDAYS],
    price: NEW_VALIDITY_PERIOD_PRICE,
    ...(input.tierId !== undefined ? { id: input.tierId } : {}),
  };
  return {
    ...(input.id !== undefined ? { id: input.id } : {}),
    startDate: input.today,
    endDate: addDays(input.today, NEW_VALIDITY_PERIOD_LENGTH_DAYS),
    instantApprovalAllowed: false,
    costThresholds: [tier],
  };
}

/** The traveler count of a new price tier: the highest existing count plus 2 (2 when there is none). */
export function nextPriceTierTravelers(tiers: readonly PriceTierLike[]): number {
  if (tiers.length === 0) return NEW_VALIDITY_PERIOD_TRAVELERS;
  return Math.max(...tiers.map((t) => t.numberOfTravelers)) + NEW_PRICE_TIER_TRAVELER_STEP;
}

/** A new price tier appended to a validity period's tiers (highest count plus 2, price 0, the period's days). */
export function addValidityPeriodPriceTier(
  tiers: readonly ValidityPeriodPriceTier[],
  id?: string,
): ValidityPeriodPriceTier[] {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, the days of no tiers are every day as well.
  const days = tiers.length > 0 ? validityPeriodDays({ costThresholds: tiers }) : [...VALIDITY_PERIOD_WEEKDAYS];
  const tier: ValidityPeriodPriceTier = {
    numberOfTravelers: nextPriceTierTravelers(tiers),
    daysOfTheWeek: days,
    price: NEW_VALIDITY_PERIOD_PRICE,
    ...(id !== undefined ? { id } : {}),
  };
  return [...tiers, tier];
}

const inWeekOrder = (days: Iterable<ValidityPeriodWeekday>): ValidityPeriodWeekday[] => {
  const set = new Set(days);
  return VALIDITY_PERIOD_WEEKDAYS.filter((d) => set.has(d));
};

/** The days of the week a validity period covers: the union of its tiers' days (every day when it has none). */
export function validityPeriodDays(period: {
  costThresholds?: readonly { daysOfTheWeek?: readonly ValidityPeriodWeekday[] | undefined }[] | undefined;
}): ValidityPeriodWeekday[] {
  // Stryker disable next-line ArrayDeclaration: equivalent, a stand-in tier has no days, so it too covers every day.
  const tiers = period.costThresholds ?? [];
  if (tiers.length === 0) return [...VALIDITY_PERIOD_WEEKDAYS];
  return inWeekOrder(tiers.flatMap((t) => t.daysOfTheWeek ?? VALIDITY_PERIOD_WEEKDAYS));
}

/**
 * Applies a days-of-the-week pick to a validity period. When the pick is a proper subset of the
 * period's days, the period is split in two over the same date range: the original with the picked
 * days and a copy (`splitId`, tier ids dropped) with the remaining days, so every tier of each period
 * shares one set of days. Otherwise the period's tiers simply take the pick.
 */
export function applyValidityPeriodDays(
  period: ValidityPeriod,
  pickedDays: readonly ValidityPeriodWeekday[],
  splitId?: string,
): ValidityPeriod[] {
  const current = validityPeriodDays(period);
  const picked = inWeekOrder(pickedDays.filter((d) => current.includes(d)));
  const withDays = (p: ValidityPeriod, days: ValidityPeriodWeekday[], dropIds: boolean): ValidityPeriod => ({
    ...p,
    costThresholds: p.costThresholds.map(({ id, ...t }) => ({
      ...t,
      ...(dropIds || id === undefined ? {} : { id }),
      daysOfTheWeek: [...days],
    })),
  });
  if (picked.length === 0 || picked.length === current.length) {
    const days = picked.length === 0 ? current : picked;
    return [withDays(period, days, false)];
  }
  const rest = current.filter((d) => !picked.includes(d));
  const { id: _ignored, ...copy } = period;
  const split: ValidityPeriod = { ...copy, ...(splitId !== undefined ? { id: splitId } : {}) };
  return [withDays(period, picked, false), withDays(split, rest, true)];
}
