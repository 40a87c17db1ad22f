// Bookings tab read-outs: the traveler count summary, the 'Bookings to Date' chart and the sidebar card.
import { BOOKINGS_COUNT_CARD_LABELS } from './host-bookings.constants.js';
import type { HostBookingsChartData, HostBookingsTripDetails } from './host-bookings.schema.js';

/** The traveler count summary: pending, on hold (waitlisted) and confirmed, as the three cards show them (HBK-003, HBK-004). */
export function hostTravelerCountSummary(
  details: Pick<HostBookingsTripDetails, 'pendingTravelers' | 'onHoldTravelers' | 'confirmedTravelers'>,
): { key: 'pending' | 'onHold' | 'confirmed'; label: string; count: number }[] {
  return [
    { key: 'pending', label: BOOKINGS_COUNT_CARD_LABELS.pending, count: details.pendingTravelers },
    { key: 'onHold', label: BOOKINGS_COUNT_CARD_LABELS.onHold, count: details.onHoldTravelers },
    { key: 'confirmed', label: BOOKINGS_COUNT_CARD_LABELS.confirmed, count: details.confirmedTravelers },
  ];
}

/** Whether the chart has data to draw; otherwise it shows its empty message (HBK-006). */
export function hasBookingsChartData(chart: HostBookingsChartData): boolean {
  return chart.labels.length > 0 && chart.series.some((s) => (Array.isArray(s) ? s.length > 0 : true));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A chart label given as MM/DD shown as 'MMM DD' ('03/05' -> 'Mar 05'); other text is returned unchanged (HBK-007). */
export function formatBookingsChartLabel(label: string): string {
  const m = /^(\d{2})\/(\d{2})$/.exec(label.trim());
  const month = m ? MONTHS[Number(m[1]) - 1] : undefined;
  return m && month && Number(m[2]) >= 1 && Number(m[2]) <= 31 ? `${month} ${m[2]}` : label;
}

/** What the bookings sidebar card shows: earnings until the earnings report is approved, then 'Download Report' (HBK-008, HBK-009). */
export function bookingsSidebarCard(trip: {
  earningsReport?: { approved?: { date?: Date | null | undefined } | undefined } | undefined;
}): 'earnings' | 'download-report' {
  return trip.earningsReport?.approved?.date ? 'download-report' : 'earnings';
}

/** Whether the Bookings tab shows the Companion form: the trip has companions (HBK-010). */
export const showHostCompanionForm = (companions: readonly unknown[] | null | undefined): boolean =>
  (companions?.length ?? 0) > 0;
