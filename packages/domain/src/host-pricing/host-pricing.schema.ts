// Host pricing entities: cost table row, pricing form (whole dollars) and the cost inputs of the table.
import { z } from 'zod';
import { HOST_PRICING_MESSAGES } from './host-pricing.constants.js';

/** One row of the potential earnings (cost) table; money in USD minor units (HPR-002). */
export const costTableRowSchema = z.object({
  travelerRowNumber: z.number().int().positive(),
  totalEarnings: z.number().int(),
  costPerTraveler: z.number().int(),
  serviceCost: z.number().int(),
  transactionCost: z.number().int(),
  priceWithFixedCost: z.number().int(),
});
export type CostTableRow = z.infer<typeof costTableRowSchema>;

const invalid = HOST_PRICING_MESSAGES.invalidPrices;
/** A host price in whole dollars (HPR-014, HPR-015). */
const hostPriceDollarsSchema = z
  .number({ error: invalid })
  .refine((n) => Number.isFinite(n), invalid)
  .refine((n) => Number.isInteger(n), HOST_PRICING_MESSAGES.wholeDollars)
  .refine((n) => n >= 0, invalid);

/** The pricing form: early bird (initial) and regular (remaining) prices and the earnings advance, whole dollars. */
export const hostPricingFormSchema = z.object({
  initialPrice: hostPriceDollarsSchema,
  remainingPrice: hostPriceDollarsSchema,
  flightStipend: z.number().int().default(0),
});
export type HostPricingForm = z.infer<typeof hostPricingFormSchema>;

/** A cost threshold: the operator's per-traveler cost (minor units) from a group size up. */
const hostCostThresholdSchema = z.object({
  numberOfTravelers: z.number().int().positive(),
  pricePerTraveler: z.number().int().nonnegative(),
});
export type HostCostThreshold = z.infer<typeof hostCostThresholdSchema>;
