// The ground-transfer booking (ride) entity, its statuses and the ride edit form (GTR-004, RID-001..003, RID-010).
import { z } from 'zod';
import { canonicalEnum } from '../shared/enum.js';
import { currencyCodeSchema } from '../shared/money.js';
import {
  GROUND_TRANSFER_CANCELLATION_TYPES,
  GROUND_TRANSFER_DISPLAY_STATUSES,
  GROUND_TRANSFER_MESSAGES,
  GROUND_TRANSFER_STAGES,
  RIDE_CANCELLATION_STATUSES,
  RIDE_STATUSES,
} from './ground-transfer.constants.js';

/** Arrival or departure. */
const groundTransferStageSchema = canonicalEnum(GROUND_TRANSFER_STAGES);
export type GroundTransferStage = z.infer<typeof groundTransferStageSchema>;

/** A ride status (GTR-012, RID-003). */
export const rideStatusSchema = canonicalEnum(RIDE_STATUSES, { canceled: 'cancelled', complete: 'completed' });
export type RideStatus = z.infer<typeof rideStatusSchema>;

/** A booking display status a journey status maps to (GTR-005..011). */
const groundTransferDisplayStatusSchema = canonicalEnum(GROUND_TRANSFER_DISPLAY_STATUSES);
export type GroundTransferDisplayStatus = z.infer<typeof groundTransferDisplayStatusSchema>;

/** Who cancelled the ride (GTR-013, RID-002). */
export const groundTransferCancellationTypeSchema = canonicalEnum(GROUND_TRANSFER_CANCELLATION_TYPES, {
  traveler: 'customer',
});

/** The state of a ride cancellation request (RID-011). */
export const rideCancellationStatusSchema = canonicalEnum(RIDE_CANCELLATION_STATUSES);
export type RideCancellationStatus = z.infer<typeof rideCancellationStatusSchema>;

/** A resolved address: a named establishment (an airport, a hotel) or a region. */
const rideLocationSchema = z.object({
  placeId: z.string().optional(),
  formattedAddress: z.string().optional(),
  establishment: z.string().optional(),
  region: z.string().optional(),
});
export type RideLocation = z.infer<typeof rideLocationSchema>;

/** Pickup time as the provider gives it: local wall time (YYYY-MM-DDTHH:mm[:ss]) in a named zone. */
const ridePickupSchema = z.object({
  localTime: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/, 'Use the format YYYY-MM-DDTHH:mm'),
  timeZone: z.string().min(1).default('UTC'),
});
export type RidePickup = z.infer<typeof ridePickupSchema>;

/** The driver the provider assigned. */
const rideDriverSchema = z.object({
  name: z.string(),
  phoneNumber: z.string(),
  vehicleMake: z.string(),
  vehicleModel: z.string(),
  vehicleLicensePlate: z.string(),
});
export type RideDriver = z.infer<typeof rideDriverSchema>;

/** The traveler riding (the editable part of a ride, RID-010). */
const rideTravelerSchema = z.object({
  flightNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type RideTraveler = z.infer<typeof rideTravelerSchema>;

/** One journey of a ground-transfer booking. */
const rideJourneySchema = z.object({
  code: z.string(),
  type: groundTransferStageSchema,
  origin: rideLocationSchema,
  destination: rideLocationSchema,
  pickup: ridePickupSchema,
  /** The provider's journey status (any spelling; unknown values show as processing). */
  status: z.string(),
  cancellationDetails: z
    .object({
      cancelledAt: z.coerce.date().optional(),
      reason: z.string().optional(),
      /** Cancellation cost in integer minor units. */
      cost: z.number().int().min(0).optional(),
    })
    .nullable()
    .default(null),
  transferCompany: z.object({ name: z.string(), phoneNumber: z.string() }).nullable().default(null),
  driver: rideDriverSchema.nullable().default(null),
  /** The ride price in integer minor units. */
  priceSummary: z.object({ price: z.number().int().min(0), currency: currencyCodeSchema.default('USD') }),
  vehicleCategory: z.string(),
  approxDurationAndDistance: z
    .object({
      durationInSeconds: z.number().min(0).optional(),
      distanceInMeters: z.number().min(0).optional(),
    })
    .nullable()
    .default(null),
  traveler: rideTravelerSchema,
});
export type RideJourney = z.infer<typeof rideJourneySchema>;

/** What was asked of the provider when quoting. */
const rideQuoteRequestSchema = z.object({
  passengers: z.number().int().min(1),
  carryOnLuggage: z.number().int().min(0).default(0),
  checkedLuggage: z.number().int().min(0).default(0),
});

/** A ground-transfer booking (ride) (GTR-004, RID-001). */
export const groundTransferBookingSchema = z.object({
  id: z.string().min(1),
  journey: rideJourneySchema,
  quoteRequest: rideQuoteRequestSchema,
  cancellationType: groundTransferCancellationTypeSchema.nullable().default(null),
});
type GroundTransferBooking = z.infer<typeof groundTransferBookingSchema>;
/** A ride is a ground-transfer booking seen from the traveler's itinerary. */
export const rideSchema = groundTransferBookingSchema;
export type Ride = GroundTransferBooking;

const requiredText = z
  .string({ error: GROUND_TRANSFER_MESSAGES.required })
  .trim()
  .min(1, GROUND_TRANSFER_MESSAGES.required);

/** The edit-ride-information form: every field required (RID-010). */
export const rideEditFormSchema = z.object({
  flightNumber: requiredText,
  firstName: requiredText,
  lastName: requiredText,
  email: requiredText.pipe(z.email(GROUND_TRANSFER_MESSAGES.invalidEmail)),
  phone: requiredText,
});
export type RideEditForm = z.infer<typeof rideEditFormSchema>;
