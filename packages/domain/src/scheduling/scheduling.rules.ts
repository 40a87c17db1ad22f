// The time-driven rules (MKT-013..MKT-019): from `now` and the stored objects to the actions due, each with the key
// (rule, object, due date) that makes it happen once. Pure: the scheduler in the API reads, applies and records.
import { bookingFinalDate } from '../booking/manage-booking.rules.js';
import { paymentReminderDates } from '../home/home.rules.js';
import { isAutomaticPaymentApplicable } from '../payment/payment.rules.js';
import { PROMOTE_EMAIL_LOCKED_TRIP_STATUSES } from '../promote/promote.constants.js';
import { type CalendarDate, calendarDateOf, compareDates } from '../shared/dates.js';
import type { BookingStatus, TripStatus } from '../shared/statuses.js';
import { launchDeadlineOf, minimumBookingsDeadlineOf } from '../workspace/launch.rules.js';
import { LAUNCH_MIN_BOOKINGS } from '../workspace/workspace.constants.js';
import {
  ACTIVE_BOOKING_STATUSES,
  AUTOMATIC_LAUNCH_OVERDUE_REASON,
  AUTOMATIC_MINIMUM_BOOKINGS_OVERDUE_REASON,
  COMPLETABLE_TRIP_STATUSES,
  LAUNCHABLE_TRIP_STATUSES,
  SENDABLE_CAMPAIGN_STATUS,
  type ScheduledRule,
} from './scheduling.constants.js';

/** A machine event a rule sends (the API attaches the scheduler as its sender). */
type ScheduledEvent =
  | { type: 'trip.launch' }
  | { type: 'trip.cancel'; reason: string }
  | { type: 'trip.markReadyToConfirm' }
  | { type: 'trip.close' }
  | { type: 'trip.complete' };

/** One thing due: which rule, on which object, due since when, and the lifecycle event it sends (if it moves one). */
export interface DueAction {
  rule: ScheduledRule;
  objectId: string;
  /** A calendar date, or an instant in ISO form for the launch: with the rule and the object, the once-only key. */
  dueOn: string;
  event?: ScheduledEvent;
}

/** What the trip rules read of a stored trip. */
export interface ScheduledTrip {
  id: string;
  status: TripStatus;
  launchDate: Date | null;
  /** When the host reserved the trip: the first acceptance of the services agreement. */
  reservedAt: Date | null;
  startDate: CalendarDate;
  endDate: CalendarDate | null;
  /** Days before the start after which bookings are final (null: the default). */
  bookingsDeadline: number | null;
  hostLevel: number;
  /** Bookings that hold a spot (pending or confirmed, not pending cancellation). */
  activeBookings: number;
  /** The spots those bookings hold. */
  activeSpots: number;
  /** The trip's minimum spots (the host's confirmation threshold), when the operator set one. */
  minimumSpots: number | null;
}

/** What the booking rules read of a stored booking and its trip. */
export interface ScheduledBooking {
  id: string;
  status: BookingStatus;
  isPendingCancellation: boolean;
  dueAmount: number;
  paymentDueDate: CalendarDate | null;
  automaticPaymentStatus: string | null;
  tripStatus: TripStatus;
  tripStartDate: CalendarDate;
}

/** What the campaign rule reads of a stored campaign email and its trip. */
export interface ScheduledCampaign {
  id: string;
  status: string;
  active: boolean;
  scheduledDate: Date | null;
  tripStatus: TripStatus;
}

/**
 * DECIDE: day-based deadlines are calendar days in UTC (as the trip page's launch day is, host-and-platform §4.3); a
 * deadline day is the last day allowed, so the action falls due on the day after it.
 */
const todayUtc = (now: Date): CalendarDate => calendarDateOf(now, 'UTC');
const isPast = (deadline: CalendarDate, now: Date) => compareDates(todayUtc(now), deadline) > 0;

