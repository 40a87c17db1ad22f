// Cancellation entities: reason codes, trip details of the cancel flow, calculator input and outputs.
import { z } from 'zod';
import { CANCELLATION_REASON_CODE_LIST } from './cancellation.constants.js';

/** An internal cancellation reason code, '01'..'19'; a number is zero-padded. */
export const cancellationReasonCodeSchema = z.preprocess(
  (v) => (typeof v === 'number' ? String(v).padStart(2, '0') : v),
  z.enum(CANCELLATION_REASON_CODE_LIST),
);

const refundMethodSchema = z.object({
  description: z.string(),
  refundAmount: z.object({
    refund: z.number().int().min(0).default(0),
    tripCredit: z.number().int().min(0).default(0),
  }),
});
export type CancellationRefundMethod = z.infer<typeof refundMethodSchema>;

/** Trip details the cancel flow reads (CAN-001); amounts in integer minor units. */
export const cancellationTripDetailsSchema = z.object({
  canCancel: z.boolean().default(false),
  cancellationFee: z.number().int().min(0).optional(),
  refundMethods: z.array(refundMethodSchema).default([]),
  cancelReasons: z.array(z.object({ description: z.string() })).default([]),
  waitlistedNumber: z.number().int().min(0).default(0),
});
export type CancellationTripDetails = z.infer<typeof cancellationTripDetailsSchema>;

/** The outputs of a booking cancellation (CAN-003, CXL-002). */
export const bookingCancellationOutputsSchema = z.object({
  voucherCode: z.string().optional(),
  forfeitedAmount: z.number().int().min(0),
  refundAmount: z.number().int().min(0),
  tripCreditAmount: z.number().int().min(0),
  feeAmount: z.number().int().min(0),
});
export type BookingCancellationOutputs = z.infer<typeof bookingCancellationOutputsSchema>;

/** The booking fields the calculator uses (CXL-003). */
export const cancellationBookingFieldsSchema = z.object({
  dueAmount: z.number().int(),
  automaticPayment: z.object({ status: z.string().optional() }).optional(),
  isPendingCancellation: z.boolean().default(false),
  addOns: z
    .array(
      z.object({
        type: z.string(),
        user: z.string(),
        groundTransfer: z.string().optional(),
        deleted: z.boolean().default(false),
      }),
    )
    .default([]),
  cancellationRequestDate: z.coerce.date().optional(),
});

/** The traveler's cancel request sent to the service (traveler-app §7). */
const cancelBookingRequestSchema = z.object({
  bookingId: z.string().min(1),
  reason: z.string().min(1),
  refundMethodDescription: z.string().optional(),
  tripCreditAmount: z.number().int().min(0).default(0),
  refundAmount: z.number().int().min(0).default(0),
});
export type CancelBookingRequest = z.infer<typeof cancelBookingRequestSchema>;
