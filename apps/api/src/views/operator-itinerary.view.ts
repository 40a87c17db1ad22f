// What an operator reads of their own itinerary: the builder's review details, its status and the version to save on.
import { ITINERARY_STATUSES, PACKAGE_LEVELS } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import type { itineraries } from '../db/schema/index.js';

const packageView = z
  .object({
    enabled: z.boolean(),
    accommodationLevels: z.array(z.string()),
    mealLevels: z.array(z.string()),
    foodOptions: z.array(z.string()),
  })
  .strict();

const photoView = z.object({ url: z.string(), hero: z.boolean() }).strict();

export const operatorItineraryView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    country: z.string(),
    destination: z.string(),
    tripSummary: z.string(),
    /** The IANA zone its trips count "today" in (decision 038); a trip copies it when created. */
    timeZone: z.string(),
    lengthInDays: z.number().int(),
    status: z.enum(ITINERARY_STATUSES),
    packages: z.object({ standard: packageView, economy: packageView, premium: packageView }).strict(),
    photos: z.array(photoView),
    currency: z.string(),
    minimumSpots: z.number().int().nullable(),
    maximumSpots: z.number().int(),
    /** Send it back with a save or submit: an older one is refused with 409 STALE_VERSION. */
    version: z.number().int(),
    updatedAt: z.iso.datetime(),
  })
  .strict()
  .openapi('OperatorItinerary');
export type OperatorItineraryView = z.infer<typeof operatorItineraryView>;

type Row = typeof itineraries.$inferSelect;

/** The stored photos as one list, the hero first and flagged. */
export function photosOf(row: Pick<Row, 'photos'>): OperatorItineraryView['photos'] {
  const hero = row.photos.hero ? [{ url: row.photos.hero.url, hero: true }] : [];
  return [...hero, ...row.photos.itineraryPhotos.map((p) => ({ url: p.url, hero: false }))];
}

export const toOperatorItineraryView = (row: Row): OperatorItineraryView => ({
  id: row.id,
  name: row.name,
  country: row.country,
  destination: row.destination,
  tripSummary: row.tripSummary,
  timeZone: row.timeZone,
  lengthInDays: row.lengthInDays,
  status: row.status as OperatorItineraryView['status'],
  packages: Object.fromEntries(
    PACKAGE_LEVELS.map((level) => {
      const p = row.packages[level];
      return [
        level,
        {
          enabled: p?.enabled ?? false,
          accommodationLevels: p?.accommodationLevels ?? [],
          mealLevels: p?.mealLevels ?? [],
          foodOptions: p?.foodOptions ?? [],
        },
      ];
    }),
  ) as OperatorItineraryView['packages'],
  photos: photosOf(row),
  currency: row.currency,
  minimumSpots: row.minimumSpots ?? null,
  maximumSpots: row.maximumSpots,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});
