// Pure rules of rides: status mapping, cancel/rebook windows, edit permissions, price visibility, calendar link.
import { fromZonedTime } from 'date-fns-tz';
import { type CalendarDate, formatInstant, startOfDateIn } from '../shared/dates.js';
import { spellingKey } from '../shared/enum.js';
import type { UserRole } from '../shared/statuses.js';
import {
  RIDE_CALENDAR_FALLBACK_DURATION_SECONDS,
  RIDE_CALENDAR_TEMPLATE_URL,
  RIDE_DATE_FORMAT,
  RIDE_FREE_CANCELLATION_HOURS,
  RIDE_LIST_TAB_ORDER,
  RIDE_MESSAGES,
  RIDE_MODIFIABLE_STATUSES,
  RIDE_MODIFYING_ROLES,
  RIDE_PRICE_VISIBLE_ROLES,
  RIDE_REBOOK_CUTOFF_HOURS_BEFORE_TRIP_START,
  RIDE_STATUS_LABELS,
} from './ground-transfer.constants.js';
import type {
  GroundTransferDisplayStatus,
  GroundTransferStage,
  RideCancellationStatus,
  RideJourney,
  RideLocation,
  RidePickup,
  RideStatus,
} from './ride.schema.js';

const HOUR_MS = 3_600_000;

const DISPLAY_STATUS_BY_JOURNEY_KEY: ReadonlyMap<string, GroundTransferDisplayStatus> = new Map(
  (
    [
      ['not paid', 'pending'],
      ['awaiting approval', 'pending'],
      ['pending', 'pending'],
      ['cancelled free', 'cancelled'],
      ['cancelled with costs', 'cancelled'],
      ['planned', 'driver-assigned'],
      ['driver underway', 'driver-assigned'],
      ['driver arrived', 'driver-assigned'],
      ['journey in progress', 'driver-assigned'],
      ['confirmed', 'confirmed'],
      ['completed', 'completed'],
      // The display statuses themselves map to themselves, so a stored display status is stable.
      ['cancelled', 'cancelled'],
      ['canceled', 'cancelled'],
      ['driver assigned', 'driver-assigned'],
      ['processing', 'processing'],
    ] as const
  ).map(([status, display]) => [spellingKey(status), display]),
);

/** The booking display status of a provider journey status; anything unknown is processing (GTR-005..011). */
export function groundTransferDisplayStatus(journeyStatus: string | null | undefined): GroundTransferDisplayStatus {
  if (!journeyStatus) return 'processing';
  return DISPLAY_STATUS_BY_JOURNEY_KEY.get(spellingKey(journeyStatus)) ?? 'processing';
}

/** The ride status shown for a journey status: the display status, except driver underway keeps its own (GTR-008). */
export function rideStatusOfJourney(journeyStatus: string | null | undefined): RideStatus {
  if (journeyStatus && spellingKey(journeyStatus) === spellingKey('driver-underway')) return 'driver-underway';
  return groundTransferDisplayStatus(journeyStatus);
}

/** The label of a ride status. */
export function rideStatusLabel(status: RideStatus): string {
  return RIDE_STATUS_LABELS[status];
}

/** The instant of a ride's pickup from its local wall time and zone. */
export function ridePickupInstant(pickup: RidePickup): Date {
  return fromZonedTime(pickup.localTime, pickup.timeZone);
}

/** Whether cancelling the ride now is free: up to 24 hours before pickup (GTR-027, RID-013). */
export function isRideCancellationFree(pickup: RidePickup, now: Date): boolean {
  return ridePickupInstant(pickup).getTime() - now.getTime() >= RIDE_FREE_CANCELLATION_HOURS * HOUR_MS;
}

/** Whether a ride may still be rebooked: up to 24 hours before the trip starts in its zone (GTR-028, RID-014). */
export function canRebookRide(trip: { startDate: CalendarDate; timeZone?: string }, now: Date): boolean {
  const start = startOfDateIn(trip.startDate, trip.timeZone ?? 'UTC');
  return start.getTime() - now.getTime() >= RIDE_REBOOK_CUTOFF_HOURS_BEFORE_TRIP_START * HOUR_MS;
}

/** Whether the user may edit or cancel the ride: a primary role and a pending or confirmed ride (RID-009). */
export function canModifyRide(userRole: UserRole | null | undefined, journeyStatus: string): boolean {
  // RIDE_MODIFYING_ROLES lists primary roles only, so no role, and every secondary role, is refused here.
  return (
    (RIDE_MODIFYING_ROLES as readonly (string | null | undefined)[]).includes(userRole) &&
    (RIDE_MODIFIABLE_STATUSES as readonly string[]).includes(rideStatusOfJourney(journeyStatus))
  );
}

/** Whether the user sees the price of rides (RID-008). */
export function canSeeRidePrice(userRole: UserRole | null | undefined): boolean {
  return (RIDE_PRICE_VISIBLE_ROLES as readonly (string | null | undefined)[]).includes(userRole);
}

