// Trip request entities: catalogue itinerary, package availability, form values, submit payload, request record.
import { z } from 'zod';
import { calendarDateSchema } from '../shared/dates.js';
import { canonicalEnum } from '../shared/enum.js';
import { currencyCodeSchema } from '../shared/money.js';
import { packageLevelSchema, tripRequestStatusSchema } from '../shared/statuses.js';
import {
  COMPANION_AGE_RANGES,
  DEFAULT_HOST_ROOM_TYPE,
  DEFAULT_ITINERARY_MAXIMUM_SPOTS,
  HOST_ROOM_TYPES,
  TRIP_REQUEST_MESSAGES,
} from './trip-request.constants.js';

const required = TRIP_REQUEST_MESSAGES.fieldRequired;
const idSchema = z.string().min(1);
/** Integer minor units (cents for USD). */
const minorSchema = z.number().int();

/** A companion's age range: 0-2, 3-12, 13-17 or 18+ (CAT-026). */
export const companionAgeRangeSchema = z.enum(COMPANION_AGE_RANGES, { error: required });
type CompanionAgeRange = z.infer<typeof companionAgeRangeSchema>;

/** Host room type: one bed, two beds (twin) or shared bed (CAT-027); 'twin' and 'double' spellings accepted. */
export const hostRoomTypeSchema = canonicalEnum(HOST_ROOM_TYPES, {
  twin: 'two-beds',
  twinBeds: 'two-beds',
  oneBed: 'one-bed',
  single: 'one-bed',
  sharedBed: 'shared-bed',
});
export type HostRoomType = z.infer<typeof hostRoomTypeSchema>;

/** A host companion on the request: first name, last name and age range, each required (CAT-038). */
export const tripRequestCompanionSchema = z.object({
  firstName: z.string({ error: required }).trim().min(1, required),
  lastName: z.string({ error: required }).trim().min(1, required),
  ageRange: companionAgeRangeSchema,
});
export type TripRequestCompanion = z.infer<typeof tripRequestCompanionSchema>;
/** A companion row while the form is filled in: '' until an age range is chosen (Reserve names it, CAT-039). */
export type TripRequestCompanionDraft = Omit<TripRequestCompanion, 'ageRange'> & { ageRange: CompanionAgeRange | '' };

/** One host room with its type. */
export const hostRoomSchema = z.object({ roomType: hostRoomTypeSchema });
export type HostRoom = z.infer<typeof hostRoomSchema>;

/** The slice of an itinerary service the request screen needs (the service entity lives elsewhere). */
const tripRequestServiceSchema = z.looseObject({
  _id: z.string().optional(),
  name: z.string().optional(),
  type: z.string().optional(),
  /** Price in minor units. */
  price: minorSchema.nonnegative().nullable().optional(),
  hoursAvailable: z.number().int().nonnegative().nullable().optional(),
});

/** A workshop space the host selects, with the hours requested (length). */
const selectedWorkshopSpaceSchema = z.object({
  id: idSchema,
  length: z.number().int(),
  service: tripRequestServiceSchema,
});

/** An optional service or activity the host selects, with how many of the party opt in. */
const hostSelectedOptionalServiceSchema = z.object({
  id: idSchema,
  numberOptingIn: z.number().int(),
  service: tripRequestServiceSchema,
});
export type HostSelectedOptionalService = z.infer<typeof hostSelectedOptionalServiceSchema>;

/** Before/after-trip choice of pre/post accommodation or transfers. */
const prePostSelectionSchema = z.object({
  beforeTrip: z.boolean().default(false),
  afterTrip: z.boolean().default(false),
});

