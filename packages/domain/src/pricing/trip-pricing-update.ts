// The operator's trip pricing save (Save Trip): which fields it may send, and the one check the portal runs before
// sending and the API runs again on receipt: field groups open in the trip's status, spots, tiers, whole prices.
import { z } from 'zod';
import type { FieldErrors } from '../shared/errors.js';
import type { CurrencyCode } from '../shared/money.js';
import type { TripStatus } from '../shared/statuses.js';
import { isTripFieldGroupEditable } from '../trip/trip-editability.rules.js';
import type { TripFieldGroup } from '../trip/trip.constants.js';
import { ITINERARY_PRICING_MESSAGES, TRIP_PRICING_MESSAGES } from './pricing.constants.js';
import {
  clampTripTierTravelers,
  isWholeTripTierPrice,
  tripSpotsRangeToast,
  validateTripSpots,
} from './trip-pricing.rules.js';

const count = z.number().int().min(0).max(1000);
const minor = z.number().int().min(0).max(100_000_000);

/** The changed pricing fields a save sends (OAP-025); prices in integer minor units. */
export const tripPricingUpdateSchema = z
  .object({
    minimumSpots: count,
    maximumSpots: count,
    /** FOC spots (0: none); added to the tiers' traveler counts (OPT-040, OPT-056). */
    focQuantity: count,
    costThresholds: z.array(z.object({ numberOfTravelers: count, pricePerTraveler: minor })).max(50),
    singleSupplementPrice: minor,
  })
  .partial()
  .strict();
export type TripPricingUpdate = z.infer<typeof tripPricingUpdateSchema>;

/** The stored pricing a save is checked against. */
export interface TripPricingState {
  minimumSpots: number;
  maximumSpots: number;
  focQuantity: number;
  costThresholds: readonly { numberOfTravelers: number; pricePerTraveler: number }[];
  singleSupplementPrice: number;
}

/** The field group each pricing field belongs to (§4 Editability by trip status). */
const GROUP_OF: Record<keyof TripPricingUpdate, TripFieldGroup> = {
  minimumSpots: 'pricing',
  maximumSpots: 'pricing',
  focQuantity: 'pricing',
  singleSupplementPrice: 'pricing',
  costThresholds: 'costThresholds',
};

/** DECIDE: the refusal of a field the trip's status locks (the spec gives the rule, not the words). */
export const tripFieldLockedMessage = (status: TripStatus) =>
  `This field cannot be changed while the trip is ${status}.`;

const sameTier = (a: { numberOfTravelers: number; pricePerTraveler: number }, b: typeof a) =>
  a.numberOfTravelers === b.numberOfTravelers && a.pricePerTraveler === b.pricePerTraveler;

/**
 * Field errors of a pricing save on a trip in `status` (empty: it may be saved). Locked groups refuse their fields;
 * past created, the tiers already on the trip stay as they are and only new ones may follow (OPT-026…030); the
 * merged spots must be a valid range (OPT-031…034); tier prices whole (OPT-037) and counts within the range (OPT-039).
 */
export function validateTripPricingUpdate(
  status: TripStatus,
  before: TripPricingState,
  patch: TripPricingUpdate,
  currency: CurrencyCode = 'USD',
): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of Object.keys(patch) as (keyof TripPricingUpdate)[])
    if (!isTripFieldGroupEditable(status, GROUP_OF[key])) errors[key] = tripFieldLockedMessage(status);
  const tiers = patch.costThresholds;
  if (tiers && !errors.costThresholds && status !== 'created') {
    const kept = before.costThresholds.every((t, i) => tiers[i] !== undefined && sameTier(t, tiers[i]));
    if (!kept) errors.costThresholds = tripFieldLockedMessage(status);
  }
  if (Object.keys(errors).length > 0) return errors;
  const spots = {
    minimumSpots: patch.minimumSpots ?? before.minimumSpots,
    maximumSpots: patch.maximumSpots ?? before.maximumSpots,
  };
  const focQuantity = patch.focQuantity ?? before.focQuantity;
  const range = tripSpotsRangeToast(spots);
  if (range) return { minimumSpots: range };
  Object.assign(errors, validateTripSpots(spots));
  (tiers ?? []).forEach((t, i) => {
    if (!isWholeTripTierPrice(t.pricePerTraveler, currency))
      errors[`costThresholds.${i}.pricePerTraveler`] = ITINERARY_PRICING_MESSAGES.wholeNumberPrice;
    const foc = { hasFoc: focQuantity > 0, focQuantity };
    if (clampTripTierTravelers(t.numberOfTravelers, spots, foc) !== t.numberOfTravelers)
      errors[`costThresholds.${i}.numberOfTravelers`] = TRIP_PRICING_MESSAGES.tierTravelersOutOfRange;
  });
  return errors;
}
