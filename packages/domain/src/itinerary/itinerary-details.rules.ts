// The itinerary details form: its validation schema (spec messages), package rules and field visibility.
import { z } from 'zod';
import { type FieldErrors, fieldErrorsOfZod } from '../shared/errors.js';
import { PACKAGE_LEVELS, type PackageLevel } from '../shared/statuses.js';
import {
  ITINERARY_DETAILS_MESSAGES as M,
  ITINERARY_NAME_MAX_LENGTH,
  ITINERARY_PACKAGE_LABELS,
  ITINERARY_PHOTOS_MAX,
  ITINERARY_SUMMARY_MIN_LENGTH,
  type ItineraryFormModel,
} from './itinerary.constants.js';

/** The package fields the details form validates. */
interface ItineraryPackageDetailsLike {
  enabled?: boolean | undefined;
  accommodationLevels?: readonly string[] | undefined;
  mealLevels?: readonly string[] | undefined;
}
type ItineraryPackagesDetailsLike = Partial<Record<PackageLevel, ItineraryPackageDetailsLike | undefined>>;

/** The package levels enabled, in the spec's order. */
function enabledItineraryPackages(packages: ItineraryPackagesDetailsLike): PackageLevel[] {
  return PACKAGE_LEVELS.filter((level) => packages[level]?.enabled === true);
}

/** Package errors: each enabled package needs an accommodation and a meal level; one package must be enabled. */
export function validateItineraryPackages(packages: ItineraryPackagesDetailsLike): FieldErrors {
  const errors: FieldErrors = {};
  const enabled = enabledItineraryPackages(packages);
  if (enabled.length === 0) errors.packages = M.onePackageRequired;
  for (const level of enabled) {
    const pkg = packages[level] ?? {};
    const label = ITINERARY_PACKAGE_LABELS[level];
    if ((pkg.accommodationLevels ?? []).filter((v) => v.trim() !== '').length === 0)
      errors[`packages.${level}.accommodationLevels`] = M.accommodationLevelRequired(label);
    if ((pkg.mealLevels ?? []).filter((v) => v.trim() !== '').length === 0)
      errors[`packages.${level}.mealLevels`] = M.mealLevelRequired(label);
  }
  return errors;
}

/** Whether the package validation applies: itineraries only (trip and trip-request models omit it). */
function validatesItineraryPackages(model: ItineraryFormModel): boolean {
  return model === 'itinerary';
}

/** Whether a package's toggle is locked: it is the only enabled package. */
export function isItineraryPackageToggleLocked(packages: ItineraryPackagesDetailsLike, level: PackageLevel): boolean {
  const enabled = enabledItineraryPackages(packages);
  return enabled.length === 1 && enabled[0] === level;
}

/** Whether the operator code field is shown: only for trips and trip requests. */
export function showsOperatorCodeField(model: ItineraryFormModel): boolean {
  return model === 'trip' || model === 'tripRequest';
}

/** The hint under the name field, showing the maximum length. */
export function itineraryNameHint(): string {
  return M.nameHint;
}

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

const detailsPackageSchema = z.looseObject({
  enabled: z.boolean().optional(),
  accommodationLevels: z.array(z.string()).optional(),
  mealLevels: z.array(z.string()).optional(),
});

/** The itinerary details form schema for a model; package rules apply to itineraries only. */
export function itineraryDetailsFormSchema(model: ItineraryFormModel = 'itinerary') {
  return z
    .looseObject({
      name: requiredText(M.nameRequired).max(ITINERARY_NAME_MAX_LENGTH, M.nameTooLong),
      country: requiredText(M.countryRequired),
      destination: requiredText(M.destinationRequired),
      tripSummary: requiredText(M.summaryRequired).min(ITINERARY_SUMMARY_MIN_LENGTH, M.summaryTooShort),
      packages: z
        .object({
          standard: detailsPackageSchema.optional(),
          economy: detailsPackageSchema.optional(),
          premium: detailsPackageSchema.optional(),
        })
        .default({}),
      photos: z.array(z.unknown()).max(ITINERARY_PHOTOS_MAX, M.tooManyPhotos).default([]),
      operatorCode: z.string().trim().optional(),
    })
    .superRefine((values, ctx) => {
      if (!validatesItineraryPackages(model)) return;
      for (const [key, message] of Object.entries(validateItineraryPackages(values.packages)))
        ctx.addIssue({ code: 'custom', message, path: key.split('.') });
    });
}

/** Field errors of the itinerary details form (first message per field, keys dotted). */
export function validateItineraryDetails(values: unknown, model: ItineraryFormModel = 'itinerary'): FieldErrors {
  return fieldErrorsOfZod(itineraryDetailsFormSchema(model).safeParse(values));
}
