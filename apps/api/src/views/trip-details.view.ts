// What the trip details resource (api/me/trip-details, HAP-012) answers: the trip page's details the host edits.
import { PUBLISH_STATUSES } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import type { trips } from '../db/schema/index.js';

export const tripDetailsView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    tripSummary: z.string(),
    categories: z.array(z.string()),
    photos: z.object({ hero: z.string().nullable(), itineraryPhotos: z.array(z.string()) }).strict(),
    /** Where the trip page stands in publish review (an edit sends it back to pending, WSP-065). */
    publishStatus: z.enum(PUBLISH_STATUSES),
  })
  .strict()
  .openapi('TripDetails');
export type TripDetailsView = z.infer<typeof tripDetailsView>;

/** The trip details of a trip row. */
export function toTripDetailsView(row: typeof trips.$inferSelect): TripDetailsView {
  return {
    id: row.id,
    name: row.name,
    tripSummary: row.tripSummary,
    categories: row.categories,
    photos: { hero: row.photos.hero ?? null, itineraryPhotos: row.photos.itineraryPhotos },
    publishStatus: row.publishStatus as TripDetailsView['publishStatus'],
  };
}
