// The host bookings area's named values: order statuses and labels, payment labels, copy, messages and timings.
import type { TripStatus } from '../shared/statuses.js';

/** Order statuses of a trip's travelers as the host sees them (HBK-014). */
export const HOST_ORDER_STATUSES = ['pending', 'confirmed', 'waitlist', 'awaiting'] as const;
export type HostOrderStatus = (typeof HOST_ORDER_STATUSES)[number];

/** The status label of an order that is neither pending cancellation nor rejected (HBK-017). */
export const HOST_ORDER_STATUS_LABELS: Record<HostOrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  waitlist: 'Waitlisted',
  awaiting: 'Awaiting Payment',
};
export const HOST_ORDER_PENDING_CANCEL_LABEL = 'Pending Cancel';
export const HOST_ORDER_REJECTED_LABEL = 'Rejected';
/** Statuses in which a host-cancelled order reads 'Rejected' (HBK-016). */
export const HOST_ORDER_REJECTABLE_STATUSES: readonly HostOrderStatus[] = ['waitlist', 'awaiting'];
/** Orders of the pending (Travelers) table and of the Waitlisted table (HBK-018, HBK-019). */
export const HOST_PENDING_TABLE_STATUSES: readonly HostOrderStatus[] = ['pending', 'confirmed'];
export const HOST_WAITLIST_TABLE_STATUSES: readonly HostOrderStatus[] = ['waitlist', 'awaiting'];

/** Payment labels of a traveler (HBK-020 to HBK-022). */
export const HOST_PAYMENT_LABELS = ['Paid', 'Partial', 'Unpaid'] as const;
export type HostPaymentLabel = (typeof HOST_PAYMENT_LABELS)[number];

/** Trip statuses in which Confirm Selected needs one spot, and those in which it needs the minimum threshold (HBK-026, HBK-027). */
export const CONFIRM_ANY_SPOT_TRIP_STATUSES: readonly TripStatus[] = ['confirmed', 'early-confirmed'];
export const CONFIRM_THRESHOLD_TRIP_STATUSES: readonly TripStatus[] = ['host-approved', 'ready-to-confirm'];

/** The 'Launch and Confirm' dialog (HBK-030). */
export const LAUNCH_AND_CONFIRM_DIALOG = {
  title: 'Launch and Confirm',
  description:
    'Confirming now will set your trip launch date to now and send your scheduled promotions to your audience.',
} as const;

/** Bookings tab copy (HBK-003, HBK-005, HBK-006, HBK-009, HBK-011, HBK-012). */
export const BOOKINGS_COUNT_CARD_LABELS = { pending: 'Pending', onHold: 'Waitlisted', confirmed: 'Confirmed' } as const;
export const BOOKINGS_CHART_TITLE = 'Bookings to Date';
export const BOOKINGS_CHART_EMPTY_MESSAGE = 'Not enough data to display.';
export const BOOKINGS_DOWNLOAD_REPORT_LABEL = 'Download Report';
export const BOOKINGS_AUTO_CONFIRM_LABEL = 'Auto-confirm pending travelers when the trip is confirmed';
export const BOOKINGS_TABLE_TITLES = { travelers: 'Travelers', waitlisted: 'Waitlisted' } as const;

/** Bookings toasts (HBK-034 to HBK-037, HBK-043). */
export const BOOKINGS_CONFIRMED_MESSAGE = 'The bookings were confirmed!';
export const BOOKINGS_CANCELLED_MESSAGE = 'The bookings were cancelled';
export const BOOKINGS_TOAST_MS = 4000;
export const COMPANIONS_SUBMITTED_MESSAGE = 'Companions were submitted';

/** Trip statuses in which host companions can no longer be edited (HBK-038). */
export const COMPANIONS_LOCKED_TRIP_STATUSES: readonly TripStatus[] = ['complete', 'closed'];
/** Companion form labels used in '{field} is required' (HBK-040). */
export const HOST_COMPANION_FIELD_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  dateOfBirth: 'Date Of Birth',
} as const;
export const HOST_COMPANION_EMAIL_MESSAGE = 'Invalid email format';
/** DECIDE: this message names the expected format because the spec gives MM/DD/YYYY but no text. */
export const HOST_COMPANION_DATE_OF_BIRTH_MESSAGE = 'Date Of Birth must be MM/DD/YYYY';
