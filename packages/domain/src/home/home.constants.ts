// The host home's named values (HOM): stages, stepper, trip groups, badges, important dates and their DECIDE choices.
import type { TripStatus } from '../shared/statuses.js';

/** Home stages; the stepper shows the first five in this order, canceled stands apart (HOM-021). */
export const HOME_STEPPER_STAGES = ['plan-trip', 'launch-trip', 'promote', 'trip-prep', 'travel-time'] as const;
export const HOME_STAGES = [...HOME_STEPPER_STAGES, 'canceled'] as const;
export type HomeStage = (typeof HOME_STAGES)[number];
export const HOME_STAGE_LABELS: Readonly<Record<HomeStage, string>> = {
  'plan-trip': 'Plan Trip',
  'launch-trip': 'Launch Trip',
  promote: 'Promote',
  'trip-prep': 'Trip Prep',
  'travel-time': 'Travel Time',
  canceled: 'Canceled',
};

/** Statuses that decide a home stage on their own (HOM-014..019). */
export const HOME_STAGE_BY_STATUS: Readonly<Record<TripStatus, HomeStage>> = {
  cancelled: 'canceled',
  'pricing-approved': 'plan-trip',
  created: 'plan-trip',
  'partner-approved': 'plan-trip',
  'host-approved': 'launch-trip',
  'early-confirmed': 'launch-trip',
  live: 'promote',
  'ready-to-confirm': 'promote',
  confirmed: 'trip-prep',
  closed: 'travel-time',
  complete: 'travel-time',
};

/** Home trip groups and their dashboard headings (HOM-006, HOM-025..027). */
export const HOME_TRIP_GROUPS = ['upcoming', 'past', 'canceled'] as const;
export type HomeTripGroup = (typeof HOME_TRIP_GROUPS)[number];
export const HOME_TRIP_GROUP_LABELS: Readonly<Record<HomeTripGroup, string>> = {
  upcoming: "What's Next",
  past: 'Past Trips',
  canceled: 'Cancelled',
};

/** Statuses shown as under review; any other status asks the host to finalize the reservation (HOM-028, HOM-029). */
export const UNDER_REVIEW_TRIP_STATUSES = ['created', 'partner-approved'] as const;

/**
 * DECIDE: host trip tab groups by priority: 1 requests (created, partner-approved), 2 awaiting the host
 * (pricing-approved, host-approved), 3 selling and confirmed (live, ready-to-confirm, early-confirmed,
 * confirmed), 4 finished (closed, complete), 5 cancelled, because that is the lifecycle order and what needs
 * the host soonest comes first (HOM-030).
 */
export const HOST_TRIP_TAB_PRIORITY: Readonly<Record<TripStatus, 1 | 2 | 3 | 4 | 5>> = {
  created: 1,
  'partner-approved': 1,
  'pricing-approved': 2,
  'host-approved': 2,
  live: 3,
  'ready-to-confirm': 3,
  'early-confirmed': 3,
  confirmed: 3,
  closed: 4,
  complete: 4,
  cancelled: 5,
};

/** Home badge texts and their colour schemes (HOM-031..037). */
export const HOME_BADGE_COLORS = {
  Requested: 'warning',
  Closed: 'lightgrey',
  Live: 'blue',
  Pending: 'green',
  Confirmed: 'purple',
  Complete: 'teal',
  Cancelled: 'red',
} as const;
export type HomeBadgeText = keyof typeof HOME_BADGE_COLORS;
export type HomeBadgeColorScheme = (typeof HOME_BADGE_COLORS)[HomeBadgeText];

/**
 * DECIDE: the badge each trip status shows: requests 'Requested', pricing/host approved 'Pending', live and
 * ready to confirm 'Live', early confirmed and confirmed 'Confirmed', because the badge names the phase the
 * spec's colours describe and each status belongs to exactly one.
 */
export const HOME_BADGE_BY_STATUS: Readonly<Record<TripStatus, HomeBadgeText>> = {
  created: 'Requested',
  'partner-approved': 'Requested',
  'pricing-approved': 'Pending',
  'host-approved': 'Pending',
  live: 'Live',
  'ready-to-confirm': 'Live',
  'early-confirmed': 'Confirmed',
  confirmed: 'Confirmed',
  closed: 'Closed',
  complete: 'Complete',
  cancelled: 'Cancelled',
};

/** Important date keys (HOM-038). */
export const IMPORTANT_DATE_KEYS = [
  'earnings-50-percent-and-report',
  'earnings-remaining-50-percent',
  'form-reminder',
  'launch-scheduled',
  'launch-schedule-reminder',
  'minimum-bookings-deadline',
  'payments-due',
  'payment-reminder-1',
  'payment-reminder-2',
  'payment-reminder-3',
  'payment-reminder-4',
  'roommate-assignments',
  'trip-closed',
  'trip-guide-intro',
  'trip-start',
] as const;
export type ImportantDateKey = (typeof IMPORTANT_DATE_KEYS)[number];

/**
 * DECIDE: the four payment reminders fall 90, 60, 30 and 14 days before trip start, because monthly nudges
 * from three months out with a last call two weeks before keep travelers paid without daily noise (HOM-039).
 */
export const PAYMENT_REMINDER_DAYS_BEFORE_TRIP_START = [90, 60, 30, 14] as const;

/** Display formats (HOM-040, HOM-041); the launch time default (HOM-042) is the launch form's LAUNCH_DEFAULT_TIME. */
export const IMPORTANT_DATE_FORMAT = 'MM/dd';
export const HOME_TRIP_DATE_FORMAT = 'MMM dd, yyyy';

/** Home routes (HOM-001). */
export const HOME_ROUTES = {
  root: '/app/host/home',
  dashboard: '/app/host/home/dashboard',
  progress: '/app/host/home/progress',
} as const;

/** Home copy (HOM-004, HOM-005, HOM-043..045). */
export const HOME_MESSAGES = {
  surveyFirstWelcome: 'Engage your Audience',
  findTripWelcome: 'Find your Trip',
  loadErrorTitle: 'Error retrieving your data',
  loadErrorDescription: 'There was an error while we were getting your data',
  noUpcomingTrips: 'You have no upcoming trips',
  noImportantDates: 'You have no important dates',
  browseItineraries: 'Browse itineraries to request another trip',
} as const;
