// Pure trip form rules: required fields, date normalisation, save enablement and the save payload.
import type { FieldErrors } from '../shared/errors.js';
import type { TripStatus } from '../shared/statuses.js';
import { isTripTravelerFormDisabled } from '../travel-info/trip-form.rules.js';
import {
  type RoommatePreferenceCode,
  ROOMMATE_PREFERENCE_CODES,
  TRAVELER_TRIP_FORM_REQUIRED_MESSAGE,
} from './traveler.constants.js';
import type { TravelerTripForm, TravelerTripFormValues } from './trip-form.schema.js';

/** Field paths always required (TFM-007..010); airline is optional (TFM-012). */
const TRAVELER_TRIP_FORM_REQUIRED_FIELDS = [
  'flightInformation.arrivalDetails.flightNumber',
  'flightInformation.arrivalDetails.date',
  'flightInformation.arrivalDetails.time',
  'flightInformation.departureDetails.flightNumber',
  'flightInformation.departureDetails.date',
  'flightInformation.departureDetails.time',
  'emergencyContact.name',
  'emergencyContact.relationship',
  'emergencyContact.phone',
  'emergencyContact.email',
  'endOfTripPlans',
] as const;

/** Field paths required when the trip requires a passport (TFM-011). */
const TRAVELER_TRIP_FORM_PASSPORT_FIELDS = [
  'passportInformation.passportNumber',
  'passportInformation.nationality',
  'passportInformation.issueDate',
  'passportInformation.expirationDate',
  'passportInformation.firstName',
  'passportInformation.lastName',
  'passportInformation.dateOfBirth',
  'passportInformation.gender',
] as const;

function valueAt(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const key of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

const isMissing = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (v instanceof Date && Number.isNaN(v.getTime()));

/** Missing required trip form fields, each keyed by its path with 'Required'. */
export function validateTravelerTripForm(form: unknown, options: { passportRequired: boolean }): FieldErrors {
  const fields: readonly string[] = options.passportRequired
    ? [...TRAVELER_TRIP_FORM_REQUIRED_FIELDS, ...TRAVELER_TRIP_FORM_PASSPORT_FIELDS]
    : TRAVELER_TRIP_FORM_REQUIRED_FIELDS;
  const errors: FieldErrors = {};
  for (const f of fields) if (isMissing(valueAt(form, f))) errors[f] = TRAVELER_TRIP_FORM_REQUIRED_MESSAGE;
  return errors;
}

/** A date entered as MM/DD/YYYY as the start of that day in UTC; undefined when invalid (the field is cleared). */
export function parseTravelerTripFormDate(input: string): Date | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(input.trim());
  if (!m) return undefined;
  const [, mm, dd, yyyy] = m as unknown as [string, string, string, string];
  const d = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  // A day past its month's end (or day 00) rolls into another month, a month past December (or month 00) into another
  // year, and a year before 100 reads as 19xx: the year and month read back are enough to tell the date exists.
  if (d.getUTCFullYear() !== Number(yyyy) || d.getUTCMonth() !== Number(mm) - 1) return undefined;
  return d;
}

/** An instant normalised to the start of its UTC day. */
export function startOfUtcDay(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
}

/** Whether Save is enabled: something changed and the trip's form is not closed (HTI-013: a complete trip). */
export function canSaveTravelerTripForm(input: { changed: boolean; tripStatus: TripStatus }): boolean {
  return input.changed && !isTripTravelerFormDisabled(input.tripStatus);
}

/** The save payload: checkbox preferences and gender preferences converted to lists. */
export function travelerTripFormValuesToPayload(values: TravelerTripFormValues): TravelerTripForm {
  const { disclosuresAndPreferences: dp, ...rest } = values;
  const preferences = ROOMMATE_PREFERENCE_CODES.filter((c: RoommatePreferenceCode) => dp.preferences[c] === true);
  const roommateGenderPreferences = Object.entries(dp.roommateGenderPreferences)
    .filter(([, on]) => on)
    .map(([g]) => g);
  return {
    ...rest,
    disclosuresAndPreferences: {
      ...(dp.description !== undefined ? { description: dp.description } : {}),
      preferences,
      roommateGenderPreferences,
    },
  };
}

/** The edit values of a saved trip form: lists turned back into checkbox maps. */
export function travelerTripFormToValues(form: TravelerTripForm): TravelerTripFormValues {
  const { disclosuresAndPreferences: dp, ...rest } = form;
  return {
    ...rest,
    disclosuresAndPreferences: {
      ...(dp.description !== undefined ? { description: dp.description } : {}),
      preferences: Object.fromEntries(dp.preferences.map((c) => [c, true])),
      roommateGenderPreferences: Object.fromEntries(dp.roommateGenderPreferences.map((g) => [g, true])),
    },
  };
}
