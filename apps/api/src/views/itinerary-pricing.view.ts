// What the Review pricing tab reads: the mode, spots and currency, the bounds the inventory sets, and each package's
// validity periods (prices in integer minor units of the itinerary currency).
import { PACKAGE_LEVELS, type inventorySpotsBounds, validityPeriodSchema } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import type { itineraries, validityPeriods } from '../db/schema/index.js';

const packagePricingView = z.object({ enabled: z.boolean(), validityPeriods: z.array(validityPeriodSchema) }).strict();

/** What the pricing view maps: the itinerary, its inventory's spot bounds and its validity periods. */
export interface ItineraryPricing {
  itinerary: typeof itineraries.$inferSelect;
  bounds: ReturnType<typeof inventorySpotsBounds>;
  periods: (typeof validityPeriods.$inferSelect)[];
}

export const itineraryPricingView = z
  .object({
    itineraryId: z.uuid(),
    version: z.number().int(),
    /** Inventory mode: spots against the inventory; otherwise validity periods price each package. */
    inventoryMode: z.boolean(),
    currency: z.string(),
    minimumSpots: z.number().int().nullable(),
    maximumSpots: z.number().int(),
    minimumSpotsFloor: z.number().int(),
    maximumSpotsCeiling: z.number().int().nullable(),
    packages: z.object({ standard: packagePricingView, economy: packagePricingView, premium: packagePricingView }),
  })
  .strict()
  .openapi('ItineraryPricing');
export type ItineraryPricingView = z.infer<typeof itineraryPricingView>;

export const toItineraryPricingView = ({ itinerary, bounds, periods }: ItineraryPricing): ItineraryPricingView => ({
  itineraryId: itinerary.id,
  version: itinerary.version,
  inventoryMode: itinerary.itineraryInventoryEnabled,
  currency: itinerary.currency,
  minimumSpots: itinerary.minimumSpots ?? null,
  maximumSpots: itinerary.maximumSpots,
  minimumSpotsFloor: bounds.minimumSpotsFloor,
  maximumSpotsCeiling: bounds.maximumSpotsCeiling ?? null,
  packages: Object.fromEntries(
    PACKAGE_LEVELS.map((level) => [
      level,
      {
        enabled: itinerary.packages[level]?.enabled ?? false,
        validityPeriods: periods
          .filter((p) => p.packageLevel === level)
          .map((p) => ({
            id: p.id,
            startDate: p.startDate,
            endDate: p.endDate,
            blackoutStartDate: { isBlackout: p.isBlackout },
            instantApprovalAllowed: p.instantApprovalAllowed,
            additionalCosts: { singleSupplement: { price: p.singleSupplementPrice } },
            costThresholds: p.costThresholds,
          })),
      },
    ]),
  ) as ItineraryPricingView['packages'],
});
