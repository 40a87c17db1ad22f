// The ground-transfer booking contract: creating transfers with payment (OAP-008) and the booked transfer's view.
import { GROUND_TRANSFER_STAGES, RIDE_STATUSES, currencyCodeSchema } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import type { groundTransfers } from '../db/schema/index.js';
import { transferLegRequestSchema } from './transfer.view.js';

/** The contact section as submitted (GTF-071..075 are checked by the domain rule, with its messages). */
export const transferContactSchema = z
  .object({
    firstName: z.string().max(100),
    lastName: z.string().max(100),
    email: z.string().max(254),
    phone: z.string().max(40),
    termsAndConditions: z.boolean(),
  })
  .strict();

/** POST /api/me/ground-transfers: the legs with their chosen quotes, the contact, and the card (OAP-008). */
export const createTransfersRequestSchema = z
  .object({
    bookingId: z.uuid(),
    legs: z
      .array(transferLegRequestSchema.extend({ quoteExternalId: z.string().min(1).max(100) }).strict())
      .min(1)
      .max(2),
    contact: transferContactSchema,
    /** A payments-sandbox token; required when the transfers cost something. */
    cardToken: z.string().min(1).max(100).optional(),
  })
  .strict()
  .openapi('CreateTransfersRequest');
export type CreateTransfersRequest = z.infer<typeof createTransfersRequestSchema>;

/**
 * POST /api/me/trips/{id}/ground-transfers: the trip's host books free transfers for one of its free-of-charge
 * travelers (GTF-014, OAP-008 for hosts): the legs with their chosen quotes and the contact; no card, no booking.
 */
export const createFocTransfersRequestSchema = z
  .object({
    /** The FOC traveler the rides cover: 'host', a companion's id or a numbered seat, as the context lists them. */
    focTravelerId: z.string().min(1).max(100),
    legs: createTransfersRequestSchema.shape.legs,
    contact: transferContactSchema,
  })
  .strict()
  .openapi('CreateFocTransfersRequest');
export type CreateFocTransfersRequest = z.infer<typeof createFocTransfersRequestSchema>;

const location = z.object({ label: z.string(), value: z.string() }).strict();

/** A booked ground transfer as its traveler sees it. */
export const groundTransferView = z
  .object({
    id: z.uuid(),
    code: z.string(),
    stage: z.enum(GROUND_TRANSFER_STAGES),
    status: z.enum(RIDE_STATUSES),
    origin: location,
    destination: location,
    pickupLocalTime: z.string(),
    pickupTimeZone: z.string(),
    vehicleCategory: z.string(),
    price: z.number().int().min(0),
    currency: currencyCodeSchema,
    passengers: z.number().int(),
    carryOnLuggage: z.number().int(),
    checkedLuggage: z.number().int(),
    durationInSeconds: z.number().int().nullable(),
    traveler: z
      .object({
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        phone: z.string(),
        flightNumber: z.string(),
      })
      .strict(),
  })
  .strict()
  .openapi('GroundTransfer');
export type GroundTransferView = z.infer<typeof groundTransferView>;

export const createTransfersView = z
  .object({
    transfers: z.array(groundTransferView),
    /** The ground-transfer add-ons created on the booking (GTF-031..034). */
    addOns: z.array(
      z.object({ id: z.uuid(), groundTransferId: z.uuid(), unitPriceWithFee: z.number().int() }).strict(),
    ),
    payment: z.object({ id: z.uuid(), amount: z.number().int(), currency: currencyCodeSchema }).strict().nullable(),
    /** What the booking's held insurance changed by, in minor units, repriced with these transfers (OAP-011). */
    insuranceAdjustment: z.number().int(),
  })
  .strict()
  .openapi('CreateTransfers');
export type CreateTransfersView = z.infer<typeof createTransfersView>;

export const groundTransfersListQuerySchema = z.object({ ids: z.string().max(2000) });
export const groundTransfersListView = z.object({ transfers: z.array(groundTransferView) }).strict();

type Row = typeof groundTransfers.$inferSelect;
export const toGroundTransferView = (row: Row): GroundTransferView => ({
  id: row.id,
  code: row.code,
  stage: row.stage as GroundTransferView['stage'],
  status: row.status as GroundTransferView['status'],
  origin: {
    label: row.origin.establishment ?? row.origin.formattedAddress ?? '',
    value: row.origin.formattedAddress ?? '',
  },
  destination: {
    label: row.destination.establishment ?? row.destination.formattedAddress ?? '',
    value: row.destination.formattedAddress ?? '',
  },
  pickupLocalTime: row.pickupLocalTime,
  pickupTimeZone: row.pickupTimeZone,
  vehicleCategory: row.vehicleCategory,
  price: row.price,
  currency: row.currency as GroundTransferView['currency'],
  passengers: row.passengers,
  carryOnLuggage: row.carryOnLuggage,
  checkedLuggage: row.checkedLuggage,
  durationInSeconds: row.durationInSeconds,
  traveler: {
    firstName: row.traveler.firstName ?? '',
    lastName: row.traveler.lastName ?? '',
    email: row.traveler.email ?? '',
    phone: row.traveler.phone ?? '',
    flightNumber: row.traveler.flightNumber ?? '',
  },
});
