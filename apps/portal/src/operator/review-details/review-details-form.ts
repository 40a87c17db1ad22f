// The review-details form's logic, apart from React: its values (new or from the stored itinerary), package toggles
// with the one-enabled lock (OPI-020), which §5 messages are shown when, and the save-failure copy (OER-002).
import {
  type FieldErrors,
  type ItineraryReviewDetailsInput,
  PACKAGE_LEVELS,
  type PackageLevel,
  isItineraryPackageToggleLocked,
  isTimeZone,
  newItineraryFormDefaults,
  timeZoneSchema,
  validateItineraryDetails,
} from '@caravan/domain';
import type { OperatorItinerary } from '../itineraries/itineraries.api.js';

export type ReviewDetailsValues = ItineraryReviewDetailsInput & {
  packages: Record<PackageLevel, ItineraryReviewDetailsInput['packages'][PackageLevel]>;
  photos: { url: string; hero?: boolean | undefined }[];
  timeZone: string;
};

/**
 * DECIDE (decision 038): a new itinerary's zone is the operator's browser's, the likeliest place of a local operator's
 * tours (no country-to-zone table is shipped, and many countries have several); 'UTC' when the browser names none.
 */
export function defaultItineraryTimeZone(
  browserZone: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  return browserZone && isTimeZone(browserZone) ? browserZone : 'UTC';
}

/** The form's starting values: the stored itinerary's, or a new one's defaults (standard package on, OPI-024). */
export function reviewDetailsValuesOf(itinerary: OperatorItinerary | null): ReviewDetailsValues {
  const source = itinerary ?? newItineraryFormDefaults();
  const packages = Object.fromEntries(
    PACKAGE_LEVELS.map((level) => {
      const p = source.packages[level];
      return [
        level,
        {
          enabled: p.enabled,
          accommodationLevels: [...p.accommodationLevels],
          mealLevels: [...p.mealLevels],
          foodOptions: [...p.foodOptions],
        },
      ];
    }),
  ) as ReviewDetailsValues['packages'];
  return {
    name: source.name,
    country: source.country,
    destination: source.destination,
    tripSummary: source.tripSummary,
    packages,
    photos: itinerary ? itinerary.photos.map((p) => ({ url: p.url, hero: p.hero })) : [],
    timeZone: itinerary ? itinerary.timeZone : defaultItineraryTimeZone(),
  };
}

/** The §5 messages of the values, keyed by field path (the API answers the same keys). */
export function reviewDetailsErrors(values: ReviewDetailsValues): FieldErrors {
  const errors = validateItineraryDetails(values, 'itinerary');
  // The API's own check of the zone (decision 038), so the form refuses what the server would.
  const zone = timeZoneSchema.safeParse(values.timeZone);
  return zone.success ? errors : { ...errors, timeZone: zone.error.issues[0]?.message ?? 'Invalid time zone' };
}

/** A package toggled on or off; the only enabled package cannot be turned off (OPI-020). */
export function withPackageEnabled(values: ReviewDetailsValues, level: PackageLevel, enabled: boolean) {
  if (!enabled && isItineraryPackageToggleLocked(values.packages, level)) return values;
  return { ...values, packages: { ...values.packages, [level]: { ...values.packages[level], enabled } } };
}

/** A package's one accommodation or meal level chosen. */
export function withPackageLevel(
  values: ReviewDetailsValues,
  level: PackageLevel,
  field: 'accommodationLevels' | 'mealLevels',
  value: string,
): ReviewDetailsValues {
  return { ...values, packages: { ...values.packages, [level]: { ...values.packages[level], [field]: [value] } } };
}

/**
 * The message shown beside a field: once a save was tried, and from then on as the operator types. Not on leaving a
 * field: a message appearing on blur shifts the buttons under the pointer and swallows the click that blurred it.
 */
export function shownError(errors: FieldErrors, field: string, attempted: boolean): string | undefined {
  return attempted ? errors[field] : undefined;
}

/** OER-002: the red area above the buttons says 'Error - {reason}'. */
export const saveErrorText = (reason: string) => `Error - ${reason}`;
