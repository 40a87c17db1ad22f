// Host companions on the Bookings tab: when they can be edited and how the companion form validates.
import { z } from 'zod';
import type { FieldErrors } from '../shared/errors.js';
import type { TripStatus } from '../shared/statuses.js';
import { fieldErrorsOfZod } from '../shared/errors.js';
import { isUsDateString } from '../travel-info/us-date.rules.js';
import {
  COMPANIONS_LOCKED_TRIP_STATUSES,
  HOST_COMPANION_DATE_OF_BIRTH_MESSAGE,
  HOST_COMPANION_EMAIL_MESSAGE,
  HOST_COMPANION_FIELD_LABELS,
} from './host-bookings.constants.js';

type CompanionLike = {
  traveler?: { firstName?: string; lastName?: string; email?: string; dateOfBirth?: string } | null | undefined;
};

/** Whether a companion already carries traveler data (it was submitted). */
const hasCompanionTravelerData = (c: CompanionLike): boolean =>
  Object.values(c.traveler ?? {}).some((v) => typeof v === 'string' && v.trim() !== '');

/**
 * Whether the host's companions are editable (HBK-038, HBK-039): the trip is not complete or closed and no companion
 * has traveler data yet; once submitted they are read-only.
 */
export function areHostCompanionsEditable(tripStatus: TripStatus, companions: readonly CompanionLike[]): boolean {
  return !COMPANIONS_LOCKED_TRIP_STATUSES.includes(tripStatus) && !companions.some(hasCompanionTravelerData);
}

const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);

/** One companion of the bookings companion form (HBK-040 to HBK-042). */
const hostCompanionFormSchema = z.object({
  firstName: required(HOST_COMPANION_FIELD_LABELS.firstName),
  lastName: required(HOST_COMPANION_FIELD_LABELS.lastName),
  email: required(HOST_COMPANION_FIELD_LABELS.email).pipe(z.email(HOST_COMPANION_EMAIL_MESSAGE)),
  dateOfBirth: required(HOST_COMPANION_FIELD_LABELS.dateOfBirth).refine(isUsDateString, {
    message: HOST_COMPANION_DATE_OF_BIRTH_MESSAGE,
  }),
});
export type HostCompanionForm = z.infer<typeof hostCompanionFormSchema>;

/** The field errors of one companion ('firstName', 'email', ...); `{}` when valid. */
export const validateHostCompanion = (values: unknown): FieldErrors =>
  fieldErrorsOfZod(hostCompanionFormSchema.safeParse(values ?? {}));
