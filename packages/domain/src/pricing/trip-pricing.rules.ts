// Operator trip pricing: spots range, FOC spots, whole-number tier prices and tier traveler clamping.
import { z } from 'zod';
import type { FieldErrors } from '../shared/errors.js';
import { CURRENCIES, type CurrencyCode, formatMinor } from '../shared/money.js';
import {
  DEFAULT_FOC_QUANTITY,
  SINGLE_SUPPLEMENT_SPOTS_MESSAGES,
  SINGLE_SUPPLEMENT_TOTAL_SPOTS_MIN,
  TRIP_MINIMUM_SPOTS_FLOOR,
  TRIP_PRICING_MESSAGES,
} from './pricing.constants.js';

/** The spots of a trip as the pricing step reads them. */
export interface TripSpotsLike {
  minimumSpots: number;
  maximumSpots: number;
}
/** Whether a trip has FOC (free of charge) spots and how many. */
export interface TripFocLike {
  hasFoc?: boolean | undefined;
  focQuantity?: number | null | undefined;
}

/** Field errors of the trip spots: minimum >= 2, minimum <= maximum - 1, maximum >= minimum + 1. */
export function validateTripSpots(spots: TripSpotsLike): FieldErrors {
  const errors: FieldErrors = {};
  const { minimumSpots: min, maximumSpots: max } = spots;
  if (min < TRIP_MINIMUM_SPOTS_FLOOR)
    errors.minimumSpots = TRIP_PRICING_MESSAGES.minimumSpotsAtLeast(TRIP_MINIMUM_SPOTS_FLOOR);
  else if (min > max - 1) errors.minimumSpots = TRIP_PRICING_MESSAGES.minimumSpotsAtMost(max - 1);
  if (max < min + 1) errors.maximumSpots = TRIP_PRICING_MESSAGES.maximumSpotsAtLeast(min + 1);
  return errors;
}

/** The toast shown on save when minimum spots exceed maximum spots, or undefined when the range is fine. */
export function tripSpotsRangeToast(spots: TripSpotsLike): string | undefined {
  return spots.minimumSpots > spots.maximumSpots ? TRIP_PRICING_MESSAGES.invalidSpotsRange : undefined;
}

/** The FOC quantity a trip adds to traveler counts: its quantity (default 1) when it has FOCs, else 0. */
export function tripFocQuantity(foc: TripFocLike): number {
  if (!foc.hasFoc) return 0;
  const q = foc.focQuantity;
  return q === null || q === undefined || !Number.isFinite(q) ? DEFAULT_FOC_QUANTITY : Math.max(0, Math.trunc(q));
}

/** The traveler-count range of a trip's tiers: minimum to maximum spots, both including FOC spots. */
export function tripTierTravelerRange(spots: TripSpotsLike, foc: TripFocLike): { min: number; max: number } {
  const f = tripFocQuantity(foc);
  return { min: spots.minimumSpots + f, max: spots.maximumSpots + f };
}

/** A tier traveler count clamped between the trip's minimum and maximum spots, including FOC spots. */
export function clampTripTierTravelers(count: number, spots: TripSpotsLike, foc: TripFocLike): number {
  const { min, max } = tripTierTravelerRange(spots, foc);
  const whole = Number.isFinite(count) ? Math.round(count) : min;
  return Math.min(Math.max(whole, min), Math.max(min, max));
}

/**
 * A tier price typed by the operator (major units) as whole-number minor units: blank becomes 0,
 * fractions are dropped, negatives become 0.
 */
export function normalizeTripTierPriceInput(
  raw: string | number | null | undefined,
  currency: CurrencyCode = 'USD',
): number {
  const text = typeof raw === 'number' ? String(raw) : (raw ?? '').replace(/[,\s$]/g, '');
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, Number('') is 0 as well.
  const major = text === '' ? 0 : Number(text);
  const whole = Number.isFinite(major) ? Math.max(0, Math.trunc(major)) : 0;
  return whole * 10 ** CURRENCIES[currency].exponent;
}

/** Whether a trip tier price in minor units is a whole number of major units. */
export function isWholeTripTierPrice(minor: number, currency: CurrencyCode = 'USD'): boolean {
  return Number.isInteger(minor) && minor >= 0 && minor % 10 ** CURRENCIES[currency].exponent === 0;
}

/** Single supplement total spots: a whole number, minimum 0, the one rule of the API's body and the operator's form. */
export const singleSupplementTotalSpotsSchema = z
  .number({ error: SINGLE_SUPPLEMENT_SPOTS_MESSAGES.notANumber })
  .int()
  .min(SINGLE_SUPPLEMENT_TOTAL_SPOTS_MIN, SINGLE_SUPPLEMENT_SPOTS_MESSAGES.minimum);

/** The message after a single supplement quantity update. */
export function singleSupplementUpdateMessage(ok: boolean): string {
  return ok ? TRIP_PRICING_MESSAGES.singleSupplementUpdated : TRIP_PRICING_MESSAGES.singleSupplementUpdateFailed;
}

/** The currency symbol shown beside prices, from the currency list ('$' for USD, '€' for EUR). */
export function currencySymbolOf(currency: CurrencyCode): string {
  const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .filter((p) => p.type === 'currency');
  return parts[0]?.value ?? currency;
}

/** How a price compares with the suggested (or inventory) price, with its display label. */
interface SuggestedPriceDifference {
  direction: 'over' | 'under' | 'equal';
  /** Absolute difference in minor units. */
  amount: number;
  label: string;
}

/** The difference of the operator's price from the suggested or inventory price: over, under or equal. */
export function suggestedPriceDifference(
  yourPrice: number,
  referencePrice: number,
  options: { currency?: CurrencyCode; reference?: 'suggested' | 'inventory' } = {},
): SuggestedPriceDifference {
  const currency = options.currency ?? 'USD';
  const reference = options.reference === 'inventory' ? 'inventory price' : 'suggested price';
  const diff = yourPrice - referencePrice;
  const amount = Math.abs(diff);
  if (diff === 0) return { direction: 'equal', amount: 0, label: `Equal to ${reference}` };
  // Stryker disable next-line EqualityOperator: equivalent, a difference of 0 returned above.
  const direction = diff > 0 ? 'over' : 'under';
  return { direction, amount, label: `${formatMinor(amount, currency)} ${direction} ${reference}` };
}