/** The trip request form values (CAT-024); defaults give the default reservation form (CAT-034). */
export const tripRequestFormValuesSchema = z.object({
  selectedPackage: packageLevelSchema,
  startDate: calendarDateSchema.nullable().default(null),
  itineraryInventoryItemId: z.string().nullable().default(null),
  dietaryRestriction: z.string().nullable().default(null),
  companions: z.array(tripRequestCompanionSchema).default([]),
  hostRooms: z.array(hostRoomSchema).default([{ roomType: DEFAULT_HOST_ROOM_TYPE }]),
  quantityHostRooms: z.number().int().optional(),
  selectedWorkshopSpaces: z.array(selectedWorkshopSpaceSchema).default([]),
  hostSelectedOptionalServices: z.array(hostSelectedOptionalServiceSchema).default([]),
  hostSelectedOptionalActivities: z.array(hostSelectedOptionalServiceSchema).default([]),
  prePostAccommodationsSelection: prePostSelectionSchema.default({ beforeTrip: false, afterTrip: false }),
  prePostTransfersSelection: prePostSelectionSchema.default({ beforeTrip: false, afterTrip: false }),
  additionalRequests: z.string().default(''),
  /** Base price per traveler in minor units. */
  basePrice: minorSchema.nonnegative().optional(),
  /** Trip length in days. */
  tripLength: z.number().int().positive().optional(),
});
export type TripRequestFormValues = z.infer<typeof tripRequestFormValuesSchema>;
export type TripRequestFormInput = z.input<typeof tripRequestFormValuesSchema>;
/** The form while it is filled in: its companions may be incomplete until Reserve checks them (CAT-038, CAT-039). */
export type TripRequestFormDraft = Omit<TripRequestFormValues, 'companions'> & {
  companions: TripRequestCompanionDraft[];
};

/** The submit payload: the form values plus itinerary (id), hostRooms and companions (CAT-025). */
export const tripRequestSubmitPayloadSchema = tripRequestFormValuesSchema.extend({
  itinerary: z.object({ id: idSchema }),
  hostRooms: z.array(hostRoomSchema),
  companions: z.array(tripRequestCompanionSchema),
});
export type TripRequestSubmitPayload = z.infer<typeof tripRequestSubmitPayloadSchema>;

/** A trip request record (TRP-003). */
export const tripRequestSchema = z.object({
  id: idSchema,
  host: idSchema,
  status: tripRequestStatusSchema.default('pending'),
  instantlyApproved: z.boolean().default(false),
  trovaAutoPriced: z.boolean().default(false),
  /** The trip created from the request, once there is one. */
  trip: z.object({ id: idSchema }).nullable().default(null),
  itinerary: z.object({
    id: idSchema.optional(),
    maximumSpots: z.number().int().positive().default(DEFAULT_ITINERARY_MAXIMUM_SPOTS),
    currency: currencyCodeSchema.default('USD'),
  }),
  itineraryInventoryItem: z.string().nullable().default(null),
  startDate: calendarDateSchema.nullable().default(null),
  additionalRequests: z.string().default(''),
});

/** The create response: id and instantlyApproved on success, or error (TRP-005). */
export const tripRequestCreateResponseSchema = z.object({
  id: z.string().optional(),
  instantlyApproved: z.boolean().optional(),
  error: z.string().optional(),
});
export type TripRequestCreateResponse = z.infer<typeof tripRequestCreateResponseSchema>;

/** A cost schedule tier of an inventory item: per-traveler price at a group size. */
const costScheduleTierSchema = z.object({
  numberOfTravelers: z.number().int().positive(),
  price: minorSchema.nonnegative(),
});

/** A priced room occupancy of pre/post accommodation. */
const accommodationRateSchema = z.object({
  price: minorSchema.nonnegative().nullable().optional(),
  quantityAvailable: z.number().int().nonnegative().optional(),
  maxNights: z.number().int().nonnegative().optional(),
});
/** Pre/post accommodation of an inventory item by occupancy. */
const prePostAccommodationSchema = z.object({
  single: accommodationRateSchema.optional(),
  double: accommodationRateSchema.optional(),
});
export type PrePostAccommodation = z.infer<typeof prePostAccommodationSchema>;

/** An inventory item as offered to the host on the request screen (CAT-030). */
export const availabilityInventoryItemSchema = z.object({
  id: idSchema,
  startDate: calendarDateSchema,
  preTransferPrice: minorSchema.nonnegative().nullable().optional(),
  postTransferPrice: minorSchema.nonnegative().nullable().optional(),
  packageLevel: packageLevelSchema,
  costSchedule: z.array(costScheduleTierSchema).default([]),
  preAccommodation: prePostAccommodationSchema.nullable().optional(),
  postAccommodation: prePostAccommodationSchema.nullable().optional(),
});

