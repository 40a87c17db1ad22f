// The Itinerary entity: details, day-by-day services, photos, spots, packages with validity periods.
import { z } from 'zod';
import { validityPeriodSchema } from '../pricing/validity-period.schema.js';
import { calendarDateSchema } from '../shared/dates.js';
import { currencyCodeSchema } from '../shared/money.js';
import { itineraryStatusSchema } from '../shared/statuses.js';
import { ITINERARY_MAXIMUM_SPOTS_DEFAULT, ITINERARY_PHOTOS_MAX } from './itinerary.constants.js';

/** Integer minor units of the itinerary currency. */
const minorUnitsSchema = z.number().int();

/** A service placed on a day: the service (id or the service record, owned by the services area). */
const itineraryServiceRefSchema = z.union([z.string().min(1), z.looseObject({ _id: z.string().optional() })]);

/** One entry of a day: the service, how many days it spans, and its day index (0-based). */
export const itineraryDayEntrySchema = z.object({
  service: itineraryServiceRefSchema,
  duration: z.number().int().min(1).default(1),
  dayIndex: z.number().int().min(0),
});

/** servicesByDay: a list of days, each a list of entries. */
const servicesByDaySchema = z.array(z.array(itineraryDayEntrySchema));

/** A photo: its url (a bare url string is accepted) plus whatever the upload returned. */
const itineraryPhotoSchema = z.preprocess(
  (v) => (typeof v === 'string' ? { url: v } : v),
  z.looseObject({ url: z.string().min(1), caption: z.string().optional() }),
);
export type ItineraryPhoto = z.infer<typeof itineraryPhotoSchema>;

/** An itinerary's photos: the hero and up to 10 itinerary photos. */
const itineraryPhotosSchema = z.object({
  hero: itineraryPhotoSchema.optional(),
  itineraryPhotos: z.array(itineraryPhotoSchema).max(ITINERARY_PHOTOS_MAX).default([]),
});
export type ItineraryPhotos = z.infer<typeof itineraryPhotosSchema>;

/** An arrival or departure airport. */
const itineraryAirportSchema = z.looseObject({
  name: z.string(),
  code: z.string().optional(),
  placeId: z.string().optional(),
  geoLocation: z.object({ lat: z.number(), lng: z.number() }).optional(),
});
export type ItineraryAirport = z.infer<typeof itineraryAirportSchema>;

/** An additional optional service of an itinerary (type, name, price, occupancy). */
export const itineraryOptionalServiceSchema = z.object({
  type: z.string(),
  name: z.string(),
  price: minorUnitsSchema.min(0),
  occupancy: z.number().int().min(0).optional(),
});
export type ItineraryOptionalService = z.infer<typeof itineraryOptionalServiceSchema>;

/** One package level of an itinerary; accommodation and meal levels are lists holding one value. */
const itineraryPackageSchema = z.object({
  enabled: z.boolean().default(false),
  accommodationLevels: z.array(z.string()).max(1).default([]),
  mealLevels: z.array(z.string()).max(1).default([]),
  foodOptions: z.array(z.string()).default([]),
  /** Used by non-inventory itineraries. */
  validityPeriods: z.array(validityPeriodSchema).default([]),
});
type ItineraryPackage = z.infer<typeof itineraryPackageSchema>;

const disabledPackage = (): ItineraryPackage => ({
  enabled: false,
  accommodationLevels: [],
  mealLevels: [],
  foodOptions: [],
  validityPeriods: [],
});

/** The packages of an itinerary: one key per package level; a new itinerary has standard enabled. */
export const itineraryPackagesSchema = z
  .object({
    standard: itineraryPackageSchema.default(disabledPackage),
    economy: itineraryPackageSchema.default(disabledPackage),
    premium: itineraryPackageSchema.default(disabledPackage),
  })
  .default(() => ({
    standard: { ...disabledPackage(), enabled: true },
    economy: disabledPackage(),
    premium: disabledPackage(),
  }));
export type ItineraryPackages = z.infer<typeof itineraryPackagesSchema>;

/** The Itinerary entity (operator-and-inventory §3 Itinerary). */
export const itinerarySchema = z.object({
  id: z.string().min(1).optional(),
  name: z.string(),
  country: z.string(),
  destination: z.string(),
  tripSummary: z.string().default(''),
  categories: z.array(z.string()).default([]),
  lengthInDays: z.number().int().min(1),
  servicesByDay: servicesByDaySchema.default([]),
  photos: itineraryPhotosSchema.default({ itineraryPhotos: [] }),
  headerPhoto: itineraryPhotoSchema.optional(),
  status: itineraryStatusSchema.default('incomplete'),
  currency: currencyCodeSchema.default('USD'),
  minimumSpots: z.number().int().min(1).optional(),
  maximumSpots: z.number().int().min(1).default(ITINERARY_MAXIMUM_SPOTS_DEFAULT),
  activityLevel: z.union([z.number(), z.string()]).optional(),
  travelerInsuranceRequired: z.boolean().default(false),
  operatorCode: z.string().optional(),
  arrivalLocation: itineraryAirportSchema.optional(),
  departureLocation: itineraryAirportSchema.optional(),
  itineraryInventoryEnabled: z.boolean().default(false),
  /** Minor units. */
  hostGroundTransferCost: minorUnitsSchema.min(0).optional(),
  /** Days of lead time before a trip can start. */
  tripLeadTime: z.number().int().min(0).optional(),
  additionalOptionalServices: z.array(itineraryOptionalServiceSchema).default([]),
  startDate: calendarDateSchema.optional(),
  packages: itineraryPackagesSchema,
});
