// The trip pricing form's values as the operator types them (whole major units, counts as text) and the changed
// fields Save Trip sends (OAP-025): the domain's rules do the checking, this only converts.
import {
  CURRENCIES,
  type CurrencyCode,
  type TripPricingState,
  type TripPricingUpdate,
  normalizeTripTierPriceInput,
  SINGLE_SUPPLEMENT_SPOTS_MESSAGES,
  singleSupplementSpotsFormSchema,
} from '@caravan/domain';
import type { OperatorTrip } from './trips.api.js';

export interface PricingFormValues {
  minimumSpots: string;
  maximumSpots: string;
  hasFoc: boolean;
  focQuantity: string;
  tiers: { numberOfTravelers: string; price: string }[];
  singleSupplementPrice: string;
  singleSupplementQuantity: string;
}

export const currencyOf = (trip: OperatorTrip): CurrencyCode =>
  (trip.currency in CURRENCIES ? trip.currency : 'USD') as CurrencyCode;
const major = (minor: number, currency: CurrencyCode) => String(minor / 10 ** CURRENCIES[currency].exponent);
const int = (text: string) => (text.trim() === '' ? 0 : Math.trunc(Number(text)));

/** The stored pricing as the form shows it. */
export function pricingFormOf(trip: OperatorTrip): PricingFormValues {
  const c = currencyOf(trip);
  const p = trip.pricing;
  return {
    minimumSpots: String(p.minimumSpots ?? p.maximumSpots),
    maximumSpots: String(p.maximumSpots),
    hasFoc: p.focQuantity > 0,
    focQuantity: String(p.focQuantity > 0 ? p.focQuantity : 1),
    tiers: p.costThresholds.map((t) => ({
      numberOfTravelers: String(t.numberOfTravelers),
      price: major(t.pricePerTraveler, c),
    })),
    singleSupplementPrice: major(p.singleSupplementPrice, c),
    singleSupplementQuantity: String(p.singleSupplementQuantity),
  };
}

/** The stored pricing the domain checks a save against. */
export function pricingStateOf(trip: OperatorTrip): TripPricingState {
  const p = trip.pricing;
  return {
    minimumSpots: p.minimumSpots ?? p.maximumSpots,
    maximumSpots: p.maximumSpots,
    focQuantity: p.focQuantity,
    costThresholds: p.costThresholds,
    singleSupplementPrice: p.singleSupplementPrice,
  };
}

/** The form as pricing values: tier prices whole, blank as 0 (OPT-037, OPT-038); no FOC is a quantity of 0. */
export function pricingValuesOf(form: PricingFormValues, currency: CurrencyCode): TripPricingState {
  return {
    minimumSpots: int(form.minimumSpots),
    maximumSpots: int(form.maximumSpots),
    focQuantity: form.hasFoc ? Math.max(0, int(form.focQuantity)) : 0,
    costThresholds: form.tiers.map((t) => ({
      numberOfTravelers: int(t.numberOfTravelers),
      pricePerTraveler: normalizeTripTierPriceInput(t.price, currency),
    })),
    singleSupplementPrice: normalizeTripTierPriceInput(form.singleSupplementPrice, currency),
  };
}

/** Only the fields that differ from the stored trip (OAP-025). */
export function changedPricing(before: TripPricingState, after: TripPricingState): TripPricingUpdate {
  const changed: TripPricingUpdate = {};
  if (after.minimumSpots !== before.minimumSpots) changed.minimumSpots = after.minimumSpots;
  if (after.maximumSpots !== before.maximumSpots) changed.maximumSpots = after.maximumSpots;
  if (after.focQuantity !== before.focQuantity) changed.focQuantity = after.focQuantity;
  if (after.singleSupplementPrice !== before.singleSupplementPrice)
    changed.singleSupplementPrice = after.singleSupplementPrice;
  if (JSON.stringify(after.costThresholds) !== JSON.stringify(before.costThresholds))
    changed.costThresholds = [...after.costThresholds];
  return changed;
}

/** 'Update total spots': the typed total as a count, or the form's message for it (SVC-015: at least 0, a number). */
export function singleSupplementQuantityOf(form: PricingFormValues): { quantity: number } | { error: string } {
  const parsed = singleSupplementSpotsFormSchema.safeParse({ quantity: form.singleSupplementQuantity });
  if (parsed.success) return { quantity: parsed.data.quantity };
  return { error: parsed.error.issues[0]?.message ?? SINGLE_SUPPLEMENT_SPOTS_MESSAGES.notANumber };
}
