// The Bookings tab's money and chart data (HBK-002, HBK-005, HBK-008): the host's earnings from the spots sold and at a
// full trip, and the 'Bookings to Date' series with MM/DD labels (the tab's read-outs are in host-bookings).
import { costTableRow, type HostCostTableInput } from './cost-table.rules.js';
import type { HostBookingsChartData } from '../host-bookings/host-bookings.schema.js';
import type { HostCostThreshold } from './host-pricing.schema.js';

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
 * The tier that prices a group of `spots`: the largest at or below it. DECIDE: a group smaller than every tier is
 * priced at the smallest tier, because earnings are shown from the first booking on, before the minimum is reached.
 */
function tiersFor(thresholds: readonly HostCostThreshold[], spots: number): HostCostThreshold[] {
  if (thresholds.some((t) => t.numberOfTravelers <= spots)) return [...thresholds];
  const smallest = [...thresholds].sort((a, b) => a.numberOfTravelers - b.numberOfTravelers)[0];
  return smallest ? [{ ...smallest, numberOfTravelers: Math.min(smallest.numberOfTravelers, spots) }] : [];
}

/** The host's earnings for a number of sold spots (minor units): 0 without spots, prices or tiers (HBK-008). */
export function hostEarningsForSpots(
  input: Omit<HostCostTableInput, 'minimumSpots' | 'maximumSpots'>,
  spots: number,
): number {
  if (spots <= 0 || input.costThresholds.length === 0) return 0;
  return costTableRow(
    { ...input, minimumSpots: spots, maximumSpots: spots, costThresholds: tiersFor(input.costThresholds, spots) },
    spots,
  ).totalEarnings;
}
