// The review-details tab's values: checked with the portal's own domain schema (§5 messages), and mapped to columns.
import { type ItineraryReviewDetails, PACKAGE_LEVELS, validateItineraryDetails } from '@caravan/domain';
import type { StoredItineraryPackages } from '../../db/schema/itineraries.js';
import { badRequest } from '../../errors/app-error.js';
import type { ItineraryRow } from './itinerary-access.js';

/** 400 with the spec's message per field unless the details pass the details form schema (OPI-009..022). */
export function assertValidReviewDetails(details: unknown, message = 'Check the highlighted fields.'): void {
  const fields = validateItineraryDetails(details, 'itinerary');
  if (Object.keys(fields).length > 0) throw badRequest(message, fields);
}

/** The columns the review details set: trimmed text, every package level, photos split into hero and the rest. */
export function reviewDetailsColumns(details: ItineraryReviewDetails) {
  const hero = details.photos.find((p) => p.hero === true);
  const packages = Object.fromEntries(
    PACKAGE_LEVELS.map((level) => {
      const p = details.packages[level];
      return [
        level,
        {
          enabled: p.enabled,
          accommodationLevels: p.accommodationLevels.map((v) => v.trim()).filter(Boolean),
          mealLevels: p.mealLevels.map((v) => v.trim()).filter(Boolean),
          foodOptions: p.foodOptions,
        },
      ];
    }),
  ) as StoredItineraryPackages;
  return {
    name: details.name.trim(),
    country: details.country.trim(),
    destination: details.destination.trim(),
    tripSummary: details.tripSummary.trim(),
    ...(details.timeZone === undefined ? {} : { timeZone: details.timeZone }),
    packages,
    photos: {
      ...(hero ? { hero: { url: hero.url } } : {}),
      itineraryPhotos: details.photos.filter((p) => p !== hero).map((p) => ({ url: p.url })),
    },
  };
}

/** The stored row's review details, in the shape the details schema checks (for a submit). */
export function storedReviewDetails(row: ItineraryRow) {
  const photos = [...(row.photos.hero ? [row.photos.hero] : []), ...row.photos.itineraryPhotos];
  return {
    name: row.name,
    country: row.country,
    destination: row.destination,
    tripSummary: row.tripSummary,
    packages: row.packages,
    photos,
  };
}
