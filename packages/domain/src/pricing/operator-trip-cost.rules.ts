// The amounts behind the operator trip pricing's cost-breakdown rows (§3 Cost breakdown rows), per paying traveler.
import type { OperatorCostBreakdownKey } from './cost-breakdown.js';
import { type TripFocLike, tripFocQuantity } from './trip-pricing.rules.js';
import { evenShareOfMinor, rateOfMinor } from '../shared/money.js';

/**
 * DECIDE: the platform fee is 10% of the operator subtotal (and of the traveler single supplement) because the spec
 * names the row but no rate; one named value keeps the portal's rows and any later invoice in step.
 */
export const OPERATOR_TRIP_PLATFORM_FEE_RATE = 0.1;

/** What the breakdown is computed from; every amount in integer minor units of the trip currency. */
interface OperatorTripCostInput extends TripFocLike {
  /** The operator's price per traveler for the tier shown (the tier at minimum spots). */
  yourPrice: number;
  /** The tier's number of travelers (including FOC spots). */
  numberOfTravelers: number;
  /** The reference price: the inventory item's cost schedule or the itinerary's validity period base cost. */
  suggestedPrice: number;
  /** Per-traveler variable costs (the host's selected optional services). */
  variableCosts?: number | undefined;
  /** The workshop space the host requested, for the whole group. */
  workshopSpaceTotal?: number | undefined;
  singleSupplementPrice: number;
}

/**
 * The breakdown amounts per paying traveler: the FOC spots' base cost and single supplement are shared by the paying
 * travelers (rounded up, so the operator never under-recovers), the platform fee is added on top.
 */
export function operatorTripCostAmounts(input: OperatorTripCostInput): Record<OperatorCostBreakdownKey, number> {
  const foc = tripFocQuantity(input);
  const paying = Math.max(1, input.numberOfTravelers - foc);
  const share = (total: number) => evenShareOfMinor(total, paying);
  const focBaseCost = share(input.yourPrice * foc);
  const focSingleSupplement = share(input.singleSupplementPrice * foc);
  const variableCosts = input.variableCosts ?? 0;
  const workshopSpace = share(input.workshopSpaceTotal ?? 0);
  const operatorSubtotal = input.yourPrice + focBaseCost + focSingleSupplement + variableCosts + workshopSpace;
  const platformFee = rateOfMinor(operatorSubtotal, OPERATOR_TRIP_PLATFORM_FEE_RATE);
  return {
    yourPrice: input.yourPrice,
    suggestedPrice: input.suggestedPrice,
    focBaseCost,
    focSingleSupplement,
    variableCosts,
    workshopSpace,
    validityPeriodBaseCosts: input.suggestedPrice,
    // DECIDE: no FOC beyond the trip's own FOC spots exists yet (the spec names the row only), so it is 0.
    additionalFoc: 0,
    operatorSubtotal,
    // DECIDE: the FOC's single supplement is already shared above; nothing else adjusts it, so 0.
    singleSupplementAdjustments: 0,
    travelerSingleSupplement: input.singleSupplementPrice,
    travelerSingleSupplementFee: rateOfMinor(input.singleSupplementPrice, OPERATOR_TRIP_PLATFORM_FEE_RATE),
    platformFee,
    totalTravelerPrice: operatorSubtotal + platformFee,
  };
}

/**
 * DECIDE (HAP-088): the spec shows no cost endpoint, so the cost of a trip's stored cost object is served at
 * GET /api/me/trips/{id}/cost, computed on the server by this module's rule for every tier; the pricing step still
 * computes the same rule live while the operator types, and the host's sell price range is HAP-040's call.
 */
export const TRIP_COST_PATH = '/api/me/trips/{id}/cost';

/** A trip's stored cost object: its tiers and what the breakdown adds to each (minor units per traveler or group). */
interface TripCostObject {
  costThresholds: readonly { numberOfTravelers: number; pricePerTraveler: number }[];
  focQuantity: number;
  singleSupplementPrice: number;
  /** The reference price per traveler (inventory cost schedule or validity period) at the minimum spots. */
  referencePrice: number;
  /** The requested workshop space for the whole group. */
  workshopSpaceTotal: number;
  /** The host's selected optional services, per traveler. */
  variableCosts?: number | undefined;
}

/** Each tier's breakdown amounts per paying traveler, smallest group first. */
export function tripCostByTier(cost: TripCostObject) {
  return [...cost.costThresholds]
    .sort((a, b) => a.numberOfTravelers - b.numberOfTravelers)
    .map((tier) => ({
      numberOfTravelers: tier.numberOfTravelers,
      amounts: operatorTripCostAmounts({
        yourPrice: tier.pricePerTraveler,
        numberOfTravelers: tier.numberOfTravelers,
        suggestedPrice: cost.referencePrice,
        singleSupplementPrice: cost.singleSupplementPrice,
        workshopSpaceTotal: cost.workshopSpaceTotal,
        variableCosts: cost.variableCosts,
        // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, tripFocQuantity counts a quantity of 0 or less as no FOC.
        hasFoc: cost.focQuantity > 0,
        focQuantity: cost.focQuantity,
      }),
    }));
}
