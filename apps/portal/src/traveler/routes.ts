// The traveler app's paths in the portal: /app/traveler, trips as {app}/trips/{tripId}/{action} (TRV-010..013).
import { travelerTripPath } from '@caravan/domain';

/** Where the traveler app lives in the portal (spec root /traveler, under the signed-in /app area). */
export const TRAVELER_BASE = '/app/traveler';

/** Every path the traveler app owns (registered under SignedInArea). */
export const TRAVELER_PATHS = /^\/app\/traveler(?:\/.*)?$/;

/** A trip path: /app/traveler/trips/{tripId}/{action}. */
export const tripPath = (tripId: string, action: string) => travelerTripPath(tripId, action, TRAVELER_BASE);

/** Manage Booking and its sub-routes (MBK-001). */
export const manageBookingPath = (tripId: string, sub?: 'payment' | 'success' | 'pay-balance') =>
  tripPath(tripId, sub ? `manage-booking/${sub}` : 'manage-booking');
