// The Pricing tab's numbers from one rule (HPR-002, HPR-013..021, HPR-024, MKT-042): the cost table at the entered prices,
// the minimum earnings, the earnings-advance cap and the messages that block a save. The API checks a save with it and
// the portal recomputes it as the host types, so the two never disagree.
import { type CurrencyCode, percentOfMinor } from '../shared/money.js';
import { buildHostCostTable, HostPricingError, minimumHostEarnings } from './cost-table.rules.js';
import { HOST_PRICING_CURRENCY } from './host-pricing.constants.js';
import {
  earningsAdvanceCapForHostLevel,
  earlyBirdPriceError,
  earningsAdvanceError,
  hostPriceToMinor,
  hostPricingEarningsPrice,
  hostPricingSaveError,
  isValidHostPrice,
  isWholeDollarPrice,
} from './host-pricing.rules.js';
import type { CostTableRow, HostCostThreshold } from './host-pricing.schema.js';

/**
 * DECIDE: the service fee is 5% of the traveler's price, because the seeded agreed trips store 5% and the spec names
 * the fee (and shows its percentage) without a rate (HPR-025).
 */
export const HOST_SERVICE_FEE_PERCENT = 5;
/** DECIDE: the transaction (card processing) fee is 3% of the traveler's price, the seeded trips' rate (HPR-025). */
export const HOST_TRANSACTION_FEE_PERCENT = 3;

/** What the Pricing tab is computed from; prices as typed (whole dollars), stipends in minor units. */
interface HostPricingQuoteInput {
  minimumSpots: number | null;
  maximumSpots: number;
  costThresholds: readonly HostCostThreshold[];
  /** Early bird price in whole dollars, as entered (may be anything the form holds). */
  initialPrice: unknown;
  /** Regular price in whole dollars, as entered. */
  remainingPrice: unknown;
  /** The earnings advance asked for (minor units). */
  flightStipend: number;
  /** The trip's stored earnings advance (minor units), which raises the cap (HPR-021). */
  savedFlightStipend: number | null;
  hostLevel: number;
  /** The trip's free-of-charge spots, whose cost the paying travelers share (OPT-055); 0 without. */
  focQuantity?: number | null | undefined;
  currency?: CurrencyCode;
}

interface HostPricingQuote {
  minimumSpots: number;
  /** The potential earnings table; empty while the prices are not numbers or a tier is missing. */
  rows: CostTableRow[];
  /** 'No threshold earnings defined for {n} spots.' when the operator's tiers do not cover a row (HPR-017). */
  tableError: string | null;
  /** Total earnings at the minimum spots (minor units), null without a table. */
  minimumEarnings: number | null;
  /** The largest earnings advance allowed (minor units, HPR-021). */
  advanceCap: number;
  /** Why the prices cannot be saved, or null (HPR-013, HPR-014, HPR-015, HPR-017). */
  saveError: string | null;
  /** Why the earnings advance cannot be saved, or null (HPR-018..HPR-020). */
  advanceError: string | null;
  /** Why the early bird price cannot be saved, shown beside its field, or null (MKT-042). */
  earlyBirdError: string | null;
  serviceFeePercent: number;
  transactionFeePercent: number;
}

/**
 * The minimum spots the table starts at. DECIDE: a trip without a stored minimum starts at its smallest cost tier
 * (or 1), because that is the smallest group the operator priced.
 */
export function pricingMinimumSpots(minimumSpots: number | null, thresholds: readonly HostCostThreshold[]): number {
  // Stryker disable next-line EqualityOperator: equivalent, a minimum of 0 is falsy and already fails the first test.
  if (minimumSpots && minimumSpots > 0) return minimumSpots;
  const smallest = Math.min(...thresholds.map((t) => t.numberOfTravelers).filter((n) => n > 0));
  return Number.isFinite(smallest) ? smallest : 1;
}

/** The Pricing tab's table, minimum earnings, advance cap and blocking messages for the prices entered. */
export function hostPricingQuote(input: HostPricingQuoteInput): HostPricingQuote {
  const currency = input.currency ?? HOST_PRICING_CURRENCY;
  const minimumSpots = pricingMinimumSpots(input.minimumSpots, input.costThresholds);
  const base = {
    minimumSpots,
    serviceFeePercent: HOST_SERVICE_FEE_PERCENT,
    transactionFeePercent: HOST_TRANSACTION_FEE_PERCENT,
  };
  const pricesUsable =
    isValidHostPrice(input.initialPrice) &&
    isValidHostPrice(input.remainingPrice) &&
    isWholeDollarPrice(input.initialPrice) &&
    isWholeDollarPrice(input.remainingPrice);
  let rows: CostTableRow[] = [];
  let tableError: string | null = null;
  let minimumEarnings: number | null = null;
  if (pricesUsable) {
    try {
      rows = buildHostCostTable({
        minimumSpots,
        maximumSpots: input.maximumSpots,
        pricePerTraveler: hostPricingEarningsPrice({
          initial: hostPriceToMinor(input.initialPrice as number),
          remainingPrice: hostPriceToMinor(input.remainingPrice as number),
        }),
        costThresholds: input.costThresholds,
        serviceFeePercent: HOST_SERVICE_FEE_PERCENT,
        transactionFeePercent: HOST_TRANSACTION_FEE_PERCENT,
        focQuantity: input.focQuantity ?? 0,
      });
      minimumEarnings = minimumHostEarnings(rows, minimumSpots);
    } catch (e) {
      if (!(e instanceof HostPricingError)) throw e;
      rows = [];
      tableError = e.message;
    }
  }
  const advanceCap = earningsAdvanceCapForHostLevel({
    minimumEarnings: minimumEarnings ?? 0,
    hostLevel: input.hostLevel,
    existingFlightStipend: input.savedFlightStipend,
  });
  const saveError =
    hostPricingSaveError({
      initialPrice: input.initialPrice,
      remainingPrice: input.remainingPrice,
      rows,
      minimumSpots,
    }) ?? tableError;
  const advanceError = earningsAdvanceError(
    input.flightStipend,
    { cap: advanceCap, minimumEarnings: minimumEarnings ?? 0 },
    currency,
  );
  const earlyBirdError = earlyBirdPriceError(input.initialPrice, input.remainingPrice);
  return { ...base, rows, tableError, minimumEarnings, advanceCap, saveError, advanceError, earlyBirdError };
}

/** The stored fee amounts of a price (minor units): what the trip's serviceFee and transactionFee hold. */
export function hostPricingFeeAmounts(priceMinor: number): { serviceFee: number; transactionFee: number } {
  return {
    serviceFee: percentOfMinor(priceMinor, HOST_SERVICE_FEE_PERCENT),
    transactionFee: percentOfMinor(priceMinor, HOST_TRANSACTION_FEE_PERCENT),
  };
}
