// The operator trip pricing form: spots range, whole-number tier prices and single supplement, with the spec's rules.
import { z } from 'zod';
import { TRIP_PRICING_MESSAGES } from './pricing.constants.js';
import { isWholeTripTierPrice, validateTripSpots } from './trip-pricing.rules.js';

/** The trip pricing form values; prices in integer minor units of the trip currency (USD unless given). */
export const tripPricingFormSchema = z
  .object({
    minimumSpots: z.number().int(),
    maximumSpots: z.number().int(),
    costThresholds: z
      .array(
        z.object({
          numberOfTravelers: z.number().int().min(0),
          pricePerTraveler: z.number().int().min(0),
        }),
      )
      .default([]),
    singleSupplement: z
      .object({ price: z.number().int().min(0).default(0), quantity: z.number().int().min(0).default(0) })
      .optional(),
    operatorTerms: z.boolean().default(false),
  })
  .superRefine((values, ctx) => {
    if (values.minimumSpots > values.maximumSpots) {
      ctx.addIssue({ code: 'custom', message: TRIP_PRICING_MESSAGES.invalidSpotsRange, path: ['minimumSpots'] });
      return;
    }
    for (const [field, message] of Object.entries(validateTripSpots(values)))
      ctx.addIssue({ code: 'custom', message, path: [field] });
    values.costThresholds.forEach((t, i) => {
      if (!isWholeTripTierPrice(t.pricePerTraveler))
        ctx.addIssue({
          code: 'custom',
          message: 'Prices must be whole numbers',
          path: ['costThresholds', i, 'pricePerTraveler'],
        });
    });
  });
type TripPricingFormValues = z.infer<typeof tripPricingFormSchema>;

/** The pricing fields a trip update sends when they changed: costThresholds and the single supplement price. */
export function tripPricingChangedFields(
  before: Pick<TripPricingFormValues, 'costThresholds' | 'singleSupplement'>,
  after: Pick<TripPricingFormValues, 'costThresholds' | 'singleSupplement'>,
): {
  costThresholds?: TripPricingFormValues['costThresholds'];
  additionalCosts?: { singleSupplement: { price: number } };
} {
  const changed: ReturnType<typeof tripPricingChangedFields> = {};
  if (JSON.stringify(before.costThresholds) !== JSON.stringify(after.costThresholds))
    changed.costThresholds = after.costThresholds;
  const beforePrice = before.singleSupplement?.price ?? 0;
  const afterPrice = after.singleSupplement?.price ?? 0;
  if (beforePrice !== afterPrice) changed.additionalCosts = { singleSupplement: { price: afterPrice } };
  return changed;
}
