// The lifecycle status lists every area shares, as plain values: a module with no zod, so a screen that needs a list
// or a label (a page title, a tab's gate) does not load the schemas (issue 29). Their schemas are in statuses.ts.

/** Trip statuses in lifecycle order (spec §4.1; the provider's prefix on pricing-approved is dropped). */
export const TRIP_STATUSES = [
  'created',
  'partner-approved',
  'pricing-approved',
  'host-approved',
  'live',
  'ready-to-confirm',
  'early-confirmed',
  'confirmed',
  'closed',
  'complete',
  'cancelled',
] as const;

/** The trip statuses from `first` on, in lifecycle order (the spec's 'X or later'): one list, not a copy per rule. */
export const tripStatusesFrom = (first: (typeof TRIP_STATUSES)[number]): (typeof TRIP_STATUSES)[number][] =>
  TRIP_STATUSES.slice(TRIP_STATUSES.indexOf(first));

/** Booking (order) statuses as stored; `complete` is derived, never stored (traveler-app §4). */
export const BOOKING_STATUSES = ['pending', 'awaiting', 'waitlist', 'confirmed', 'cancelled'] as const;

/** Booking statuses a screen shows: the stored ones plus derived complete and pending cancellation. */
export const BOOKING_DISPLAY_STATUSES = [...BOOKING_STATUSES, 'complete', 'pending-cancellation'] as const;
export type BookingDisplayStatus = (typeof BOOKING_DISPLAY_STATUSES)[number];

/** Trip request statuses (host-and-platform §3). */
export const TRIP_REQUEST_STATUSES = ['pending', 'trip-created', 'accepted', 'rejected'] as const;

/** Itinerary statuses; operator list labels in ITINERARY_STATUS_LABELS (operator-and-inventory §4). */
export const ITINERARY_STATUSES = ['created', 'incomplete', 'in-review', 'complete'] as const;
export const ITINERARY_STATUS_LABELS: Record<(typeof ITINERARY_STATUSES)[number], string> = {
  created: 'Not Submitted',
  incomplete: 'Not Submitted',
  'in-review': 'Pending Approval',
  complete: 'Live',
};

/** Add-on statuses while managing a booking (traveler-app §4). */
export const ADD_ON_STATUSES = ['AVAILABLE', 'CONFIRMED', 'PENDING_ADDITION', 'PENDING_REMOVAL'] as const;

/** Publish status of a trip page (host-and-platform §4.4). */
export const PUBLISH_STATUSES = ['pending', 'in-review', 'marketing', 'live'] as const;

/** Package levels, in the spec's order. */
export const PACKAGE_LEVELS = ['standard', 'economy', 'premium'] as const;

/** User groups and roles (PLT). */
export const USER_GROUPS = ['admin', 'host', 'operator', 'traveler', 'tripManager', 'accountManager'] as const;
export const USER_ROLES = ['host-primary', 'host-secondary', 'traveler-primary', 'traveler-secondary'] as const;
/** Secondary roles count as secondary wherever the spec restricts by traveler or host type. */
export const isSecondaryRole = (role: (typeof USER_ROLES)[number] | null | undefined): boolean =>
  role === 'host-secondary' || role === 'traveler-secondary';
