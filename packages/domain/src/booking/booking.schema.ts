// Booking entity and the manage-booking state (traveler-app §3).
import { z } from 'zod';
import { addOnSchema, roomTypeSchema } from '../add-on/add-on.schema.js';
import { cancellationReasonCodeSchema } from '../cancellation/cancellation.schema.js';
import { calendarDateSchema, instantSchema } from '../shared/dates.js';
import { insurancePolicyStatusSchema } from '../insurance/insurance.schema.js';
import { currencyCodeSchema } from '../shared/money.js';
import { paymentSchema } from '../payment/payment.schema.js';
import { bookingStatusSchema } from '../shared/statuses.js';
import { travelerPersonSchema } from '../traveler/traveler.schema.js';
import { CONFIRMATION_MODES } from './booking.constants.js';

/** One room of a booking: its type and the travelers (user ids) in it. */
export const travelersRoomSchema = z.object({
  roomType: roomTypeSchema,
  travelers: z.array(z.string()).default([]),
});
export type TravelersRoom = z.infer<typeof travelersRoomSchema>;

/** A booking (TRV-006); amounts in integer minor units, dueAmount negative means credit available (TRV-007). */
export const bookingSchema = z.object({
  _id: z.string().min(1),
  status: bookingStatusSchema,
  orderId: z.string().min(1),
  currency: currencyCodeSchema.default('USD'),
  dueAmount: z.number().int(),
  paidAmount: z.number().int().min(0).default(0),
  paymentDueDate: calendarDateSchema.optional(),
  travelAmount: z.number().int().min(0),
  totalSpotsBooked: z.number().int().min(1).default(1),
  addOns: z.array(addOnSchema).default([]),
  payments: z.array(paymentSchema).default([]),
  customer: travelerPersonSchema,
  additionalParticipants: z.array(travelerPersonSchema).default([]),
  automaticPayment: z.object({ status: z.string().optional() }).optional(),
  rezdyTripId: z.string().optional(),
  internalCancellationReason: cancellationReasonCodeSchema.optional(),
  /** Derived (see isBookingPendingCancellation); stored for the calculator. */
  isPendingCancellation: z.boolean().default(false),
  travelersRooms: z.array(travelersRoomSchema).default([]),
  insurancePolicyStatus: insurancePolicyStatusSchema.optional(),
  cancellationRequestDate: instantSchema.optional(),
});
export const confirmationModeSchema = z.enum(CONFIRMATION_MODES);
export type ConfirmationMode = z.infer<typeof confirmationModeSchema>;

const summaryLineSchema = z.object({ id: z.string(), label: z.string(), amount: z.number().int() });
export type TripSummaryLine = z.infer<typeof summaryLineSchema>;

/** The trip summary of pending changes (MBK-023). */
const tripSummarySchema = z.object({
  sections: z.object({
    added: z.array(summaryLineSchema).default([]),
    removed: z.array(summaryLineSchema).default([]),
    roomSelection: z.array(summaryLineSchema).default([]),
    priceAdjustments: z.array(summaryLineSchema).default([]),
  }),
  total: z.number().int(),
  totalWithInsurance: z.number().int(),
  bookingPaymentData: z.object({ paidAmount: z.number().int(), dueAmount: z.number().int() }),
  insuranceAdjustment: z.number().int().default(0),
});
export type TripSummary = z.infer<typeof tripSummarySchema>;
