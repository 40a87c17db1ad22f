// The host's trip details form: name, summary, categories and photos, with the spec's limits.
import { z } from 'zod';
import {
  TRIP_DETAILS_MESSAGES,
  TRIP_NAME_MAX_LENGTH,
  TRIP_PHOTOS_MAX,
  TRIP_SUMMARY_MAX_LENGTH,
} from './workspace.constants.js';

/** Hero plus itinerary photos of a trip. */
const countHostTripPhotos = (photos: { hero?: string | null | undefined; itineraryPhotos: readonly string[] }) =>
  (photos.hero ? 1 : 0) + photos.itineraryPhotos.length;

/**
 * The trip details schema (WSP-071, DECIDE: name required and at most TRIP_NAME_MAX_LENGTH (WSP-070), summary at
 * most TRIP_SUMMARY_MAX_LENGTH, at least one category only when the trip has categories (WSP-072), at most 10 photos
 * hero included (WSP-073)); strings are trimmed.
 */
export function hostTripDetailsSchema(options: { tripHasCategories: boolean }) {
  return z
    .object({
      name: z
        .string({ error: TRIP_DETAILS_MESSAGES.nameRequired })
        .trim()
        .min(1, TRIP_DETAILS_MESSAGES.nameRequired)
        .max(TRIP_NAME_MAX_LENGTH, TRIP_DETAILS_MESSAGES.nameTooLong),
      tripSummary: z.string().trim().max(TRIP_SUMMARY_MAX_LENGTH, TRIP_DETAILS_MESSAGES.summaryTooLong).default(''),
      categories: options.tripHasCategories
        ? z
            .array(z.string(), { error: TRIP_DETAILS_MESSAGES.categoriesRequired })
            .min(1, TRIP_DETAILS_MESSAGES.categoriesRequired)
        : z.array(z.string()).default([]),
      photos: z
        .object({ hero: z.string().nullable().optional(), itineraryPhotos: z.array(z.string()).default([]) })
        .default({ itineraryPhotos: [] }),
    })
    .superRefine((d, ctx) => {
      if (countHostTripPhotos(d.photos) > TRIP_PHOTOS_MAX)
        ctx.addIssue({ code: 'custom', path: ['photos'], message: TRIP_DETAILS_MESSAGES.tooManyPhotos });
    });
}

/** The 'Error' toast of a failed trip save with the form's message (WSP-074). */
export const tripSaveErrorToast = (message: string): { title: 'Error'; description: string } => ({
  title: 'Error',
  description: message,
});
