// Traveler trip form rules: the shared validation schema, the save payload, change detection and disabling.
import { z } from 'zod';
import type { FieldErrors } from '../shared/errors.js';
import type { TripStatus } from '../shared/statuses.js';
import { fieldErrorsOfZod } from '../shared/errors.js';
import {
  EMERGENCY_CONTACT_FIELD_LABELS,
  PASSPORT_EXPIRATION_MESSAGE,
  PASSPORT_FIELD_LABELS,
  TRIP_FORM_DATE_MESSAGE,
  TRIP_FORM_DISABLED_STATUS,
  TRIP_FORM_EMAIL_MESSAGE,
  TRIP_FORM_TEXT_MAX,
  TRIP_FORM_TIME_MESSAGE,
} from './travel-info.constants.js';
import type { TripTravelerForm } from './trip-form.schema.js';
import { isUsDateString, toClockTime24, usDateToCalendarDate } from './us-date.rules.js';

const isRequiredMessage = (label: string) => `${label} is required`;
const requiredText = (label: string) =>
  z
    .string({ error: isRequiredMessage(label) })
    .trim()
    .min(1, isRequiredMessage(label));
const optionalText = z.string().trim().max(TRIP_FORM_TEXT_MAX, `Maximum ${TRIP_FORM_TEXT_MAX} characters allowed`);
const optionalDate = z
  .string()
  .trim()
  .refine((v) => v === '' || isUsDateString(v), { message: TRIP_FORM_DATE_MESSAGE })
  .optional();
const optionalTime = z
  .string()
  .trim()
  .refine((v) => v === '' || toClockTime24(v) !== undefined, { message: TRIP_FORM_TIME_MESSAGE })
  .optional();
const requiredDate = (label: string) => requiredText(label).refine(isUsDateString, { message: TRIP_FORM_DATE_MESSAGE });

const flightDetails = z
  .object({
    airline: optionalText.optional(),
    flightNumber: optionalText.optional(),
    date: optionalDate,
    time: optionalTime,
  })
  .default({});

const passportShape = (required: boolean) => {
  const text = (field: keyof typeof PASSPORT_FIELD_LABELS) =>
    required ? requiredText(PASSPORT_FIELD_LABELS[field]) : optionalText.optional();
  const date = (field: 'issueDate' | 'expirationDate' | 'dateOfBirth') =>
    required ? requiredDate(PASSPORT_FIELD_LABELS[field]) : optionalDate;
  return z
    .object({
      firstName: text('firstName'),
      middleName: optionalText.optional(),
      lastName: text('lastName'),
      number: text('number'),
      nationality: text('nationality'),
      gender: text('gender'),
      issueDate: date('issueDate'),
      expirationDate: date('expirationDate'),
      dateOfBirth: date('dateOfBirth'),
      passportRequired: z.boolean().optional(),
    })
    .superRefine((p, ctx) => {
      const issued = p.issueDate ? usDateToCalendarDate(p.issueDate) : undefined;
      const expires = p.expirationDate ? usDateToCalendarDate(p.expirationDate) : undefined;
      // Stryker disable next-line ConditionalExpression,LogicalOperator: a missing date compares false with <= below anyway; this check is for the types
      if (!issued || !expires) return;
      if (expires <= issued)
        ctx.addIssue({
          // Stryker disable next-line StringLiteral: only an issue's path and message are read (fieldErrorsOfZod)
          code: 'custom',
          path: ['expirationDate'],
          message: PASSPORT_EXPIRATION_MESSAGE,
        });
    });
};

/**
 * The shared traveler trip form schema (HTI-007, policy in TRIP_FORM_SCHEMA_POLICY): emergency contact always
 * required (HTI-009), passport fields required when the trip requires a passport (HTI-008), MM/DD/YYYY dates
 * (HTI-010) and clock times wherever filled.
 */
