// Service entities placed on itinerary and trip days: one schema per service type, day entries and servicesByDay.
import { z } from 'zod';
import { calendarDateSchema } from '../shared/dates.js';
import { canonicalEnum } from '../shared/enum.js';
import {
  ACCOMMODATION_TIMINGS,
  DAY_SERVICE_TYPES,
  DEFAULT_ACCOMMODATION_NIGHTS,
  DEFAULT_ACCOMMODATION_STAR_RATING,
  DEFAULT_ACTIVITY_LENGTH_MINUTES,
  DEFAULT_TRANSFER_LENGTH_MINUTES,
  DEFAULT_WORKSHOP_HOURS_AVAILABLE,
  LEGACY_SERVICE_TYPES,
  MAX_SERVICE_IMAGES,
  SERVICE_MESSAGES,
} from './services.constants.js';

/** A service type from any spelling variant ('workshop-space', 'workshopSpace') to its canonical value. */
export const dayServiceTypeSchema = canonicalEnum(DAY_SERVICE_TYPES, { workshop: 'WORKSHOP_SPACE' });

/** A 24-hour time of day 'HH:mm'. */
const serviceTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, SERVICE_MESSAGES.invalidTime);

/** An amount in integer minor units of the itinerary's or trip's currency. */
const serviceAmountSchema = z.number().int().min(0);
const imagesSchema = z.array(z.string().min(1)).max(MAX_SERVICE_IMAGES, SERVICE_MESSAGES.tooManyImages);

/** The fields every service carries (SVC-006); start time as 'HH:mm', length in minutes, duration in days. */
const serviceCommonShape = {
  _id: z.string().min(1).optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  duration: z.number().int().min(1).optional(),
  numberOfNights: z.number().int().min(0).optional(),
  dayOfService: z.number().int().min(0).optional(),
  viewOnly: z.boolean().optional(),
  deleted: z.boolean().optional(),
  startTime: serviceTimeSchema.optional(),
  length: z.number().int().min(0).optional(),
  alternatives: z.array(z.string().min(1)).optional(),
};

/** A place found through the maps lookup. */
const serviceAddressLocationSchema = z.object({
  name: z.string(),
  placeId: z.string(),
  types: z.array(z.string()).default([]),
  geoLocation: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
});

/** Accommodation (SVC-007): star rating 3 and 1 night by default (SVC-042, SVC-043). */
export const accommodationServiceSchema = z.object({
  ...serviceCommonShape,
  type: z.literal('ACCOMMODATION'),
  name: z.string(),
  accommodationType: z.string().optional(),
  price: serviceAmountSchema.default(0),
  occupancy: z.string().optional(),
  starRating: z.number().int().min(1).max(5).default(DEFAULT_ACCOMMODATION_STAR_RATING),
  numberOfNights: z.number().int().min(0).default(DEFAULT_ACCOMMODATION_NIGHTS),
  /** Legacy free-text location; replaced by addressLocation (SVC-047). */
  location: z.string().optional(),
  addressLocation: serviceAddressLocationSchema.optional(),
  orSimilar: z.boolean().default(false),
  checkInDay: z.number().int().min(0).optional(),
  images: imagesSchema.default([]),
  saveToLibrary: z.boolean().optional(),
  timing: z.enum(ACCOMMODATION_TIMINGS).optional(),
});

/** Info (SVC-008). */
export const infoServiceSchema = z.object({
  ...serviceCommonShape,
  type: z.literal('INFO'),
  title: z.string(),
  images: imagesSchema.default([]),
});

/** Meal (SVC-009). */
export const mealServiceSchema = z.object({
  ...serviceCommonShape,
  type: z.literal('MEAL'),
  mealType: z.string().optional(),
  options: z.array(z.string()).default([]),
});

