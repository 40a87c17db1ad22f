// The lifecycle status enums every area shares: written once, parsed from any spelling variant.
import type { z } from 'zod';
import { canonicalEnum } from './enum.js';

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
export const tripStatusSchema = canonicalEnum(TRIP_STATUSES, { canceled: 'cancelled', completed: 'complete' });

/** The trip statuses from `first` on, in lifecycle order (the spec's 'X or later'): one list, not a copy per rule. */
export const tripStatusesFrom = (first: (typeof TRIP_STATUSES)[number]): (typeof TRIP_STATUSES)[number][] =>
  TRIP_STATUSES.slice(TRIP_STATUSES.indexOf(first));
export type TripStatus = z.infer<typeof tripStatusSchema>;

/** Booking (order) statuses as stored; `complete` is derived, never stored (traveler-app §4). */
export const BOOKING_STATUSES = ['pending', 'awaiting', 'waitlist', 'confirmed', 'cancelled'] as const;
export const bookingStatusSchema = canonicalEnum(BOOKING_STATUSES, {
  canceled: 'cancelled',
  waitlisted: 'waitlist',
  'awaiting-payment': 'awaiting',
});
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** Booking statuses a screen shows: the stored ones plus derived complete and pending cancellation. */
export const BOOKING_DISPLAY_STATUSES = [...BOOKING_STATUSES, 'complete', 'pending-cancellation'] as const;
export type BookingDisplayStatus = (typeof BOOKING_DISPLAY_STATUSES)[number];

/** Trip request statuses (host-and-platform §3). */
export const TRIP_REQUEST_STATUSES = ['pending', 'trip-created', 'accepted', 'rejected'] as const;
export const tripRequestStatusSchema = canonicalEnum(TRIP_REQUEST_STATUSES);
export type TripRequestStatus = z.infer<typeof tripRequestStatusSchema>;

/** Itinerary statuses; operator list labels in ITINERARY_STATUS_LABELS (operator-and-inventory §4). */
export const ITINERARY_STATUSES = ['created', 'incomplete', 'in-review', 'complete'] as const;
export const itineraryStatusSchema = canonicalEnum(ITINERARY_STATUSES, { inreview: 'in-review', live: 'complete' });
export type ItineraryStatus = z.infer<typeof itineraryStatusSchema>;
export const ITINERARY_STATUS_LABELS: Record<ItineraryStatus, string> = {
  created: 'Not Submitted',
  incomplete: 'Not Submitted',
  'in-review': 'Pending Approval',
  complete: 'Live',
};

/** Add-on statuses while managing a booking (traveler-app §4). */
export const ADD_ON_STATUSES = ['AVAILABLE', 'CONFIRMED', 'PENDING_ADDITION', 'PENDING_REMOVAL'] as const;
export const addOnStatusSchema = canonicalEnum(ADD_ON_STATUSES);
export type AddOnStatus = z.infer<typeof addOnStatusSchema>;

/** Publish status of a trip page (host-and-platform §4.4). */
export const PUBLISH_STATUSES = ['pending', 'in-review', 'marketing', 'live'] as const;
export const publishStatusSchema = canonicalEnum(PUBLISH_STATUSES);
export type PublishStatus = z.infer<typeof publishStatusSchema>;

/** Package levels, in the spec's order. */
export const PACKAGE_LEVELS = ['standard', 'economy', 'premium'] as const;
export const packageLevelSchema = canonicalEnum(PACKAGE_LEVELS);
export type PackageLevel = z.infer<typeof packageLevelSchema>;

/** User groups and roles (PLT). */
export const USER_GROUPS = ['admin', 'host', 'operator', 'traveler', 'tripManager', 'accountManager'] as const;
export const userGroupSchema = canonicalEnum(USER_GROUPS);
export type UserGroup = z.infer<typeof userGroupSchema>;
export const USER_ROLES = ['host-primary', 'host-secondary', 'traveler-primary', 'traveler-secondary'] as const;
export const userRoleSchema = canonicalEnum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;
/** Secondary roles count as secondary wherever the spec restricts by traveler or host type. */
export const isSecondaryRole = (role: UserRole | null | undefined): boolean =>
  role === 'host-secondary' || role === 'traveler-secondary';
