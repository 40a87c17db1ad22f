// What a host reads of the itinerary catalogue (host-and-platform §2.6, §3): cards with their tier lock, the host's
// standing, one itinerary's description, recommendations, per-package availability and the suggested sell price.
import { ACCOMMODATION_TIMINGS, INVENTORY_DISPLAY_STATUSES, PACKAGE_LEVELS, PAGE_SIZE_MAX } from '@caravan/domain';
import { z } from '@hono/zod-openapi';

const date = z.iso.date();

export const hostStandingView = z
  .object({
    level: z.number().int().min(0).max(3),
    qualified: z.boolean(),
    mayRequest: z.boolean().openapi({ description: 'False for a level ZERO host (LVL-017)' }),
  })
  .strict()
  .openapi('CatalogueHostStanding');

export const catalogueItemView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    country: z.string(),
    destination: z.string(),
    lengthInDays: z.number().int(),
    categories: z.array(z.string()),
    headerPhoto: z.string().nullable(),
    currency: z.string(),
    tier: z.number().int().min(1).max(3),
    locked: z
      .boolean()
      .openapi({ description: "True when the host's level does not unlock the tier (LVL-012, LVL-013)" }),
    itineraryInventoryEnabled: z.boolean(),
  })
  .strict()
  .openapi('CatalogueItinerary');

export const cataloguePageView = z
  .object({
    host: hostStandingView,
    items: z.array(catalogueItemView).max(PAGE_SIZE_MAX),
    nextCursor: z.string().nullable(),
  })
  .strict()
  .openapi('CataloguePage');

const serviceView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    type: z.string(),
    price: z.number().int(),
    hoursAvailable: z.number().int().nullable(),
    timing: z.enum(ACCOMMODATION_TIMINGS).nullable().openapi({ description: 'A pre-trip or post-trip stay' }),
  })
  .strict();

const optionalServiceView = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.string(),
    price: z.number().int(),
    activity: z.boolean().openapi({ description: 'An optional activity (else an additional host service)' }),
  })
  .strict();

export const itineraryDescriptionView = z
  .object({
    host: hostStandingView,
    itinerary: z
      .object({
        ...catalogueItemView.shape,
        tripSummary: z.string(),
        /** The spots range a departure's price tiers run over (INV-042); null while the operator has not priced it. */
        minimumSpots: z.number().int().nullable(),
        maximumSpots: z.number().int(),
        tripLeadTime: z.number().int().nullable(),
        /** The IANA zone a departure's lead window counts from (its today, decision 038). */
        timeZone: z.string(),
        packages: z.array(z.enum(PACKAGE_LEVELS)),
        days: z.array(z.object({ dayIndex: z.number().int(), services: z.array(serviceView) }).strict()),
        optionalServices: z.array(optionalServiceView),
      })
      .strict(),
  })
  .strict()
  .openapi('CatalogueItineraryDescription');

export const recommendationView = z
  .object({
    itinerary: z
      .object({ id: z.uuid(), name: z.string(), heroImage: z.string().nullable(), active: z.boolean() })
      .strict(),
    topRecommended: z.boolean(),
    trovaRecommended: z.boolean(),
    recommendedBy: z.object({ firstName: z.string() }).strict().nullable(),
    recommendationNote: z.string(),
  })
  .strict()
  .openapi('ItineraryRecommendation');

/** One room occupancy's pre/post-trip price (minor units), rooms available and maximum nights. */
const roomPriceView = z
  .object({ price: z.number().int().optional(), quantityAvailable: z.number().int(), maxNights: z.number().int() })
  .strict();
const accommodationPricesView = z
  .object({ single: roomPriceView.optional(), double: roomPriceView.optional() })
  .strict();

const inventoryItemView = z
  .object({
    id: z.uuid(),
    startDate: date,
    packageLevel: z.enum(PACKAGE_LEVELS),
    preTransferPrice: z.number().int().nullable(),
    postTransferPrice: z.number().int().nullable(),
    preAccommodation: accommodationPricesView.nullable(),
    postAccommodation: accommodationPricesView.nullable(),
    costSchedule: z.array(z.object({ numberOfTravelers: z.number().int(), price: z.number().int() }).strict()),
    displayStatus: z.enum(INVENTORY_DISPLAY_STATUSES),
  })
  .strict();

const packageAvailabilityView = z
  .object({
    isPackageEnabled: z.boolean(),
    isInventoryEnabled: z.boolean(),
    enabledDates: z.array(date).optional(),
    blackoutDates: z.array(date),
    instantApprovalDates: z.array(date),
    firstAvailableDate: date.nullable(),
    itineraryInventoryItems: z.array(inventoryItemView),
    foodOptions: z.array(z.string()),
  })
  .strict();

export const availabilityView = z
  .object({ standard: packageAvailabilityView, economy: packageAvailabilityView, premium: packageAvailabilityView })
  .strict()
  .openapi('ItineraryAvailability');

export const suggestedSellPriceView = z
  .object({ minPrice: z.number().int(), maxPrice: z.number().int() })
  .strict()
  .openapi('SuggestedSellPrice');