/** Activity (SVC-010): cutoffDate on trips, cutoffLeadTime in days on itineraries; 60 minutes by default (SVC-039). */
export const activityServiceSchema = z.object({
  ...serviceCommonShape,
  type: z.literal('ACTIVITY'),
  name: z.string(),
  location: z.string().optional(),
  length: z.number().int().min(0).default(DEFAULT_ACTIVITY_LENGTH_MINUTES),
  includedActivity: z.boolean().default(true),
  price: serviceAmountSchema.default(0),
  cutoffDate: calendarDateSchema.optional(),
  cutoffLeadTime: z.number().int().min(0).optional(),
  minPax: z.number().int().min(0).optional(),
  bookable: z.boolean().optional(),
  cutoffs: z.array(z.unknown()).optional(),
});

/** Workshop space (SVC-011): 1 hour available by default (SVC-040). */
export const workshopSpaceServiceSchema = z.object({
  ...serviceCommonShape,
  type: z.literal('WORKSHOP_SPACE'),
  name: z.string(),
  hoursAvailable: z.number().int().min(0).default(DEFAULT_WORKSHOP_HOURS_AVAILABLE),
  hoursRequested: z.number().int().min(0).optional(),
  pricePerHour: serviceAmountSchema.default(0),
  location: z.string().optional(),
  timeAvailableStart: serviceTimeSchema.optional(),
});

/** A workshop space as detailed for a trip (SVC-012). */
export const tripWorkshopDetailSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  day: z.number().int().min(1),
  date: calendarDateSchema,
  hoursAvailable: z.number().int().min(0),
  hoursRequestedByHost: z.number().int().min(0).default(0),
  description: z.string().optional(),
});

/** Transfer (SVC-013): 60 minutes by default (SVC-041); flight window in 24-hour times. */
export const transferServiceSchema = z.object({
  ...serviceCommonShape,
  type: z.literal('TRANSFER'),
  name: z.string(),
  fromCity: z.string().optional(),
  toCity: z.string().optional(),
  price: serviceAmountSchema.default(0),
  vehicleType: z.string().optional(),
  length: z.number().int().min(0).default(DEFAULT_TRANSFER_LENGTH_MINUTES),
  airportTransfer: z.boolean().default(false),
  numberOfTransfers: z.number().int().min(0).optional(),
  flightWindow: z.object({ start: serviceTimeSchema, end: serviceTimeSchema }).optional(),
});

/** Airport transfer (SVC-014). */
export const airportTransferServiceSchema = z.object({
  ...serviceCommonShape,
  type: z.literal('AIRPORT_TRANSFER'),
  name: z.string(),
  airport: z.string().optional(),
  price: serviceAmountSchema.default(0),
});

/** A legacy 'full day' or 'informal gathering' service: kept, shown, not editable in the card (SVC-020). */
const legacyDayServiceSchema = z.object({
  ...serviceCommonShape,
  type: z.enum(LEGACY_SERVICE_TYPES),
});

const serviceUnion = z.discriminatedUnion('type', [
  accommodationServiceSchema,
  infoServiceSchema,
  mealServiceSchema,
  activityServiceSchema,
  workshopSpaceServiceSchema,
  transferServiceSchema,
  airportTransferServiceSchema,
  legacyDayServiceSchema,
]);

/** Any day service; its type is accepted in any spelling variant and stored canonical (SVC-001, SVC-006). */
export const dayServiceSchema = z.preprocess((input) => {
  if (input && typeof input === 'object' && 'type' in input && typeof input.type === 'string') {
    const type = dayServiceTypeSchema.safeParse(input.type);
    if (type.success) return { ...input, type: type.data };
  }
  return input;
}, serviceUnion);

/** An optional service offered with a trip (SVC-015); for the single supplement, quantity is the total spots. */
export const optionalTripServiceSchema = z
  .object({
    _id: z.string().min(1).optional(),
    name: z.string().optional(),
    label: z.string().optional(),
    type: z.string().min(1),
    price: serviceAmountSchema.default(0),
    quantity: z.number().int().min(0, SERVICE_MESSAGES.totalSpotsMinimum).optional(),
  })
  .refine((s) => Boolean(s.name ?? s.label), { message: SERVICE_MESSAGES.nameRequired, path: ['name'] });
