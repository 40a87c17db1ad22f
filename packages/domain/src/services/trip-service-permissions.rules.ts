// A trip day service's form permissions for a viewer: save/remove rights (SVC-036..038) and the locked fields (SVC-035).
import type { z } from 'zod';
import { addDays, type CalendarDate } from '../shared/dates.js';
import { type FieldErrors, fieldErrorsOfZod } from '../shared/errors.js';
import type { TripStatus, UserGroup } from '../shared/statuses.js';
import {
  canEditTripServices,
  isTripFieldGroupEditable,
  isWithinTechnicalItineraryWindow,
} from '../trip/trip-editability.rules.js';
import { SERVICE_FORM_SCHEMAS } from './service-forms.schema.js';
import {
  type ServiceFormPermissions,
  areWorkshopHoursFieldsDisabled,
  isAdminTypeServiceUser,
  isServiceFieldLocked,
  serviceSaveRemovePermissions,
} from './service-permissions.rules.js';
import type { ItineraryServiceType } from './services.constants.js';

/**
 * DECIDE: on trips an admin-type user edits only the descriptive and timing fields (description, location and the
 * start and flight-window times), because price, quantities, names and what was booked stay as the operator priced
 * them; an admin only corrects the copy and times of the plan the travelers read. (SVC-035)
 */
export const ADMIN_TRIP_EDITABLE_SERVICE_FIELDS = [
  'description',
  'location',
  'startTime',
  'timeAvailableStart',
  'flightWindowStart',
  'flightWindowEnd',
] as const;

/** The workshop hours fields a non-admin operator may not change (SVC-034). */
const WORKSHOP_HOURS_FIELDS = ['hoursAvailable', 'hoursRequested'] as const;

/** The trip fields the trip service rules read. */
interface TripServiceTripLike {
  status: TripStatus;
  startDate: CalendarDate;
  operatorTechnicalItineraryApproved?: boolean | undefined;
  adminTechnicalItineraryApproved?: boolean | undefined;
}

/** Every field a service type's form edits (the keys of its form schema). */
export function serviceFormFieldNames(type: ItineraryServiceType): string[] {
  return Object.keys(SERVICE_FORM_SCHEMAS[type].shape);
}

/** The fields locked on an itinerary service form: the workshop hours for non-admin operators (SVC-034). */
export function itineraryServiceDisabledFields(group: UserGroup | null | undefined): string[] {
  return areWorkshopHoursFieldsDisabled(group) ? [...WORKSHOP_HOURS_FIELDS] : [];
}

/** Whether the trip's services may be changed today: its status opens the services group and the technical itinerary allows (OPT-049, OPT-050). */
export function areTripServicesOpen(trip: TripServiceTripLike, today: CalendarDate): boolean {
  return isTripFieldGroupEditable(trip.status, 'services') && canEditTripServices(trip, today);
}

/**
 * DECIDE: the editable days of a trip for an admin are the days still inside the technical-itinerary editable window
 * counted from that day's own date (TECHNICAL_ITINERARY_EDIT_CUTOFF_DAYS_BEFORE_START before it), because each day's
 * ground arrangements freeze with the same lead the whole plan needs. (SVC-035)
 */
export function isTripServiceDayEditable(
  trip: Pick<TripServiceTripLike, 'status' | 'startDate'>,
  dayIndex: number,
  today: CalendarDate,
): boolean {
  return isWithinTechnicalItineraryWindow({ status: trip.status, startDate: addDays(trip.startDate, dayIndex) }, today);
}

/** What decides a trip day service's form permissions. */
interface TripServiceFormContext {
  userGroup: UserGroup | null | undefined;
  type: ItineraryServiceType;
  /** The 0-based day of the trip the service sits on. */
  dayIndex: number;
  trip: TripServiceTripLike;
  today: CalendarDate;
}

/**
 * The locked fields of a trip day service's form: for admin-type users every field except the editable-field list,
 * and only on an editable day (everything elsewhere); anyone else as on the itinerary (SVC-034, SVC-035).
 */
export function tripServiceDisabledFields(context: TripServiceFormContext): string[] {
  if (!isAdminTypeServiceUser(context.userGroup)) return itineraryServiceDisabledFields(context.userGroup);
  const all = serviceFormFieldNames(context.type);
  if (!isTripServiceDayEditable(context.trip, context.dayIndex, context.today)) return all;
  const editable: readonly string[] = ADMIN_TRIP_EDITABLE_SERVICE_FIELDS;
  return all.filter((field) => !editable.includes(field));
}

/** A trip day service's form permissions for a viewer: canSave/canRemove (SVC-036..038) and disabledFields (SVC-035). */
export function tripServiceFormPermissions(context: TripServiceFormContext): ServiceFormPermissions {
  const open = areTripServicesOpen(context.trip, context.today);
  return {
    ...serviceSaveRemovePermissions({
      userGroup: context.userGroup,
      onTrip: true,
      tripEditableByTechnicalItinerary: open,
      tripTechnicalItineraryAllowsRemove: open,
    }),
    disabledFields: tripServiceDisabledFields(context),
  };
}

/** The spec leaves these open: the messages of a refused trip service override. */
export const TRIP_SERVICE_OVERRIDE_MESSAGES = {
  locked: 'This field cannot be changed on this trip.',
  unknown: 'Not a field of this service.',
  empty: 'Nothing to change.',
} as const;

/**
 * A trip service override checked against the form's locked fields and its type's form schema: the values to store,
 * the locked fields it tried to change, or the messages by field (SVC-035).
 */
export function checkTripServiceOverride(
  type: ItineraryServiceType,
  values: Record<string, unknown>,
  disabledFields: readonly string[],
):
  | { ok: true; values: Record<string, unknown> }
  | { ok: false; reason: 'locked'; fields: string[] }
  | { ok: false; reason: 'invalid'; errors: FieldErrors } {
  const keys = Object.keys(values);
  const locked = keys.filter((key) => isServiceFieldLocked(key, disabledFields));
  if (locked.length > 0) return { ok: false, reason: 'locked', fields: locked };
  const known = serviceFormFieldNames(type);
  const unknown = keys.filter((key) => !known.includes(key));
  if (unknown.length > 0)
    return {
      ok: false,
      reason: 'invalid',
      errors: Object.fromEntries(unknown.map((k) => [k, TRIP_SERVICE_OVERRIDE_MESSAGES.unknown])),
    };
  if (keys.length === 0)
    return { ok: false, reason: 'invalid', errors: { values: TRIP_SERVICE_OVERRIDE_MESSAGES.empty } };
  const schema = SERVICE_FORM_SCHEMAS[type] as unknown as z.ZodObject<z.ZodRawShape>;
  const parsed = schema.pick(Object.fromEntries(keys.map((k) => [k, true as const]))).safeParse(values);
  if (!parsed.success) return { ok: false, reason: 'invalid', errors: fieldErrorsOfZod(parsed) };
  return { ok: true, values: parsed.data };
}
