// Named values of bookings as the traveler sees them: status labels, priorities, messages, deadlines and manage-booking texts.

/** How each displayed booking status is labelled; awaiting reads 'Awaiting Payment' (TRV-034). */
export const BOOKING_STATUS_LABELS = {
  pending: 'Pending',
  awaiting: 'Awaiting Payment',
  waitlist: 'Waitlisted',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  complete: 'Complete',
  'pending-cancellation': 'Pending cancellation',
} as const;

/** Status display priorities, lowest first (TRV-052). */
export const STATUS_DISPLAY_PRIORITY = {
  confirmed: 1,
  pending: 2,
  waitlisted: 3,
  complete: 4,
  cancelled: 5,
  awaiting: 6,
  closed: 7,
} as const;
export type StatusDisplayPriorityKey = keyof typeof STATUS_DISPLAY_PRIORITY;

/** The traveler-facing trip statuses (TRV-039..042). */
export const TRAVELER_FACING_TRIP_STATUSES = ['pending', 'confirmed', 'complete', 'cancelled'] as const;

/** The status card messages (traveler-app §4). */
export const BOOKING_STATUS_MESSAGES = {
  tripComplete: 'The trip was completed!',
  tripPending: 'The trip will be confirmed when {minimumSpots} people book.',
  confirmed: 'The trip is officially happening!',
  bookingCancelled: 'Either you or the host cancelled the trip.',
  waitlist: 'You are on the waitlist. You will be contacted if someone drops out.',
  awaiting: 'You are up on the waitlist! Send payment to secure your spot.',
  pendingCancellation: 'Pending cancellation',
  unknown: 'unknown status',
  /** DECIDE: the trip-cancelled text is 'This trip has been cancelled.' because the spec says one exists without its words. */
  tripCancelled: 'This trip has been cancelled.',
} as const;

/** DECIDE: bookings become final 90 days before the trip start by default, because after the 90-day refundable threshold nothing can be refunded. */
export const DEFAULT_BOOKINGS_DEADLINE_DAYS = 90;

/** The single-supplement inventory check status values (MBK-022). */
export const SERVICE_INVENTORY_STATUSES = ['initial', 'populated', 'verifying', 'needs_verification'] as const;

/** What confirming changes leads to: the payment route or finishing without payment (MBK-053, MBK-054). */
export const CONFIRMATION_MODES = ['payment', 'finish'] as const;

/** Success titles (MBK-055..058). */
export const BOOKING_SUCCESS_TITLES = {
  negativeBalance: 'Trip Balance Updated',
  refundNeeded: 'Refund Processing',
  zeroBalance: 'Changes Confirmed',
  paid: 'Payment Complete',
} as const;

/** DECIDE: the update error code for running out of private rooms is 'single-supplement-unavailable', matching the API's kebab-case codes. */
export const SINGLE_SUPPLEMENT_UNAVAILABLE_CODE = 'single-supplement-unavailable';

/** DECIDE: roles that see the add-ons of every user of a booking: admins, trip and account managers and the primary traveler, because the primary traveler pays for all of them. */
export const ADD_ON_VISIBILITY_PRIVILEGED_ROLES = [
  'admin',
  'tripManager',
  'accountManager',
  'traveler-primary',
] as const;

export const MANAGE_BOOKING_MESSAGES = {
  intro: 'Review and edit your accommodations, add-ons and transfers',
  finalNotice: 'Your booking is final {bookingsDeadline} days before the trip starts.',
  clearAllTitle: 'Are you sure you want to clear your selection?',
  clearAllText: 'Your trip changes will be removed',
  clearAllCancel: 'Cancel',
  clearAllConfirm: 'Clear All',
  insuranceRequired:
    'Insurance required for this trip. You will need to purchase insurance from a third party to go on this trip.',
  transferAffected:
    'Your changes will affect your currently booked transfer, please update your transfer to avoid any delays.',
  transferDateDiffers:
    'Your selected transfer date is different than your accommodation date, please be sure you are reserving a transfer on the correct date.',
  updateFailed: 'We encountered an issue while updating your booking.',
  privateRoomsSoldOutTitle: 'Private rooms unavailable',
  privateRoomsSoldOut: "Sorry, we have run out of private rooms at this time. Don't worry, you haven't been charged.",
  /** HER-004: the room form asks for a private room when none are left (before anything is charged). */
  privateRoomsSoldOutRemoveSelection:
    'Sorry, looks like we have run out of private rooms at this time. Please remove the private room selection to continue.',
} as const;
