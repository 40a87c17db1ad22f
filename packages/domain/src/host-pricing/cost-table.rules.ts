// The potential earnings (cost) table: which traveler counts it shows and each row's costs and earnings.
import { COST_TABLE_ROW_STEP, noThresholdEarningsMessage } from './host-pricing.constants.js';
import type { CostTableRow, HostCostThreshold } from './host-pricing.schema.js';
import { evenShareOfMinor, percentOfMinor } from '../shared/money.js';

/** A pricing rule that cannot be computed, carrying the spec's message. */
export class HostPricingError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'HostPricingError';
  }
}

/**
 * The traveler counts of the cost table: every second count from the minimum (same parity as the
 * minimum) up to the maximum, always keeping the maximum as the last row (HPR-024).
 */
export function costTableTravelerCounts(minimumSpots: number, maximumSpots: number): number[] {
  if (
    !Number.isInteger(minimumSpots) ||
    !Number.isInteger(maximumSpots) ||
    minimumSpots < 1 ||
    maximumSpots < minimumSpots
  )
    return [];
  const counts: number[] = [];
  // Stryker disable next-line EqualityOperator: equivalent, a loop stopping before the maximum leaves it to the push below.
  for (let n = minimumSpots; n <= maximumSpots; n += COST_TABLE_ROW_STEP) counts.push(n);
  if (counts[counts.length - 1] !== maximumSpots) counts.push(maximumSpots);
  return counts;
}

/** The threshold that applies to a traveler count: the largest group size at or below it, or throws (HPR-017). */
export function costThresholdForSpots(thresholds: readonly HostCostThreshold[], spots: number): HostCostThreshold {
  let best: HostCostThreshold | undefined;
  for (const t of thresholds)
    if (t.numberOfTravelers <= spots && (!best || t.numberOfTravelers > best.numberOfTravelers)) best = t;
  if (!best) throw new HostPricingError(noThresholdEarningsMessage(spots), 'NO_THRESHOLD_EARNINGS');
  return best;
}

/** The fee on a price in minor units, rounded half up to the cent (dinero, exact). */
const feeOn = (priceMinor: number, percent: number): number => percentOfMinor(priceMinor, percent);

/** Inputs of the cost table; money in USD minor units, fees in percent. */
export interface HostCostTableInput {
  minimumSpots: number;
  maximumSpots: number;
  /** The price a traveler pays (see hostPricingEarningsPrice). */
  pricePerTraveler: number;
  costThresholds: readonly HostCostThreshold[];
  serviceFeePercent: number;
  transactionFeePercent: number;
  /**
   * The trip's free-of-charge spots (the host and companions travel free, OPT-055): the operator's tiers count them
   * (OPT-040) and charges them at the tier's price, so the paying travelers share their cost.
   */
  focQuantity?: number;
  /** Other costs of the host's party shared across the travelers (rooms, services), for the whole group. */
  fixedCost?: number;
}

/** The FOC spots of an input: a whole number, never negative. */
const focOf = (input: Pick<HostCostTableInput, 'focQuantity'>): number =>
  Math.max(0, Math.trunc(Number.isFinite(input.focQuantity) ? (input.focQuantity ?? 0) : 0));

/**
 * One cost table row for `travelers` paying travelers (HPR-002): the operator's tier for the whole group (paying plus
 * FOC spots, OPT-040) is the cost per traveler; the FOC spots and any fixed cost shared by the paying travelers
 * (rounded up, so the share never falls short) make the price with fixed cost; the fees are on the traveler's price.
 * Every amount is per traveler and whole cents, so totalEarnings = travelers × (price − fees − priceWithFixedCost)
 * adds up from the row's own figures.
 */
export function costTableRow(input: HostCostTableInput, travelers: number): CostTableRow {
  const foc = focOf(input);
  const costPerTraveler = costThresholdForSpots(input.costThresholds, travelers + foc).pricePerTraveler;
  const sharedCost = foc * costPerTraveler + (input.fixedCost ?? 0);
  const priceWithFixedCost = costPerTraveler + evenShareOfMinor(sharedCost, travelers);
  const serviceCost = feeOn(input.pricePerTraveler, input.serviceFeePercent);
  const transactionCost = feeOn(input.pricePerTraveler, input.transactionFeePercent);
  const totalEarnings = travelers * (input.pricePerTraveler - serviceCost - transactionCost - priceWithFixedCost);
  return {
    travelerRowNumber: travelers,
    totalEarnings,
    costPerTraveler,
    serviceCost,
    transactionCost,
    priceWithFixedCost,
  };
}

/** The potential earnings table, one row per shown traveler count (HPR-002, HPR-024). */
export function buildHostCostTable(input: HostCostTableInput): CostTableRow[] {
  return costTableTravelerCounts(input.minimumSpots, input.maximumSpots).map((n) => costTableRow(input, n));
}

/** The total earnings of the row for a traveler count, or throws 'No threshold earnings defined for {n} spots.' (HPR-017). */
export function thresholdEarningsForSpots(rows: readonly CostTableRow[], spots: number): number {
  const row = rows.find((r) => r.travelerRowNumber === spots);
  if (!row) throw new HostPricingError(noThresholdEarningsMessage(spots), 'NO_THRESHOLD_EARNINGS');
  return row.totalEarnings;
}

/** The host's minimum earnings: the total earnings at the minimum spots (HPR-020, HPR-021). */
export const minimumHostEarnings = (rows: readonly CostTableRow[], minimumSpots: number): number =>
  thresholdEarningsForSpots(rows, minimumSpots);

/** The fee percentages the table shows for service and transaction (HPR-025). */
export function costTableFeeLabels(
  serviceFeePercent: number,
  transactionFeePercent: number,
): {
  service: string;
  transaction: string;
} {
  return { service: `Service fee (${serviceFeePercent}%)`, transaction: `Transaction fee (${transactionFeePercent}%)` };
}
