// The operator itinerary calls' request shapes (OAP-021, OAP-022): the review-details save and the submit. The shapes
// only bound types and sizes; the spec's rules and messages are the details form schema's (itinerary-details.rules).
import { z } from 'zod';
import { ITINERARY_PHOTOS_MAX } from '../itinerary/itinerary.constants.js';
import { PACKAGE_LEVELS } from '../shared/statuses.js';
import { timeZoneSchema } from '../shared/time-zone.schema.js';

const text = (max: number) => z.string().max(max, `At most ${max} characters`);

/** One package's review details: on or off, one accommodation level and one meal level (lists, §3). */
const itineraryPackageDetailsSchema = z
  .object({
    enabled: z.boolean(),
    accommodationLevels: z.array(text(100)).max(1),
    mealLevels: z.array(text(100)).max(1),
    foodOptions: z.array(text(100)).max(20).default([]),
  })
  .strict();

/** A stored photo: where the upload put it, and whether it is the hero. */
const itineraryPhotoRefSchema = z.object({ url: text(500).min(1), hero: z.boolean().optional() }).strict();

/** The review-details tab's values as the API takes them (create and update). */
export const itineraryReviewDetailsSchema = z
  .object({
    name: text(500),
    country: text(100),
    destination: text(200),
    tripSummary: text(5000),
    packages: z.object(
      Object.fromEntries(PACKAGE_LEVELS.map((level) => [level, itineraryPackageDetailsSchema])) as Record<
        (typeof PACKAGE_LEVELS)[number],
        typeof itineraryPackageDetailsSchema
      >,
    ),
    // The rule (at most 10, OPI-022) is the details schema's; this bound only keeps bodies sane.
    photos: z
      .array(itineraryPhotoRefSchema)
      .max(ITINERARY_PHOTOS_MAX * 2)
      .default([]),
    // Decision 038: the zone its trips count "today" in. Optional so older clients keep working: a create without it
    // is 'UTC' (the column's default), an update without it leaves the stored zone.
    timeZone: timeZoneSchema.optional(),
  })
  .strict();
export type ItineraryReviewDetails = z.infer<typeof itineraryReviewDetailsSchema>;
export type ItineraryReviewDetailsInput = z.input<typeof itineraryReviewDetailsSchema>;

/** The version the client last read: a save or submit on an older one is refused (409 STALE_VERSION). */
const itineraryVersionSchema = z.number().int().min(1);

/** Update of review details: the values and the version they were edited from. */
export const itineraryReviewDetailsUpdateSchema = itineraryReviewDetailsSchema.extend({
  version: itineraryVersionSchema,
});

/** Submit for approval (OPI-008): the version the operator reviewed. */
export const itinerarySubmitSchema = z.object({ version: itineraryVersionSchema }).strict();
