// The Bookings tab's money and chart data (HBK-002, HBK-005, HBK-008, MKT-042): the host's earnings from the spots sold
// and at a full trip, and the 'Bookings to Date' series with MM/DD labels (the tab's read-outs are in host-bookings).
import { costTableRow, type HostCostTableInput } from './cost-table.rules.js';
import type { HostBookingsChartData } from '../host-bookings/host-bookings.schema.js';
import { hostPricingEarningsPrice } from './host-pricing.rules.js';
import type { HostCostThreshold } from './host-pricing.schema.js';
import { HOST_SERVICE_FEE_PERCENT, HOST_TRANSACTION_FEE_PERCENT } from './pricing-tab.rules.js';

/**
 * The 'Bookings to Date' series: one point per day a booking was made, each the running total of spots booked.
 * Days are calendar dates (YYYY-MM-DD, the caller's zone); labels are MM/DD (HBK-002, HBK-005).
 */
export function bookingsToDateChart(
  bookings: readonly { bookedOn: string; spots: number }[],
): HostBookingsChartData & { series: number[] } {
  const perDay = new Map<string, number>();
  for (const b of bookings) perDay.set(b.bookedOn, (perDay.get(b.bookedOn) ?? 0) + b.spots);
  const days = [...perDay.keys()].sort();
  let running = 0;
  return {
    labels: days.map((d) => `${d.slice(5, 7)}/${d.slice(8, 10)}`),
    series: days.map((d) => {
      running += perDay.get(d) ?? 0;
      return running;
    }),
  };
}

/**
 * The tier that prices a group of `group` travelers: the largest at or below it. DECIDE: a group smaller than every
 * tier is priced at the smallest tier, because earnings are shown from the first booking on, before the minimum.
 */
function tiersFor(thresholds: readonly HostCostThreshold[], group: number): HostCostThreshold[] {
  // Stryker disable next-line EqualityOperator: equivalent, a tier equal to the group and none below is the smallest, which the line below returns.
  if (thresholds.some((t) => t.numberOfTravelers <= group)) return [...thresholds];
  const smallest = [...thresholds].sort((a, b) => a.numberOfTravelers - b.numberOfTravelers)[0];
  return smallest ? [{ ...smallest, numberOfTravelers: Math.min(smallest.numberOfTravelers, group) }] : [];
}

/** What the host's earnings on a number of sold spots are computed from (minor units, fees in percent). */
export type HostEarningsInput = Omit<HostCostTableInput, 'minimumSpots' | 'maximumSpots'> & {
  /** The trip's minimum spots: a group below it is priced as the minimum group (see hostEarningsPerTraveler). */
  minimumSpots?: number | null | undefined;
};

/**
 * What each sold spot earns the host (minor units) when `spots` are sold: the traveler's price less the fees and the
 * price with fixed cost of the cost table row that prices the group. DECIDE: below the minimum spots the group is
 * priced as the minimum group, because the trip only runs once the minimum is reached, and sharing the FOC spots over
 * the first few bookings would show a loss that never happens.
 */
export function hostEarningsPerTraveler(input: HostEarningsInput, spots: number): number {
  const priced = Math.max(1, Math.trunc(spots), Math.trunc(input.minimumSpots ?? 0));
  const group = priced + Math.max(0, Math.trunc(input.focQuantity ?? 0));
  const row = costTableRow(
    { ...input, minimumSpots: priced, maximumSpots: priced, costThresholds: tiersFor(input.costThresholds, group) },
    priced,
  );
  return input.pricePerTraveler - row.serviceCost - row.transactionCost - row.priceWithFixedCost;
}

/** The host's earnings for a number of sold spots (minor units): 0 without spots or tiers (HBK-008, MKT-042). */
export function hostEarningsForSpots(input: HostEarningsInput, spots: number): number {
  // Stryker disable next-line EqualityOperator: equivalent, 0 spots times the earnings per spot is 0 as well.
  if (!(spots > 0) || input.costThresholds.length === 0) return 0;
  return Math.trunc(spots) * hostEarningsPerTraveler(input, spots);
}

/** A trip as its earnings read it: saved prices and the operator's cost inputs (minor units). */
export interface HostTripEarningsSource {
  /** Early bird and regular price; null before the host priced the trip. */
  priceInitial: number | null;
  priceRemaining: number | null;
  costThresholds: readonly HostCostThreshold[];
  minimumSpots: number | null;
  maximumSpots: number;
  focQuantity?: number | null | undefined;
}

/** The earnings rule's input for a priced trip, or null before the host set both prices. */
export function hostTripEarningsInput(trip: HostTripEarningsSource): HostEarningsInput | null {
  if (trip.priceInitial === null || trip.priceRemaining === null) return null;
  return {
    pricePerTraveler: hostPricingEarningsPrice({ initial: trip.priceInitial, remainingPrice: trip.priceRemaining }),
    costThresholds: trip.costThresholds,
    serviceFeePercent: HOST_SERVICE_FEE_PERCENT,
    transactionFeePercent: HOST_TRANSACTION_FEE_PERCENT,
    minimumSpots: trip.minimumSpots,
    focQuantity: trip.focQuantity ?? 0,
  };
}

/**
 * The host's earnings on a trip (minor units): to date from the confirmed spots, and potential at a full trip. The one
 * rule behind the Bookings tab's card, the host's earnings list and the earnings report (HBK-002, HBK-008, HAP-022).
 */
export function hostTripEarnings(
  trip: HostTripEarningsSource,
  confirmedSpots: number,
): { earnings: number; potentialEarnings: number } {
  const input = hostTripEarningsInput(trip);
  if (!input) return { earnings: 0, potentialEarnings: 0 };
  return {
    earnings: hostEarningsForSpots(input, confirmedSpots),
    potentialEarnings: hostEarningsForSpots(input, trip.maximumSpots),
  };
}
