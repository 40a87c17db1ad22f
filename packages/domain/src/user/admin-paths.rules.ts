// The admin's pages of a user and a trip, and where an admin goes back to after an impersonation (MKT-021, PLT-026).
import { ADMIN_AREA_PATH, LOGIN_PATH } from './user.constants.js';

/** The admin's page of one user: their detail, trips, bookings and sessions, with the Impersonate button. */
export const adminUserPath = (userId: string): string => `${ADMIN_AREA_PATH}/users/${encodeURIComponent(userId)}`;

/** The admin's page of one trip: its timeline, bookings, payments and lifecycle actions (MKT-022). */
export const adminTripPath = (tripId: string): string => `${ADMIN_AREA_PATH}/trips/${encodeURIComponent(tripId)}`;

/**
 * Where closing the impersonation banner lands. DECIDE (MKT-021 over PLT-026): when the admin's own session is
 * restored, back on the admin's page of the user they were acting as, so support work continues where it began;
 * when it cannot be (the admin was deactivated meanwhile, or the session expired), /login as PLT-026 says.
 */
export function impersonationEndPath(end: { restored: boolean; impersonatedUserId: string }): string {
  return end.restored ? adminUserPath(end.impersonatedUserId) : LOGIN_PATH;
}
