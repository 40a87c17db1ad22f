// Named values of the time-driven rules: the rule names the scheduler's ledger keys by, and the automatic reasons.
import type { CancellationReasonCode } from '../cancellation/cancellation.constants.js';
import type { BookingStatus, TripStatus } from '../shared/statuses.js';

/** Every time-driven rule (MKT-013..MKT-019, and a live trip reaching its minimum), as named in the scheduler's ledger. */
export const SCHEDULED_RULES = [
  'trip-launch',
  'launch-overdue',
  'minimum-bookings-overdue',
  'ready-to-confirm',
  'payment-reminder-1',
  'payment-reminder-2',
  'payment-reminder-3',
  'payment-reminder-4',
  'automatic-payment',
  'campaign-send',
  'bookings-final',
  'trip-complete',
] as const;
export type ScheduledRule = (typeof SCHEDULED_RULES)[number];

/** The trip cancellation reasons the scheduler gives (TRP-007, MKT-014, MKT-015). */
export const AUTOMATIC_LAUNCH_OVERDUE_REASON = 'automatic-launch-overdue';
export const AUTOMATIC_MINIMUM_BOOKINGS_OVERDUE_REASON = 'automatic-minimum-bookings-overdue';

/**
 * DECIDE: a booking of a trip the scheduler cancels is cancelled with code 17 ('provider, full refund'): the platform,
 * not the traveler or the host, ended the trip, and the spec lists 'not confirmed' among the provider cancellations.
 */
export const AUTOMATIC_TRIP_CANCELLATION_BOOKING_CODE: CancellationReasonCode = '17';

/** Trips the scheduler may launch: accepted and waiting for their launch date (MKT-013). */
export const LAUNCHABLE_TRIP_STATUSES: readonly TripStatus[] = ['host-approved', 'early-confirmed'];
/** Trips that complete after their end date: confirmed, closed for bookings or not (MKT-019). */
export const COMPLETABLE_TRIP_STATUSES: readonly TripStatus[] = ['confirmed', 'closed'];
/** Bookings that hold a spot and count towards the minimum; they are reminded, charged and cancelled with the trip. */
export const ACTIVE_BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];
/** A campaign email is sent when it is Scheduled and active; Pending, Disabled and Canceled ones never (MKT-018). */
export const SENDABLE_CAMPAIGN_STATUS = 'Scheduled';
export const SENT_CAMPAIGN_STATUS = 'Sent';
