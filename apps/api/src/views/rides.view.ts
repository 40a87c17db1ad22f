// The rides contract: a ride as its traveler manages it from the itinerary (RID-001, RID-007..009), and the edit body (OAP-010).
import { pageSchema } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import { groundTransferView } from './transfer-booking.view.js';

const party = z.object({ name: z.string(), phoneNumber: z.string() }).strict();

/** A ride: the booked transfer, who runs it, its cancellation, and what the viewer may do with it. */
export const rideView = groundTransferView
  .omit({ price: true })
  .extend({
    /** Only for the roles that see ride prices (RID-008); null otherwise. */
    price: z.number().int().min(0).nullable(),
    transferCompany: party.nullable(),
    driver: z
      .object({
        name: z.string(),
        phoneNumber: z.string(),
        vehicleMake: z.string(),
        vehicleModel: z.string(),
        vehicleLicensePlate: z.string(),
      })
      .partial()
      .nullable(),
    cancelledAt: z.string().nullable(),
    cancellationType: z.string().nullable(),
    /** canModifyRide for the viewer now (RID-009). */
    canModify: z.boolean(),
    /** Whether cancelling now is free, i.e. refunded (RID-013). */
    cancellationFree: z.boolean(),
    /** Whether the viewer may rebook this cancelled ride now: up to 24 hours before the trip starts (GTR-028, RID-014). */
    canRebook: z.boolean(),
    /** What rebooking charges the card, minor units; null when not rebookable or the viewer sees no prices (RID-008). */
    rebookAmount: z.number().int().min(0).nullable(),
  })
  .strict()
  .openapi('Ride');
export type RideView = z.infer<typeof rideView>;

/** A page of the viewer's rides on a trip (issue 18): arrival first, then by pickup time. */
export const ridesListView = pageSchema(rideView).openapi('Rides');

/** PATCH /api/me/ground-transfers/{id}: the traveler object (OAP-010); emptiness is checked by the domain rule (RID-010). */
export const rideUpdateRequestSchema = z
  .object({
    flightNumber: z.string().max(20),
    firstName: z.string().max(100),
    lastName: z.string().max(100),
    email: z.string().max(254),
    phone: z.string().max(40),
  })
  .strict()
  .openapi('RideUpdateRequest');

export const rideCancelView = z
  .object({
    ride: rideView,
    /** What was refunded to the card, minor units (0 when cancelled inside 24 hours). */
    refundedAmount: z.number().int().min(0),
    /** How the customer's insurance premium changed with the ride gone, minor units (0 when not repriced, OAP-011). */
    insuranceAdjustment: z.number().int(),
  })
  .strict()
  .openapi('RideCancellation');

/** POST /api/me/ground-transfers/{id}/rebook: the card, required when rebooking charges something. */
export const rideRebookRequestSchema = z
  .object({ cardToken: z.string().min(1).max(100).optional() })
  .strict()
  .openapi('RideRebookRequest');

export const rideRebookView = z
  .object({
    ride: rideView,
    /** What the card was charged, minor units (0 when the cancellation kept the price). */
    chargedAmount: z.number().int().min(0),
    /** How the customer's insurance premium changed with the ride back, minor units (0 when not repriced). */
    insuranceAdjustment: z.number().int(),
  })
  .strict()
  .openapi('RideRebooking');

export const rideIdParamsSchema = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
