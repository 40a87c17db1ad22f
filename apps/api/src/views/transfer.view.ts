// The ground-transfer flow's contract: the flow's context, places, estimated durations and quotes (OAP-007, OAP-019/020).
import {
  GROUND_TRANSFER_INELIGIBILITY_REASONS,
  GROUND_TRANSFER_STAGES,
  USER_ROLES,
  calendarDateSchema,
  currencyCodeSchema,
} from '@caravan/domain';
import { z } from '@hono/zod-openapi';

const window = z.object({ from: calendarDateSchema, to: calendarDateSchema }).strict();
const focTraveler = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).strict();

/** What the transfer page needs before it renders (GTF-010, GTF-012, GTR-021): trip, booking, eligibility, windows. */
export const transferContextView = z
  .object({
    trip: z
      .object({
        id: z.uuid(),
        name: z.string(),
        destination: z.string(),
        startDate: calendarDateSchema,
        endDate: calendarDateSchema,
        currency: currencyCodeSchema,
        status: z.string(),
      })
      .strict(),
    /** The traveler's booking; null for the trip's host, who books on no booking for the trip's FOC travelers. */
    booking: z.object({ id: z.uuid(), orderId: z.string(), status: z.string() }).strict().nullable(),
    /** The viewer's role on the trip: their traveler type on the booking, or host-primary for the trip's host. */
    travelerType: z.enum(USER_ROLES),
    /** The trip's host books free transfers for its free-of-charge travelers (GTF-014); travelers pay for theirs. */
    isHostType: z.boolean(),
    hasTravelerRole: z.boolean(),
    eligibility: z
      .object({
        ok: z.boolean(),
        reason: z.enum(GROUND_TRANSFER_INELIGIBILITY_REASONS).nullable(),
        message: z.string().nullable(),
      })
      .strict(),
    /** The allowed pickup windows, both bounds inclusive (GTR-025, GTR-026). */
    windows: z.object({ arrival: window, departure: window }).strict(),
    /** The booking's travelers (companions + 1, GTF-013): the passenger limit of the form. */
    travelersCount: z.number().int().min(1),
    /**
     * For the host: the trip's FOC travelers (count = the trip's FOC quantity), which legs each has booked, how many are
     * covered as eligibility counts them (GTR-020), and the one this booking is for (the first still missing a leg).
     */
    foc: z
      .object({
        count: z.number().int().min(0),
        coveredCount: z.number().int().min(0),
        travelers: z.array(focTraveler.extend({ arrival: z.boolean(), departure: z.boolean() }).strict()),
        next: focTraveler
          .extend({ openLegs: z.array(z.enum(GROUND_TRANSFER_STAGES)) })
          .strict()
          .nullable(),
      })
      .strict()
      .nullable(),
    /** Contact defaults from the profile (GTF-029); for the host, the next FOC traveler's name. */
    profile: z
      .object({ firstName: z.string(), lastName: z.string(), email: z.string(), phoneNumber: z.string() })
      .strict(),
  })
  .strict()
  .openapi('TransferContext');
export type TransferContextView = z.infer<typeof transferContextView>;

/** A place from the address and airport lookup (OAP-019). */
export const transferPlaceView = z
  .object({ id: z.string(), label: z.string(), type: z.enum(['airport', 'lodging']), value: z.string() })
  .strict()
  .openapi('TransferPlace');
export type TransferPlaceView = z.infer<typeof transferPlaceView>;

export const transferPlacesQuerySchema = z.object({
  tripId: z.uuid(),
  query: z.string().max(200).optional(),
  type: z.enum(['airport', 'lodging']).optional(),
});
export const transferPlacesView = z.object({ places: z.array(transferPlaceView) }).strict();

export const estimatedDurationRequestSchema = z
  .object({
    tripId: z.uuid(),
    originPlaceId: z.string().min(1).max(200),
    destinationPlaceId: z.string().min(1).max(200),
  })
  .strict()
  .openapi('EstimatedDurationRequest');
/** A leg's estimated duration in seconds, as the spec's call reads it (TAP-021). */
const legDuration = z.object({ estimatedDuration: z.number().int().min(0) }).strict();
/**
 * The ride's estimated duration (OAP-020); `fallback` when the matrix found no route and 360 s stands in. `arrival` is
 * the ride from origin to destination and `departure` the way back, as the spec's call reads them (TAP-021).
 */
export const estimatedDurationView = z
  .object({
    durationInSeconds: z.number().int().min(0),
    distanceInMeters: z.number().int().min(0).nullable(),
    fallback: z.boolean(),
    arrival: legDuration,
    departure: legDuration,
  })
  .strict()
  .openapi('EstimatedDuration');

/** One leg's trip as the quotes call takes it (OAP-007). */
export const transferLegRequestSchema = z
  .object({
    stage: z.enum(GROUND_TRANSFER_STAGES),
    originPlaceId: z.string().min(1).max(200),
    destinationPlaceId: z.string().min(1).max(200),
    /** Local date-time at the pickup, without zone. */
    pickupDateTime: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'YYYY-MM-DDTHH:mm:ss'),
    passengers: z.number().int().min(1).max(100),
    carryOnLuggage: z.number().int().min(0).max(100),
    checkedLuggage: z.number().int().min(0).max(100),
    flightNumber: z.string().trim().min(1).max(20),
  })
  .strict();
export type TransferLegRequest = z.infer<typeof transferLegRequestSchema>;

export const transferQuotesRequestSchema = transferLegRequestSchema
  .extend({ tripId: z.uuid() })
  .strict()
  .openapi('TransferQuotesRequest');
export type TransferQuotesRequest = z.infer<typeof transferQuotesRequestSchema>;

export const transferQuoteView = z
  .object({
    externalId: z.string(),
    vehicleCategory: z.string(),
    maxPassengers: z.number().int(),
    price: z.number().int().min(0),
    currency: currencyCodeSchema,
  })
  .strict()
  .openapi('TransferQuote');
/**
 * A leg's vehicles, cheapest first (GTF-062); the same list also under its stage's name, arrivalQuotes or
 * departureQuotes, with the other stage's empty, as the spec's call reads them (TAP-020).
 */
export const transferQuotesView = z
  .object({
    stage: z.enum(GROUND_TRANSFER_STAGES),
    quotes: z.array(transferQuoteView),
    arrivalQuotes: z.array(transferQuoteView),
    departureQuotes: z.array(transferQuoteView),
  })
  .strict()
  .openapi('TransferQuotes');