/** Availability of one package (CAT-030). */
export const packageAvailabilitySchema = z.object({
  enabledDates: z.array(calendarDateSchema).optional(),
  blackoutDates: z.array(calendarDateSchema).default([]),
  firstAvailableDate: calendarDateSchema.nullable().default(null),
  instantApprovalDates: z.array(calendarDateSchema).default([]),
  isInventoryEnabled: z.boolean().default(false),
  isPackageEnabled: z.boolean().default(false),
  itineraryInventoryItems: z.array(availabilityInventoryItemSchema).default([]),
  foodOptions: z.array(z.string()).default([]),
});
export type PackageAvailability = z.infer<typeof packageAvailabilitySchema>;

/** Availability per package level. */
export const itineraryAvailabilitySchema = z.object({
  standard: packageAvailabilitySchema.optional(),
  economy: packageAvailabilitySchema.optional(),
  premium: packageAvailabilitySchema.optional(),
});
export type ItineraryAvailability = z.infer<typeof itineraryAvailabilitySchema>;

/** Display status of an inventory item; anything unrecognised reads as unknown (CAT-031). */
const INVENTORY_ITEM_DISPLAY_STATUSES = ['confirmed', 'reserved', 'available', 'unknown'] as const;
export const inventoryItemDisplayStatusSchema = canonicalEnum(INVENTORY_ITEM_DISPLAY_STATUSES).catch('unknown');
export type InventoryItemDisplayStatus = z.infer<typeof inventoryItemDisplayStatusSchema>;

/** The suggested sell price range in minor units (CAT-032). */
export const suggestedSellPriceSchema = z.object({ minPrice: minorSchema, maxPrice: minorSchema });
export type SuggestedSellPrice = z.infer<typeof suggestedSellPriceSchema>;

/** One package of the host-side itinerary. */
const hostItineraryPackageSchema = z.looseObject({ enabled: z.boolean().default(false) });

/** The host-side itinerary of the catalogue (CAT-010); maximumSpots defaults to 20 (CAT-011). */
export const hostItinerarySchema = z.object({
  id: idSchema,
  categories: z.array(z.string()).default([]),
  name: z.string().min(1),
  /** Length in days. */
  length: z.number().int().positive(),
  country: z.string().default(''),
  destination: z.string().default(''),
  headerPhoto: z.string().nullable().default(null),
  maximumSpots: z.number().int().positive().default(DEFAULT_ITINERARY_MAXIMUM_SPOTS),
  itineraryInventoryEnabled: z.boolean().default(false),
  /** Starting price in minor units. */
  startingPrice: minorSchema.nonnegative().nullable().default(null),
  servicesByDay: z.array(z.array(tripRequestServiceSchema)).default([]),
  additionalOptionalServices: z.array(tripRequestServiceSchema).default([]),
  packages: z
    .object({
      standard: hostItineraryPackageSchema.optional(),
      economy: hostItineraryPackageSchema.optional(),
      premium: hostItineraryPackageSchema.optional(),
    })
    .default({}),
  /** Days between the request and the earliest start date. */
  tripLeadTime: z.number().int().nonnegative().nullable().default(null),
});

/** Host itinerary recommendations (CAT-008). */
export const hostRecommendationsSchema = z.object({
  active: z.boolean().default(false),
  trovaRecommended: z.boolean().default(false),
  recommendedBy: z
    .object({ firstName: z.string(), profilePicture: z.string().nullable().default(null) })
    .nullable()
    .default(null),
  recommendationNote: z.string().default(''),
  options: z
    .array(
      z.object({
        itinerary: z.object({
          id: idSchema,
          name: z.string(),
          heroImage: z.string().nullable().default(null),
          active: z.boolean().default(true),
        }),
        topRecommended: z.boolean().default(false),
      }),
    )
    .default([]),
});
export type HostRecommendations = z.infer<typeof hostRecommendationsSchema>;