/**
 * Whether ground transfers are loaded (RID-004, RID-005): for host-type users, and for travelers with a booking, the
 * companion included: a ride carries the whole booking, so the companion sees the rides they ride in (issue 25),
 * read-only and without the price (RID-008, RID-009). The traveler type skipped is one without a role on a booking.
 */
export function shouldLoadGroundTransfers(user: {
  isHostType: boolean;
  role?: UserRole | null | undefined;
  hasBooking: boolean;
}): boolean {
  if (user.isHostType) return true;
  return user.hasBooking && !!user.role;
}

/** Whether the transfer list is refreshed after a ride cancellation: only on success (RID-012). */
export function shouldRefreshRidesAfterCancellation(status: RideCancellationStatus): boolean {
  return status === 'success';
}

/** A ride date for display, MM/dd/yyyy HH:mm in the given zone (GTR-029, RID-024). */
export function formatRideDate(instant: Date, timeZone = 'UTC'): string {
  return formatInstant(instant, RIDE_DATE_FORMAT, timeZone);
}

/** The ride's pickup wall time for display, MM/dd/yyyy HH:mm in the pickup's own zone. */
export function formatRidePickup(pickup: RidePickup): string {
  return formatRideDate(ridePickupInstant(pickup), pickup.timeZone);
}

/** The display name of a resolved address: its establishment, else its region, else its address. */
export function rideLocationLabel(location: RideLocation): string {
  return location.establishment ?? location.region ?? location.formattedAddress ?? '';
}

/** The ride's duration for the calendar: its approximate duration, else the 360-second fallback (RID-022, RID-023). */
export function rideCalendarDurationSeconds(journey: Pick<RideJourney, 'approxDurationAndDistance'>): number {
  const seconds = journey.approxDurationAndDistance?.durationInSeconds;
  return seconds !== undefined && Number.isFinite(seconds) && seconds > 0
    ? seconds
    : RIDE_CALENDAR_FALLBACK_DURATION_SECONDS;
}

/** The calendar event's start and end instants (RID-022, RID-023). */
export function rideCalendarTimes(journey: Pick<RideJourney, 'pickup' | 'approxDurationAndDistance'>): {
  start: Date;
  end: Date;
} {
  const start = ridePickupInstant(journey.pickup);
  return { start, end: new Date(start.getTime() + rideCalendarDurationSeconds(journey) * 1000) };
}

const calendarStamp = (d: Date): string => formatInstant(d, "yyyyMMdd'T'HHmmss'Z'", 'UTC');

/** A calendar template link with text, details, dates and location for a ride (RID-021). */
export function rideCalendarLink(
  journey: Pick<
    RideJourney,
    'type' | 'code' | 'origin' | 'destination' | 'pickup' | 'approxDurationAndDistance' | 'vehicleCategory'
  >,
): string {
  const { start, end } = rideCalendarTimes(journey);
  const from = rideLocationLabel(journey.origin);
  const to = rideLocationLabel(journey.destination);
  const params: [string, string][] = [
    ['action', 'TEMPLATE'],
    ['text', `${journey.type === 'arrival' ? 'Arrival' : 'Departure'} transfer to ${to}`],
    ['details', `Booking ${journey.code}: ${journey.vehicleCategory} from ${from} to ${to}`],
    ['dates', `${calendarStamp(start)}/${calendarStamp(end)}`],
    ['location', from],
  ];
  return `${RIDE_CALENDAR_TEMPLATE_URL}?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** The inline error a failed ride cancel or update shows (GTR-031, RID-015..018). */
export function rideActionErrorView(
  action: 'cancel' | 'update',
  serverMessage: string | null | undefined,
): { message: string; serverMessage: string | null; contactSupport: true; showBackButton: boolean } {
  return {
    message: action === 'cancel' ? RIDE_MESSAGES.cancelFailure : RIDE_MESSAGES.updateFailure,
    serverMessage: serverMessage?.trim() ? serverMessage : null,
    contactSupport: true,
    showBackButton: action === 'cancel',
  };
}

/** The toast a successful ride cancel or update shows (GTR-032, GTR-033, RID-019, RID-020). */
export function rideActionSuccessMessage(action: 'cancel' | 'update'): string {
  return action === 'cancel' ? RIDE_MESSAGES.cancelSuccess : RIDE_MESSAGES.updateSuccess;
}

/** The arrival and departure journeys a ground-transfers card shows, in tab order (RID-006, RID-025). */
export function ridesByStage<T extends { journey: { type: GroundTransferStage } }>(
  rides: readonly T[],
): { stage: GroundTransferStage; rides: T[] }[] {
  return RIDE_LIST_TAB_ORDER.map((stage) => ({ stage, rides: rides.filter((r) => r.journey.type === stage) }));
}
