// The trip form as the screen edits it: every text, date and time as the string in its field, checkboxes as flags;
// and the conversions to and from the saved form (dates as MM/DD/YYYY, TFM-015; preferences as lists, TFM-019).
import {
  parseTravelerTripFormDate,
  ROOMMATE_PREFERENCE_CODES,
  type RoommatePreferenceCode,
  type TravelerTripForm,
  travelerTripFormToValues,
  travelerTripFormValuesToPayload,
  type TravelerTripFormValues,
} from '@caravan/domain';

/** DECIDE: the roommate gender preferences offered (code and label), because the spec says 'per gender' without naming them. */
export const ROOMMATE_GENDERS = { female: 'Female', male: 'Male', 'non-binary': 'Non-binary' } as const;
/** A gender preference's label (a code saved elsewhere shows as itself). */
export const roommateGenderLabel = (code: string) => ROOMMATE_GENDERS[code as keyof typeof ROOMMATE_GENDERS] ?? code;

/** Text fields by their form path (dates as MM/DD/YYYY, times as 'hh:mm AM'). */
export const TEXT_PATHS = [
  'flightInformation.arrivalDetails.airline',
  'flightInformation.arrivalDetails.flightNumber',
  'flightInformation.arrivalDetails.date',
  'flightInformation.arrivalDetails.time',
  'flightInformation.departureDetails.airline',
  'flightInformation.departureDetails.flightNumber',
  'flightInformation.departureDetails.date',
  'flightInformation.departureDetails.time',
  'endOfTripPlans',
  'travelInsurance.policyNumber',
  'travelInsurance.carrier',
  'specialRequests.description',
  'specialRequests.roomMate',
  'specialRequests.guide',
  'passportInformation.firstName',
  'passportInformation.middleName',
  'passportInformation.lastName',
  'passportInformation.passportNumber',
  'passportInformation.nationality',
  'passportInformation.issueDate',
  'passportInformation.expirationDate',
  'passportInformation.dateOfBirth',
  'passportInformation.gender',
  'emergencyContact.name',
  'emergencyContact.relationship',
  'emergencyContact.phone',
  'emergencyContact.email',
  'disclosuresAndPreferences.description',
  'medicalAndMobilityDisclosure',
] as const;
export type TextPath = (typeof TEXT_PATHS)[number];

/** The paths holding dates. */
export const DATE_PATHS: readonly TextPath[] = [
  'flightInformation.arrivalDetails.date',
  'flightInformation.departureDetails.date',
  'passportInformation.issueDate',
  'passportInformation.expirationDate',
  'passportInformation.dateOfBirth',
];
const isDatePath = (p: TextPath) => DATE_PATHS.includes(p);

export interface TripFormDraft {
  text: Record<TextPath, string>;
  preferences: Record<RoommatePreferenceCode, boolean>;
  genders: Record<string, boolean>;
}

/** A date as the field shows it: MM/DD/YYYY of its UTC day. */
export function dateFieldText(date: Date): string {
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getUTCFullYear()}`;
}

function at(obj: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);
}

function put(obj: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let cur = obj;
  for (const k of keys.slice(0, -1)) {
    cur[k] ??= {};
    cur = cur[k] as Record<string, unknown>;
  }
  cur[keys[keys.length - 1] as string] = value;
}

/** The draft of a saved form. */
export function draftOf(form: TravelerTripForm): TripFormDraft {
  const values = travelerTripFormToValues(form);
  const text = Object.fromEntries(
    TEXT_PATHS.map((p) => {
      const v = at(values, p);
      return [p, v instanceof Date ? dateFieldText(v) : typeof v === 'string' ? v : ''];
    }),
  ) as Record<TextPath, string>;
  const preferences = Object.fromEntries(
    ROOMMATE_PREFERENCE_CODES.map((c) => [c, values.disclosuresAndPreferences.preferences[c] === true]),
  ) as Record<RoommatePreferenceCode, boolean>;
  const genders = Object.fromEntries(
    [
      ...new Set([
        ...Object.keys(ROOMMATE_GENDERS),
        ...Object.keys(values.disclosuresAndPreferences.roommateGenderPreferences),
      ]),
    ].map((g) => [g, values.disclosuresAndPreferences.roommateGenderPreferences[g] === true]),
  );
  return { text, preferences, genders };
}

/** The form to save: empty fields left out, dates as the start of their UTC day (TFM-016), preferences as lists. */
export function payloadOf(draft: TripFormDraft): TravelerTripForm {
  const values: Record<string, unknown> = {
    flightInformation: { arrivalDetails: {}, departureDetails: {} },
    travelInsurance: {},
    specialRequests: {},
    passportInformation: {},
    emergencyContact: {},
  };
  for (const p of TEXT_PATHS) {
    const raw = draft.text[p].trim();
    if (raw === '') continue;
    if (isDatePath(p)) {
      const d = parseTravelerTripFormDate(raw);
      if (d) put(values, p, d);
    } else put(values, p, raw);
  }
  const dp = (values.disclosuresAndPreferences as { description?: string } | undefined) ?? {};
  values.disclosuresAndPreferences = {
    ...(dp.description !== undefined ? { description: dp.description } : {}),
    preferences: draft.preferences,
    roommateGenderPreferences: draft.genders,
  };
  return travelerTripFormValuesToPayload(values as unknown as TravelerTripFormValues);
}

/** Whether the draft differs from the saved one (Save is enabled only then, TFM-013). */
export const draftChanged = (draft: TripFormDraft, saved: TripFormDraft) =>
  JSON.stringify(draft) !== JSON.stringify(saved);
