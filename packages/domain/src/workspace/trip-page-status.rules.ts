// The trip page status and timeline stage a host sees for a trip (host-and-platform §4.3).
import { calendarDateOf, formatDate, type CalendarDate, utcMidnight } from '../shared/dates.js';
import type { TripStatus } from '../shared/statuses.js';
import {
  HOST_TRIP_PAGE_STATUS_FALLBACK,
  HOST_TRIP_TIMELINE_STAGES,
  type HostTripPageStatus,
  type HostTripTimelineStageKey,
} from './workspace.constants.js';

/** What the trip page status needs from a trip and its booking counts. */
interface HostTripPageStatusInput {
  status: TripStatus;
  launchDate: Date | null;
  confirmedTravelers: number;
  pendingTravelers: number;
  maximumSpots: number;
}

/** Whether the launch day, taken at UTC midnight, is today or earlier at `now` (WSP-052). */
export function isLaunchDayReached(launchDate: Date, now: Date): boolean {
  return utcMidnight(calendarDateOf(launchDate, 'UTC')).getTime() <= now.getTime();
}

/** Whether confirmed plus pending travelers fill the maximum spots (WSP-054). */
const isHostTripSoldOut = (
  t: Pick<HostTripPageStatusInput, 'confirmedTravelers' | 'pendingTravelers' | 'maximumSpots'>,
) => t.confirmedTravelers + t.pendingTravelers >= t.maximumSpots;

/** The trip page status shown to the host (WSP-050 to WSP-055; unmapped statuses per HOST_TRIP_PAGE_STATUS_FALLBACK). */
export function hostTripPageStatus(trip: HostTripPageStatusInput, now: Date): HostTripPageStatus {
  if (trip.status === 'cancelled') return 'cancelled';
  if (trip.status === 'closed') return 'closed';
  if (trip.launchDate === null) return 'launch-not-scheduled';
  switch (trip.status) {
    case 'host-approved':
      return 'pre-launch-not-bookable';
    case 'live':
      return isLaunchDayReached(trip.launchDate, now) ? 'live' : 'pre-launch-bookable';
    case 'ready-to-confirm':
      return 'live';
    case 'confirmed':
    case 'early-confirmed':
      return isHostTripSoldOut(trip) ? 'confirmed-sold-out' : 'confirmed-bookable';
    default:
      return HOST_TRIP_PAGE_STATUS_FALLBACK[trip.status];
  }
}

/** The timeline stage a trip status belongs to, or undefined before the trip page exists (WSP-056 to WSP-058). */
export function hostTripTimelineStage(status: TripStatus): HostTripTimelineStageKey | undefined {
  return HOST_TRIP_TIMELINE_STAGES.find((s) => (s.statuses as readonly TripStatus[]).includes(status))?.key;
}

/**
 * The Closed stage text (WSP-059): a confirmed trip closes for new bookings on `closeDate`; any other trip is
 * cancelled on that date unless confirmed.
 */
export function hostTripClosedStageText(status: TripStatus, closeDate: CalendarDate): string {
  const on = formatDate(closeDate, 'MMM dd, yyyy');
  return status === 'confirmed' || status === 'early-confirmed'
    ? `Your trip closes for new bookings on ${on}.`
    : `Your trip will be cancelled on ${on} unless it is confirmed.`;
}
