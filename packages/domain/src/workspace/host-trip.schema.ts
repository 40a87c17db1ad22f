// Host trip workspace entities: the host view of a trip, its itinerary services and the services agreement.
import { z } from 'zod';
import { promoteEmailsSchema } from '../promote/email-campaign.schema.js';
import { calendarDateSchema, instantSchema } from '../shared/dates.js';
import { canonicalEnum } from '../shared/enum.js';
import { publishStatusSchema, tripStatusSchema } from '../shared/statuses.js';
import { travelInfoCompanionSchema } from '../travel-info/trip-form.schema.js';

/** Service types of a trip itinerary (WSP-005); 'airport transfer' in any spelling parses to AIRPORT_TRANSFER. */
export const HOST_SERVICE_TYPES = ['INFORMAL_GATHERING', 'WORKSHOP_SPACE', 'ACTIVITY', 'AIRPORT_TRANSFER'] as const;
const hostServiceTypeSchema = canonicalEnum(HOST_SERVICE_TYPES, { transfer: 'AIRPORT_TRANSFER' });
export type HostServiceType = z.infer<typeof hostServiceTypeSchema>;

/** When a service outside the trip days happens. */
const HOST_SERVICE_TIMINGS = ['pre-trip', 'post-trip'] as const;
const hostServiceTimingSchema = canonicalEnum(HOST_SERVICE_TIMINGS, { pre: 'pre-trip', post: 'post-trip' });

/** A service of the trip itinerary as the host sees it (WSP-005); price in integer minor units. */
export const hostServiceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().default(''),
  type: hostServiceTypeSchema,
  timing: hostServiceTimingSchema.nullable().optional(),
  price: z.number().int().nonnegative().optional(),
  hoursAvailable: z.number().nonnegative().optional(),
  dayIndex: z.number().int().nonnegative(),
  removed: z.boolean().default(false),
  deleted: z.boolean().default(false),
  /** Explicitly false while the host has still to accept (configure) the service. */
  acceptedByHost: z.boolean().optional(),
  hoursRequested: z.number().nonnegative().optional(),
  includedActivity: z.boolean().optional(),
});
export type HostService = z.infer<typeof hostServiceSchema>;

/** Services per trip day: index 0 is the first day. */
const hostServicesByDaySchema = z.array(z.array(hostServiceSchema));
export type HostServicesByDay = z.infer<typeof hostServicesByDaySchema>;

/** The services agreement: a terms-accepted flag (WSP-006). */
export const servicesAgreementSchema = z.object({ termsAccepted: z.boolean().default(false) });

/** Trip prices in integer minor units. */
const hostTripPricesSchema = z.object({
  initial: z.number().int().nonnegative().optional(),
  remainingPrice: z.number().int().nonnegative().optional(),
  serviceFee: z.number().int().nonnegative().optional(),
  transactionFee: z.number().int().nonnegative().optional(),
});

/** The host's pricing terms: cost rows, spot limits and prices. */
const hostTermsSchema = z.object({
  costOutputs: z.array(z.object({ travelerRowNumber: z.number().int() }).loose()).default([]),
  minimumSpots: z.number().int().nonnegative().optional(),
  maximumSpots: z.number().int().positive().optional(),
  prices: hostTripPricesSchema.optional(),
});

const withIdFromUnderscoreId = (input: unknown) =>
  input && typeof input === 'object' && !('id' in input) && '_id' in input
    ? { ...(input as Record<string, unknown>), id: (input as { _id: unknown })._id }
    : input;

/** The host view of a trip (WSP-004): `_id` is accepted for `id`; money in integer minor units. */
export const hostTripSchema = z.preprocess(
  withIdFromUnderscoreId,
  z.object({
    id: z.string(),
    name: z.string(),
    destination: z.string().default(''),
    status: tripStatusSchema,
    /** Date and time of the trip page launch; null while unscheduled. */
    launchDate: instantSchema.nullable().default(null),
    startDate: calendarDateSchema,
    endDate: calendarDateSchema,
    tripPath: z.string().optional(),
    photos: z
      .object({ hero: z.string().nullable().optional(), itineraryPhotos: z.array(z.string()).default([]) })
      .default({ itineraryPhotos: [] }),
    spotsLeft: z.number().int().optional(),
    categories: z.array(z.string()).default([]),
    tripSummary: z.string().default(''),
    publishStatus: publishStatusSchema.default('pending'),
    publishRequest: instantSchema.nullable().default(null),
    lastPublishDate: instantSchema.nullable().default(null),
    hasHostCompletedPromoteTutorial: z.boolean().default(false),
    bookingAutoConfirmation: z.boolean().default(false),
    soldOut: z.boolean().default(false),
    /** Earnings advance, integer minor units. */
    flightStipend: z.number().int().nonnegative().default(0),
    prices: hostTripPricesSchema.default({}),
    hostTerms: hostTermsSchema.optional(),
    minimumSpots: z.number().int().nonnegative().optional(),
    maximumSpots: z.number().int().positive().default(20),
    terms: servicesAgreementSchema.optional(),
    companions: z.array(travelInfoCompanionSchema).default([]),
    earningsReport: z
      .object({ approved: z.object({ date: instantSchema.nullable().optional() }).optional() })
      .optional(),
    servicesByDay: hostServicesByDaySchema.default([]),
    promoteEmails: promoteEmailsSchema.optional(),
    passportRequired: z.boolean().default(false),
    preparationListUrl: z.string().optional(),
    tripRequest: z.object({ id: z.string() }).optional(),
    operator: z
      .object({ id: z.string().optional(), _id: z.string().optional(), name: z.string().optional() })
      .loose()
      .optional(),
    resources: z.object({ promotionalAssets: z.array(z.string()).default([]) }).optional(),
    internalCancellationReason: z.string().optional(),
    /** The host's own booking on the trip, when there is one. */
    booking: z.object({ id: z.string().optional(), _id: z.string().optional() }).loose().nullable().optional(),
  }),
);
