// The lifecycle status enums every area shares: written once, parsed from any spelling variant. The lists themselves
// are in status-values.ts (no zod), re-exported here so every importer keeps one place to read statuses from.
import type { z } from 'zod';
import { canonicalEnum } from './enum.js';
import {
  ADD_ON_STATUSES,
  BOOKING_STATUSES,
  ITINERARY_STATUSES,
  PACKAGE_LEVELS,
  PUBLISH_STATUSES,
  TRIP_REQUEST_STATUSES,
  TRIP_STATUSES,
  USER_GROUPS,
  USER_ROLES,
} from './status-values.js';

export {
  ADD_ON_STATUSES,
  BOOKING_DISPLAY_STATUSES,
  BOOKING_STATUSES,
  type BookingDisplayStatus,
  ITINERARY_STATUS_LABELS,
  ITINERARY_STATUSES,
  isSecondaryRole,
  PACKAGE_LEVELS,
  PUBLISH_STATUSES,
  TRIP_REQUEST_STATUSES,
  TRIP_STATUSES,
  tripStatusesFrom,
  USER_GROUPS,
  USER_ROLES,
} from './status-values.js';

export const tripStatusSchema = canonicalEnum(TRIP_STATUSES, { canceled: 'cancelled', completed: 'complete' });
export type TripStatus = z.infer<typeof tripStatusSchema>;

export const bookingStatusSchema = canonicalEnum(BOOKING_STATUSES, {
  canceled: 'cancelled',
  waitlisted: 'waitlist',
  'awaiting-payment': 'awaiting',
});
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const tripRequestStatusSchema = canonicalEnum(TRIP_REQUEST_STATUSES);
export type TripRequestStatus = z.infer<typeof tripRequestStatusSchema>;

export const itineraryStatusSchema = canonicalEnum(ITINERARY_STATUSES, { inreview: 'in-review', live: 'complete' });
export type ItineraryStatus = z.infer<typeof itineraryStatusSchema>;

export const addOnStatusSchema = canonicalEnum(ADD_ON_STATUSES);
export type AddOnStatus = z.infer<typeof addOnStatusSchema>;

export const publishStatusSchema = canonicalEnum(PUBLISH_STATUSES);
export type PublishStatus = z.infer<typeof publishStatusSchema>;

export const packageLevelSchema = canonicalEnum(PACKAGE_LEVELS);
export type PackageLevel = z.infer<typeof packageLevelSchema>;

export const userGroupSchema = canonicalEnum(USER_GROUPS);
export type UserGroup = z.infer<typeof userGroupSchema>;
export const userRoleSchema = canonicalEnum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;
