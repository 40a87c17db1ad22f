// The trip request form's state helpers: the values (the domain's form draft), the field errors shown, and updates
// that keep the domain's rules (a package change resets the dietary choice and the date; CAT-054, CAT-036).
import {
  changeTripRequestPackage,
  defaultTripRequestStartDate,
  type PackageLevel,
  type TripRequestFormDraft,
} from '@caravan/domain';
import type { Availability } from './trip-request.api.js';

export type FieldErrors = Record<string, string>;

export interface SectionProps {
  values: TripRequestFormDraft;
  errors: FieldErrors;
  onChange: (next: TripRequestFormDraft) => void;
}

/** The form after choosing another package: dietary choice reset, the package's default date or departure. */
export function withPackage(
  values: TripRequestFormDraft,
  level: PackageLevel,
  availability: Availability,
): TripRequestFormDraft {
  const changed = changeTripRequestPackage(values, level);
  if (changed === values) return values;
  return {
    ...changed,
    startDate: defaultTripRequestStartDate(level, availability[level]),
    itineraryInventoryItemId: null,
  };
}

/** Replaces one entry of a list. */
export const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((x, i) => (i === index ? item : x));

/** Removes one entry of a list. */
export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** A whole number typed into a field (empty reads as 0). */
export const wholeNumber = (text: string): number => (text.trim() === '' ? 0 : Math.trunc(Number(text)) || 0);