function tripTravelerFormValidationSchema(options: { passportRequired: boolean }) {
  return z.object({
    // Only the issues of this schema are read, never its output: an absent section needs no default.
    flightInformation: z.object({ arrivalDetails: flightDetails, departureDetails: flightDetails }).optional(),
    endOfTripPlans: optionalText.optional(),
    travelInsurance: z.object({ carrier: optionalText.optional(), policyNumber: optionalText.optional() }).default({}),
    passportInformation: passportShape(options.passportRequired),
    specialRequests: z
      .object({
        description: optionalText.optional(),
        roomMate: optionalText.optional(),
        guide: z.boolean().optional(),
      })
      .default({}),
    emergencyContact: z.object({
      name: requiredText(EMERGENCY_CONTACT_FIELD_LABELS.name),
      relationship: requiredText(EMERGENCY_CONTACT_FIELD_LABELS.relationship),
      phone: requiredText(EMERGENCY_CONTACT_FIELD_LABELS.phone),
      email: requiredText(EMERGENCY_CONTACT_FIELD_LABELS.email).pipe(z.email(TRIP_FORM_EMAIL_MESSAGE)),
    }),
    disclosuresAndPreferences: z
      .object({
        preferences: z.union([z.array(z.string()), z.string()]).optional(),
        description: optionalText.optional(),
      })
      .default({}),
    medicalAndMobilityDisclosure: optionalText.optional(),
  });
}

/** The field-keyed messages of a trip form (dotted paths such as 'emergencyContact.name'); `{}` when valid. */
export function validateTripTravelerForm(form: unknown, options: { passportRequired: boolean }): FieldErrors {
  // Spreading null, undefined or a primitive adds no section, so a form that is not an object is checked as `{}`.
  const withPassport = { passportInformation: {}, emergencyContact: {}, ...(form as object | null | undefined) };
  return fieldErrorsOfZod(tripTravelerFormValidationSchema(options).safeParse(withPassport));
}

/** Preferences as the list the API stores: a comma-separated string is split, entries trimmed, blanks dropped (HTI-006). */
export function tripFormPreferencesToList(preferences: string | readonly string[] | null | undefined): string[] {
  if (preferences == null) return [];
  const items = typeof preferences === 'string' ? preferences.split(',') : preferences;
  return items.map((p) => p.trim()).filter((p) => p.length > 0);
}

/** The save payload of a trip form: preferences converted to a list (HTI-006), flight times to 24-hour 'HH:mm'. */
export function toTripTravelerFormPayload(form: TripTravelerForm): TripTravelerForm {
  const time = (t: string | undefined) => (t ? (toClockTime24(t) ?? t) : t);
  const flight = (d: TripTravelerForm['flightInformation']['arrivalDetails']) => {
    const { time: t, ...rest } = d;
    const normalised = time(t);
    return normalised === undefined ? rest : { ...rest, time: normalised };
  };
  return {
    ...form,
    flightInformation: {
      arrivalDetails: flight(form.flightInformation.arrivalDetails),
      departureDetails: flight(form.flightInformation.departureDetails),
    },
    disclosuresAndPreferences: {
      ...form.disclosuresAndPreferences,
      preferences: tripFormPreferencesToList(form.disclosuresAndPreferences.preferences),
    },
  };
}

/** A key-order independent serialisation used to compare form values; undefined members are dropped. */
function stableSerialise(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableSerialise).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // Keys are distinct, so the default (code unit) order is a total order.
    const keys = Object.keys(record)
      .filter((k) => record[k] !== undefined)
      .sort();
    const members = keys.map((k) => `${JSON.stringify(k)}:${stableSerialise(record[k])}`);
    // Stryker disable next-line StringLiteral: members start with a JSON-quoted key, so they read back unambiguously with or without the comma
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** Whether two form values differ (deep, key order ignored); the trip form is saved only when this is true (HTI-012). */
export function hasTripFormChanged(initial: unknown, current: unknown): boolean {
  return stableSerialise(initial) !== stableSerialise(current);
}

/** Whether the trip form is disabled: on complete trips (HTI-013). */
export const isTripTravelerFormDisabled = (tripStatus: TripStatus): boolean => tripStatus === TRIP_FORM_DISABLED_STATUS;
