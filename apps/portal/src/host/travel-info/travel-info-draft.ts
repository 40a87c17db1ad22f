// The Travel Info form's draft: every text field by its dotted path (as the domain's field errors name them), times
// as the 12-hour picker shows them (HTI-011), preferences as typed; and the form object the domain rules check.
import { formatClockTime12, toClockTime24, type TripTravelerForm, tripFormPreferencesToList } from '@caravan/domain';

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
  'travelInsurance.carrier',
  'travelInsurance.policyNumber',
  'passportInformation.firstName',
  'passportInformation.middleName',
  'passportInformation.lastName',
  'passportInformation.number',
  'passportInformation.nationality',
  'passportInformation.gender',
  'passportInformation.issueDate',
  'passportInformation.expirationDate',
  'passportInformation.dateOfBirth',
  'emergencyContact.name',
  'emergencyContact.relationship',
  'emergencyContact.phone',
  'emergencyContact.email',
  'disclosuresAndPreferences.preferences',
  'disclosuresAndPreferences.description',
  'medicalAndMobilityDisclosure',
  'specialRequests.description',
] as const;
export type TextPath = (typeof TEXT_PATHS)[number];
export interface TravelInfoDraft {
  text: Record<TextPath, string>;
  guide: boolean;
}

const isTime = (p: TextPath) => p.endsWith('.time');

function read(form: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), form);
}

/** The picker's 'hh:mm AM' of a stored 'HH:mm' ('' when empty or not a time). */
function pickerTime(value: string): string {
  const t = toClockTime24(value);
  return t ? formatClockTime12(t).padStart(8, '0') : '';
}

export function draftOf(form: TripTravelerForm): TravelInfoDraft {
  const text = Object.fromEntries(
    TEXT_PATHS.map((p) => {
      const v = read(form, p);
      const s = Array.isArray(v) ? v.join(', ') : typeof v === 'string' ? v : '';
      return [p, isTime(p) ? pickerTime(s) : s];
    }),
  ) as Record<TextPath, string>;
  return { text, guide: form.specialRequests.guide };
}

/** The form the draft stands for, blank fields left out (so 'nothing typed' and 'never filled' compare equal). */
export function formOf(draft: TravelInfoDraft): TripTravelerForm {
  const out: Record<string, unknown> = {};
  for (const p of TEXT_PATHS) {
    const v = draft.text[p].trim();
    if (!v) continue;
    const keys = p.split('.');
    let node = out;
    for (const k of keys.slice(0, -1)) {
      node[k] ??= {};
      node = node[k] as Record<string, unknown>;
    }
    node[keys.at(-1) as string] = v;
  }
  const form = out as Partial<TripTravelerForm> & Record<string, unknown>;
  const prefs = (form.disclosuresAndPreferences ?? {}) as { preferences?: string; description?: string };
  return {
    flightInformation: {
      arrivalDetails: {},
      departureDetails: {},
      ...(form.flightInformation as object | undefined),
    },
    ...(form.endOfTripPlans ? { endOfTripPlans: form.endOfTripPlans as string } : {}),
    travelInsurance: (form.travelInsurance ?? {}) as TripTravelerForm['travelInsurance'],
    passportInformation: { passportRequired: false, ...(form.passportInformation as object | undefined) },
    specialRequests: { ...(form.specialRequests as object | undefined), guide: draft.guide },
    emergencyContact: (form.emergencyContact ?? {}) as TripTravelerForm['emergencyContact'],
    disclosuresAndPreferences: {
      ...(prefs.description ? { description: prefs.description } : {}),
      preferences: tripFormPreferencesToList(prefs.preferences),
    },
    ...(form.medicalAndMobilityDisclosure
      ? { medicalAndMobilityDisclosure: form.medicalAndMobilityDisclosure as string }
      : {}),
  };
}
