// The Trip entity: the operator view (pricing, services, request details) plus the host and traveler view fields.
import { z } from 'zod';
import { itineraryDayEntrySchema, itineraryOptionalServiceSchema } from '../itinerary/itinerary.schema.js';
import { calendarDateSchema, instantSchema } from '../shared/dates.js';
import { currencyCodeSchema } from '../shared/money.js';
import { packageLevelSchema, publishStatusSchema, tripStatusSchema } from '../shared/statuses.js';
import { companionAgeRangeSchema, hostRoomSchema } from '../trip-request/trip-request.schema.js';

/** Integer minor units of the trip currency. */
const minorUnitsSchema = z.number().int().min(0);
/** A reference held either as an id or as the (partial) record. */
const refSchema = z.union([
  z.string().min(1),
  z.looseObject({ id: z.string().optional(), _id: z.string().optional() }),
]);
/** A record owned by another area (services, bookings, campaigns), carried as it comes. */
const recordSchema = z.looseObject({});

/** A trip price tier: per-traveler price at a group size (the count includes FOC spots). */
const tripCostThresholdSchema = z.object({
  numberOfTravelers: z.number().int().min(0),
  pricePerTraveler: minorUnitsSchema,
});
export type TripCostThreshold = z.infer<typeof tripCostThresholdSchema>;

/** The single supplement of a trip: price and total spots (quantity, minimum 0). */
const tripSingleSupplementSchema = z.object({
  price: minorUnitsSchema.default(0),
  quantity: z.number().int().min(0).default(0),
});

/** A companion of the host on the trip; ageRange is one of 18+, 13-17, 3-12, 0-2. */
export const tripCompanionSchema = z.looseObject({
  _id: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  ageRange: companionAgeRangeSchema.optional(),
});
export type TripCompanion = z.infer<typeof tripCompanionSchema>;

/** A day entry of a trip: an itinerary day entry or a service record as the host view carries it. */
const tripDayEntrySchema = z.union([itineraryDayEntrySchema, recordSchema]);

/** Trip prices shown to the host, integer minor units. */
const tripPricesSchema = z.object({
  initial: minorUnitsSchema.optional(),
  remainingPrice: minorUnitsSchema.optional(),
  serviceFee: minorUnitsSchema.optional(),
  transactionFee: minorUnitsSchema.optional(),
});

/** The Trip entity: every field of the operator view (operator-and-inventory §3 Trip), host and traveler views. */
export const tripSchema = z.object({
  // identity and lifecycle
  id: z.string().min(1).optional(),
  _id: z.string().min(1).optional(),
  shortId: z.string().optional(),
  name: z.string(),
  status: tripStatusSchema.default('created'),
  startDate: calendarDateSchema,
  endDate: calendarDateSchema.optional(),
  itinerary: refSchema.optional(),
  itineraryData: recordSchema.optional(),
  tripRequestId: z.string().optional(),
  tripRequest: refSchema.optional(),
  host: refSchema.optional(),
  operator: refSchema.optional(),
  accountManager: refSchema.optional(),
  operatorCode: z.string().optional(),
  // services
  servicesByDay: z.array(z.array(tripDayEntrySchema)).default([]),
  optionalServices: z.array(recordSchema).default([]),
  hostSelectedOptionalServices: z.array(recordSchema).default([]),
  selectedWorkshopSpaces: z.array(recordSchema).default([]),
  accommodationsServices: z.array(recordSchema).default([]),
  transferServices: z.array(recordSchema).default([]),
  servicesToUpdate: z.array(z.union([z.string(), recordSchema])).default([]),
  hostGroundTransfers: z.array(recordSchema).default([]),
  additionalOptionalServices: z.array(z.union([itineraryOptionalServiceSchema, recordSchema])).default([]),
  // pricing
  currency: currencyCodeSchema.default('USD'),
  minimumSpots: z.number().int().min(0).optional(),
  maximumSpots: z.number().int().min(1).optional(),
  costThresholds: z.array(tripCostThresholdSchema).default([]),
  additionalCosts: z.object({ singleSupplement: tripSingleSupplementSchema.optional() }).optional(),
  itineraryInventoryItem: z
    .looseObject({
      id: z.string().optional(),
      _id: z.string().optional(),
      costSchedule: z
        .array(z.object({ numberOfTravelers: z.number().int().min(0), price: minorUnitsSchema }))
        .default([]),
    })
    .optional(),
  operatorTerms: z.boolean().default(false),
  instantlyApproved: z.boolean().default(false),
  // the host's request
  selectedPackage: packageLevelSchema.optional(),
  quantityHostRooms: z.number().int().min(0).optional(),
  hostRooms: z.array(hostRoomSchema).default([]),
  dietaryRestriction: z.string().nullable().optional(),
  additionalRequests: z.string().default(''),
  companions: z.array(tripCompanionSchema).default([]),
  emailCampaigns: z.array(recordSchema).default([]),
  // technical itinerary
  operatorTechnicalItineraryApproved: z.boolean().default(false),
  adminTechnicalItineraryApproved: z.boolean().default(false),
  // host view
  destination: z.string().optional(),
  country: z.string().optional(),
  launchDate: instantSchema.nullable().optional(),
  tripPath: z.string().optional(),
  photos: z
    .object({ hero: z.string().nullable().optional(), itineraryPhotos: z.array(z.string()).default([]) })
    .optional(),
  spotsLeft: z.number().int().optional(),
  categories: z.array(z.string()).default([]),
  tripSummary: z.string().optional(),
  publishStatus: publishStatusSchema.optional(),
  publishRequest: instantSchema.nullable().optional(),
  lastPublishDate: instantSchema.nullable().optional(),
  hasHostCompletedPromoteTutorial: z.boolean().optional(),
  bookingAutoConfirmation: z.boolean().optional(),
  soldOut: z.boolean().optional(),
  /** Earnings advance, minor units. */
  flightStipend: minorUnitsSchema.optional(),
  prices: tripPricesSchema.optional(),
  hostTerms: z
    .object({
      costOutputs: z.array(recordSchema).default([]),
      minimumSpots: z.number().int().min(0).optional(),
      maximumSpots: z.number().int().min(1).optional(),
      prices: tripPricesSchema.optional(),
    })
    .optional(),
  terms: z.object({ termsAccepted: z.boolean().default(false) }).optional(),
  earningsReport: z.object({ approved: z.object({ date: instantSchema.nullable().optional() }).optional() }).optional(),
  promoteEmails: recordSchema.optional(),
  passportRequired: z.boolean().optional(),
  preparationListUrl: z.string().optional(),
  resources: z.object({ promotionalAssets: z.array(z.string()).default([]) }).optional(),
  internalCancellationReason: z.string().optional(),
  booking: recordSchema.nullable().optional(),
  // traveler view
  bookingsDeadline: z.number().int().min(0).optional(),
  travelerInsuranceRequired: z.boolean().optional(),
  mobileAppEnabled: z.boolean().optional(),
});