/** MKT-013: a host-approved (or early-confirmed) trip launches once its launch instant (set in the host's zone) has come. */
export function launchDue(trip: ScheduledTrip, now: Date): DueAction | null {
  if (!LAUNCHABLE_TRIP_STATUSES.includes(trip.status) || !trip.launchDate) return null;
  if (trip.launchDate.getTime() > now.getTime()) return null;
  return {
    rule: 'trip-launch',
    objectId: trip.id,
    dueOn: trip.launchDate.toISOString(),
    event: { type: 'trip.launch' },
  };
}

/**
 * MKT-014: a host-approved trip with no launch scheduled 14 days after its reservation is cancelled, 'automatic launch
 * overdue'. DECIDE: every host level, as MKT-014 states it (the launch stepper's copy names levels ONE and TWO).
 */
export function launchOverdueDue(trip: ScheduledTrip, now: Date): DueAction | null {
  if (trip.status !== 'host-approved' || trip.launchDate || !trip.reservedAt) return null;
  const deadline = launchDeadlineOf(todayUtc(trip.reservedAt));
  if (!isPast(deadline, now)) return null;
  return {
    rule: 'launch-overdue',
    objectId: trip.id,
    dueOn: deadline,
    event: { type: 'trip.cancel', reason: AUTOMATIC_LAUNCH_OVERDUE_REASON },
  };
}

/**
 * MKT-015: a live trip short of the minimum bookings (LAUNCH_MIN_BOOKINGS) after its minimum-bookings window (14 days
 * from launch for levels ONE and TWO, 30 otherwise) is cancelled, 'automatic minimum bookings overdue'.
 */
export function minimumBookingsOverdueDue(trip: ScheduledTrip, now: Date): DueAction | null {
  if (trip.status !== 'live' || !trip.launchDate || trip.activeBookings >= LAUNCH_MIN_BOOKINGS) return null;
  // A trip holding its minimum spots becomes ready to confirm instead (the same run must not also cancel it).
  if (readyToConfirmDue(trip, now)) return null;
  const deadline = minimumBookingsDeadlineOf(todayUtc(trip.launchDate), trip.hostLevel);
  if (!isPast(deadline, now)) return null;
  return {
    rule: 'minimum-bookings-overdue',
    objectId: trip.id,
    dueOn: deadline,
    event: { type: 'trip.cancel', reason: AUTOMATIC_MINIMUM_BOOKINGS_OVERDUE_REASON },
  };
}

/**
 * A live trip whose active bookings hold its minimum spots is ready to confirm (the trip machine's
 * 'trip.markReadyToConfirm', the scheduler's alone): from then the host can confirm it (HBK: Confirm Selected needs the
 * selected spots to reach the same minimum). DECIDE: the threshold is the trip's minimum spots, so the move and the
 * host's button agree; a trip without one needs LAUNCH_MIN_BOOKINGS spots. Once per trip: keyed by its launch.
 */
export function readyToConfirmDue(trip: ScheduledTrip, now: Date): DueAction | null {
  if (trip.status !== 'live' || !trip.launchDate || trip.launchDate.getTime() > now.getTime()) return null;
  if (trip.activeSpots < (trip.minimumSpots ?? LAUNCH_MIN_BOOKINGS)) return null;
  return {
    rule: 'ready-to-confirm',
    objectId: trip.id,
    dueOn: trip.launchDate.toISOString(),
    event: { type: 'trip.markReadyToConfirm' },
  };
}

/** MKT-019: bookings of a confirmed trip become final at its bookings deadline, and the trip closes for bookings. */
export function bookingsFinalDue(trip: ScheduledTrip, now: Date): DueAction | null {
  if (trip.status !== 'confirmed') return null;
  const finalOn = bookingFinalDate(trip.startDate, trip.bookingsDeadline);
  if (compareDates(todayUtc(now), finalOn) < 0) return null;
  return { rule: 'bookings-final', objectId: trip.id, dueOn: finalOn, event: { type: 'trip.close' } };
}

