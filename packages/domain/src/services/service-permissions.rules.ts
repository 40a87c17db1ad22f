// Who may save, remove and edit which fields of a service form, on itineraries and trips.
import { z } from 'zod';
import type { UserGroup } from '../shared/statuses.js';
import { ADMIN_TYPE_USER_GROUPS } from './services.constants.js';

/** The permissions a service form accepts: canSave and canRemove default to true; disabledFields are locked (SVC-003, SVC-005). */
export const serviceFormPermissionsSchema = z.object({
  canSave: z.boolean().default(true),
  canRemove: z.boolean().default(true),
  disabledFields: z.array(z.string()).default([]),
});
export type ServiceFormPermissions = z.infer<typeof serviceFormPermissionsSchema>;

/** Whether a user group is admin-type (see ADMIN_TYPE_USER_GROUPS). */
export function isAdminTypeServiceUser(group: UserGroup | null | undefined): boolean {
  return (ADMIN_TYPE_USER_GROUPS as readonly (string | null | undefined)[]).includes(group);
}

/** What decides a service form's save and remove rights. */
interface ServicePermissionContext {
  userGroup: UserGroup | null | undefined;
  /** Whether the service sits on a trip (true) or an itinerary (false). */
  onTrip: boolean;
  /** The trip is editable under the technical-itinerary rule (window open, no operator or admin approval yet). */
  tripEditableByTechnicalItinerary?: boolean;
  /** The trip's own technical-itinerary rule allows removing services. */
  tripTechnicalItineraryAllowsRemove?: boolean;
}

/**
 * canSave and canRemove of a service form: on trips an admin-type user's canSave needs the trip editable under the
 * technical-itinerary rule and canRemove follows the trip's technical-itinerary rule; everyone else always may
 * (SVC-036, SVC-037, SVC-038).
 */
export function serviceSaveRemovePermissions(context: ServicePermissionContext): {
  canSave: boolean;
  canRemove: boolean;
} {
  if (!context.onTrip || !isAdminTypeServiceUser(context.userGroup)) return { canSave: true, canRemove: true };
  return {
    canSave: context.tripEditableByTechnicalItinerary === true,
    canRemove: context.tripTechnicalItineraryAllowsRemove === true,
  };
}

/** The remove action shows only for a saved service the user may remove (SVC-004). */
export function isServiceRemoveActionVisible(input: { isNew: boolean; canRemove?: boolean }): boolean {
  return !input.isNew && (input.canRemove ?? true);
}

/** Whether a field is locked by the form's disabledFields list (SVC-005). */
export function isServiceFieldLocked(field: string, disabledFields: readonly string[] = []): boolean {
  return disabledFields.includes(field);
}

/** The workshop hours fields are disabled for operators who are not admins (SVC-034). */
export function areWorkshopHoursFieldsDisabled(group: UserGroup | null | undefined): boolean {
  return group === 'operator';
}
