// Accommodation alternatives: the alternative entity, accommodation day ranges, and the alternative accommodation form.
import { z } from 'zod';
import { blankToUndefined, requiredMessage, requiredTextField } from '../services/form-fields.js';
import { accommodationServiceSchema } from '../services/service.schema.js';
import { MAX_SERVICE_IMAGES, SERVICE_MESSAGES } from '../services/services.constants.js';
import { ALTERNATIVE_FIELD_LABELS } from './alternatives.constants.js';

/** An alternative accommodation: an accommodation service offered in place of the default one of a day range (ALT-001). */
export const accommodationAlternativeSchema = accommodationServiceSchema.extend({
  /** The accommodation day range it is an alternative for. */
  dayRangeIndex: z.number().int().min(0),
  itinerary: z.string().min(1).optional(),
  /** The default accommodation of the day range. */
  defaultAccommodationId: z.string().min(1).optional(),
});
export type AccommodationAlternative = z.infer<typeof accommodationAlternativeSchema>;

/**
 * An accommodation day range: the days one accommodation covers, its default accommodation and the alternatives
 * that may be selected in its place per inventory item (ALT-001).
 */
export const accommodationDayRangeSchema = z.object({
  index: z.number().int().min(0),
  startDayIndex: z.number().int().min(0),
  duration: z.number().int().min(1),
  defaultAccommodationId: z.string().min(1),
  alternativeIds: z.array(z.string().min(1)).default([]),
});
export type AccommodationDayRange = z.infer<typeof accommodationDayRangeSchema>;

/** An inventory item's selection: one chosen accommodation id per accommodation day range (ALT-002). */
const accommodationSelectionsSchema = z.array(z.string().min(1));
export type AccommodationSelections = z.infer<typeof accommodationSelectionsSchema>;

const L = ALTERNATIVE_FIELD_LABELS;

/** Star rating: required 1-5. */
const starRatingField = z.preprocess(
  (v) => {
    const b = blankToUndefined(v);
    return typeof b === 'string' ? Number(b) : b;
  },
  z
    .number({ error: requiredMessage(L.starRating) })
    .int()
    .min(1, requiredMessage(L.starRating))
    .max(5),
);

/**
 * The alternative accommodation form for a day range: name, accommodation type, occupancy, star rating and
 * description required (ALT-011 to ALT-015); the number of nights is fixed to the range's (ALT-016); price defaults
 * to 0 (ALT-017). Price in major units (dollars).
 */
export function alternativeAccommodationFormSchema(fixedNumberOfNights: number) {
  return z.object({
    name: requiredTextField(L.name),
    accommodationType: requiredTextField(L.accommodationType),
    occupancy: requiredTextField(L.occupancy),
    starRating: starRatingField,
    description: requiredTextField(L.description),
    price: z
      .preprocess((v) => {
        const b = blankToUndefined(v);
        return typeof b === 'string' ? Number(b) : b;
      }, z.number({ error: 'Price must be a number' }).min(0, 'Price must be at least 0').optional())
      .transform((v) => v ?? 0),
    // optional(): zod 4.6 reports an absent key as missing unless its schema accepts an absent input.
    numberOfNights: z
      .unknown()
      .optional()
      .transform(() => fixedNumberOfNights),
    orSimilar: z.boolean().default(false),
    images: z.array(z.string().min(1)).max(MAX_SERVICE_IMAGES, SERVICE_MESSAGES.tooManyImages).default([]),
  });
}