/** MKT-019: a confirmed or closed trip completes the day after its end date (its start date when it has none). */
export function tripCompleteDue(trip: ScheduledTrip, now: Date): DueAction | null {
  if (!COMPLETABLE_TRIP_STATUSES.includes(trip.status)) return null;
  const lastDay = trip.endDate ?? trip.startDate;
  if (!isPast(lastDay, now)) return null;
  return { rule: 'trip-complete', objectId: trip.id, dueOn: lastDay, event: { type: 'trip.complete' } };
}

/** Every trip rule due at `now`, in lifecycle order (a scheduler that was down may owe a trip a close and a completion). */
export function tripActionsDue(trip: ScheduledTrip, now: Date): DueAction[] {
  return [launchOverdueDue, launchDue, readyToConfirmDue, minimumBookingsOverdueDue, bookingsFinalDue, tripCompleteDue]
    .map((rule) => rule(trip, now))
    .filter((a): a is DueAction => a !== null);
}

const remindable = (b: ScheduledBooking) =>
  ACTIVE_BOOKING_STATUSES.includes(b.status) &&
  !b.isPendingCancellation &&
  b.dueAmount > 0 &&
  b.tripStatus !== 'cancelled' &&
  b.tripStatus !== 'complete';

/**
 * MKT-016: the payment reminder due to a booking with an amount due: reminder n from its date (PAYMENT_REMINDER_DAYS_
 * BEFORE_TRIP_START) until the next one's, the last until the trip starts. A scheduler that was down sends only the
 * latest reminder due, never a burst of stale ones.
 */
export function paymentReminderDue(booking: ScheduledBooking, now: Date): DueAction | null {
  if (!remindable(booking)) return null;
  const today = todayUtc(now);
  const dates = paymentReminderDates(booking.tripStartDate);
  const ends = [...dates.slice(1), booking.tripStartDate];
  const index = dates.findIndex((d, i) => compareDates(d, today) <= 0 && compareDates(today, ends[i] as string) < 0);
  if (index < 0) return null;
  return {
    rule: `payment-reminder-${index + 1}` as ScheduledRule,
    objectId: booking.id,
    dueOn: dates[index] as string,
  };
}

/** MKT-017: the automatic payment of the due amount on its due date (or later, catching up) while the rule holds. */
export function automaticPaymentDue(booking: ScheduledBooking, now: Date): DueAction | null {
  if (!booking.paymentDueDate || !ACTIVE_BOOKING_STATUSES.includes(booking.status)) return null;
  if (booking.tripStatus === 'cancelled' || booking.tripStatus === 'complete') return null;
  const today = todayUtc(now);
  if (compareDates(booking.paymentDueDate, today) > 0) return null;
  const applies = isAutomaticPaymentApplicable(
    {
      dueAmount: booking.dueAmount,
      automaticPayment: { status: booking.automaticPaymentStatus },
      isPendingCancellation: booking.isPendingCancellation,
      tripStartDate: booking.tripStartDate,
    },
    today,
  );
  return applies ? { rule: 'automatic-payment', objectId: booking.id, dueOn: booking.paymentDueDate } : null;
}

/** MKT-018: a Scheduled, active campaign email is sent once its date has come, unless its trip is over or cancelled. */
export function campaignDue(campaign: ScheduledCampaign, now: Date): DueAction | null {
  if (campaign.status !== SENDABLE_CAMPAIGN_STATUS || !campaign.active || !campaign.scheduledDate) return null;
  if (PROMOTE_EMAIL_LOCKED_TRIP_STATUSES.includes(campaign.tripStatus)) return null;
  if (campaign.scheduledDate.getTime() > now.getTime()) return null;
  return { rule: 'campaign-send', objectId: campaign.id, dueOn: campaign.scheduledDate.toISOString() };
}
