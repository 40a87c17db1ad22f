// The promote area's named values: email statuses, copy limit, analytics statuses, messages and toast timings.
import type { TripStatus } from '../shared/statuses.js';

/** Promote email statuses (PRM-008). */
export const PROMOTE_EMAIL_STATUSES = ['Pending', 'Scheduled', 'Sent', 'Disabled', 'Canceled'] as const;
/** Email statuses after which an email can no longer be edited (PRM-009). */
export const PROMOTE_EMAIL_FINAL_STATUSES = ['Sent', 'Canceled'] as const;
/** Trip statuses in which no promote email can be edited (PRM-009). */
export const PROMOTE_EMAIL_LOCKED_TRIP_STATUSES: readonly TripStatus[] = ['cancelled', 'closed', 'complete'];

/**
 * DECIDE: promote email copy (the host blurb) is capped at 500 characters because it is a personal note inside a
 * templated email, about 80 words, and longer text pushes the call to action below the fold on mobile.
 */
export const PROMOTE_EMAIL_MAX_CHARACTERS = 500;
export const PROMOTE_EMAIL_MAX_MESSAGE = `Maximum ${PROMOTE_EMAIL_MAX_CHARACTERS} characters allowed`;
/** DECIDE: an email subject is capped at 150 characters because mail clients truncate longer subjects. */
export const PROMOTE_EMAIL_SUBJECT_MAX_CHARACTERS = 150;

/**
 * DECIDE: the Promote analytics charts show for the bookable statuses live, ready-to-confirm, early-confirmed and
 * confirmed, because those are the statuses in which the trip page takes bookings and so has visits and travelers.
 */
export const PROMOTE_ANALYTICS_TRIP_STATUSES: readonly TripStatus[] = [
  'live',
  'ready-to-confirm',
  'early-confirmed',
  'confirmed',
];

/** Promote tab copy (PRM-003, PRM-006). */
export const PROMOTE_TAB_TITLE = 'Promote Trip';
export const PROMOTE_OPEN_TRIP_PAGE_LABEL = 'Open Trip Page';
export const PROMOTE_EMAIL_CAMPAIGN_TABLE_TITLE = 'Email Campaign';
export const PROMOTE_EMAIL_PREVIEW_OPEN_LABEL = 'Open';

/** Analytics report failure (PRM-005). */
export const PROMOTE_ANALYTICS_ERROR = {
  title: 'We encountered an error',
  description: 'Please try again later',
  defaultText: 'There was an error processing your request',
} as const;

/** Promote email save and send toasts (PRM-014, PRM-015, PRM-016). */
export const PROMOTE_EMAIL_SAVED_TOAST = {
  title: 'Promote Email Saved',
  description: 'Your Promote Email was saved successfully.',
} as const;
export const PROMOTE_EMAIL_NOT_SAVED_TOAST = {
  title: 'Promote Email Not Saved',
  description: 'An error has ocurred saving your Email, please try again.',
} as const;
export const PROMOTE_EMAIL_SENT_MESSAGE = 'Email sent';
export const PROMOTE_EMAIL_SEND_ERROR_MESSAGE = 'There was an error sending the email. Please try again.';

/** The test email toast auto-hides after 2000 ms (PRM-017). */
export const PROMOTE_TEST_EMAIL_TOAST_MS = 2000;
