// The traveler booking API contract: request and response `data` schemas of every /api/me trip and booking route.
//
// Routes (all signed-in travelers; a traveler reaches only trips they are on and bookings they are on):
//   GET    /api/me/trips                                        myTripsResponseSchema
//   GET    /api/me/trips/{id}                                   myTripDetailsSchema
//   GET    /api/me/trips/{id}/bookings                          tripBookingsResponseSchema
//   GET    /api/me/trips/{id}/inventory                         singleSupplementInventorySchema
//   GET    /api/me/trips/{id}/inventory/single-supplement       singleSupplementInventorySchema
//   GET    /api/me/trips/{id}/add-ons                           tripAddOnOffersResponseSchema
//   POST   /api/me/bookings/{id}                     [Idem-Key] updateBookingRequestSchema -> updateBookingResponseSchema
//   DELETE /api/me/bookings/{id}/add-ons/{addOnId}              -> bookingChangeResponseSchema
//   POST   /api/me/bookings/{id}/add-ons/{addOnId}/remove       -> bookingChangeResponseSchema
//   POST   /api/me/bookings/{id}/payments            [Idem-Key] payBalanceRequestSchema -> payBalanceResponseSchema
//   GET    /api/me/bookings/{id}/payments                       paymentHistoryResponseSchema
//   POST   /api/me/bookings/{id}/reprice-quotes                 repriceQuotesRequestSchema -> repriceQuotesResponseSchema
//   POST   /api/admin/bookings/{id}/reprice-quotes              (same, admins)
//   POST   /api/me/bookings/{id}/cancel                         cancelMyBookingRequestSchema -> cancelMyBookingResponseSchema
//   POST   /api/me/bookings/{id}/insurance/{policyId}/cancel    -> cancelInsurancePolicyResponseSchema
// Failures answer { success: false, error, code } with a code from TRAVELER_BOOKING_ERROR_CODES.
import { z } from 'zod';
import { pageSchema } from './page.contract.js';
import { addOnSchema, addOnServiceSchema, addOnTypeSchema } from '../add-on/add-on.schema.js';
import { SINGLE_SUPPLEMENT_UNAVAILABLE_CODE } from '../booking/booking.constants.js';
import { bookingSchema, confirmationModeSchema, travelersRoomSchema } from '../booking/booking.schema.js';
import {
  bookingCancellationOutputsSchema,
  cancellationReasonCodeSchema,
  cancellationTripDetailsSchema,
} from '../cancellation/cancellation.schema.js';
import { insurancePolicySchema } from '../insurance/insurance.schema.js';
import { affirmReturnPathSchema } from '../payment/affirm-checkout.contract.js';
import { paymentOptionTypeSchema, paymentSchema } from '../payment/payment.schema.js';
import { paymentScheduleSchema } from '../payment-schedule/payment-schedule.schema.js';
import { calendarDateSchema } from '../shared/dates.js';
import { currencyCodeSchema } from '../shared/money.js';
import { BOOKING_DISPLAY_STATUSES, bookingStatusSchema } from '../shared/statuses.js';
import { travelerRecordSchema, travelerTripSchema, travelerTypeSchema } from '../traveler/traveler.schema.js';

export { IDEMPOTENCY_KEY_HEADER } from './idempotency.constants.js';
/** An idempotency key: 8..255 visible characters (a UUID fits). */
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(255)
  .regex(/^[\x21-\x7e]+$/, 'Use visible ASCII characters only');

/** Error codes the traveler booking routes answer with (the portal maps messages by code, MBK-060). */
export const TRAVELER_BOOKING_ERROR_CODES = {
  /** 409: no private room left; nothing was charged (MBK-061, MBK-062). */
  singleSupplementUnavailable: SINGLE_SUPPLEMENT_UNAVAILABLE_CODE,
  /** 402: the card was declined; the booking is unchanged. */
  cardDeclined: 'card-declined',
  /** 502: the payment processor failed; the booking is unchanged. */
  paymentFailed: 'payment-failed',
  /** 504: the payment processor did not answer in time; the booking is unchanged. */
  paymentTimeout: 'payment-timeout',
  /** 400: a money-moving route was called without an Idempotency-Key header. */
  idempotencyKeyRequired: 'idempotency-key-required',
  /** 422: the Idempotency-Key was already used with a different request. */
  idempotencyKeyReused: 'idempotency-key-reused',
  /** 409: a request with this Idempotency-Key is still being processed. */
  idempotencyRequestInProgress: 'idempotency-request-in-progress',
  /** 409: the request with this Idempotency-Key was done, but its recorded answer can no longer be sent again. */
  idempotencyAnswerUnavailable: 'idempotency-answer-unavailable',
  /** 409: the booking may not be edited (traveler type, trip or booking status, or final). */
  bookingNotEditable: 'booking-not-editable',
  /** 422: Affirm is not offered for this payment (PAY-008: a US traveler and an amount Affirm finances). */
  affirmUnavailable: 'affirm-unavailable',
  /** 409: the Affirm checkout already paid another request. */
  affirmCheckoutUsed: 'affirm-checkout-used',
  /** 422: nothing is due, or the amount is outside what may be paid. */
  invalidPaymentAmount: 'invalid-payment-amount',
  /** 422: the update leaves a balance to pay now and no payment was sent (and automatic payment does not apply). */
  paymentRequired: 'payment-required',
  /** 409: the booking cannot be paid now (waitlisted, cancelled or pending cancellation). */
  bookingNotPayable: 'booking-not-payable',
  /** 409: paying an awaiting booking takes its spots, and the trip has none left; nothing was charged. */
  spotsUnavailable: 'spots-unavailable',
  /** 409: the add-on or service is not offered, not bookable, or sold out. */
  addOnUnavailable: 'add-on-unavailable',
  /** 409: the booking may not be cancelled by this traveler now. */
  bookingNotCancellable: 'booking-not-cancellable',
  /** 422: the chosen refund method is not one offered. */
  invalidRefundMethod: 'invalid-refund-method',
  /** 409: the policy is not cancellable (traveler type, status, or outside its cancellable period). */
  insuranceNotCancellable: 'insurance-not-cancellable',
  /** 502: the insurance provider failed (reprice or cancel); adjustment 0, no repriced add-on (INS-017). */
  insuranceProviderUnavailable: 'insurance-provider-unavailable',
} as const;

// ---------------------------------------------------------------- params

export const tripIdParamsSchema = z.object({ id: z.string().min(1) });
export const bookingIdParamsSchema = z.object({ id: z.string().min(1) });
export const bookingAddOnParamsSchema = z.object({ id: z.string().min(1), addOnId: z.string().min(1) });
export const bookingPolicyParamsSchema = z.object({ id: z.string().min(1), policyId: z.string().min(1) });

// ---------------------------------------------------------------- trips

/** The signed-in traveler's booking on a trip, as the trip list and header need it. */
const myTripBookingSummarySchema = z.object({
  _id: z.string().min(1),
  orderId: z.string().min(1),
  status: bookingStatusSchema,
  /** The status to show (complete and pending-cancellation derived, TRV-035, TRV-037). */
  displayStatus: z.enum(BOOKING_DISPLAY_STATUSES),
  currency: currencyCodeSchema,
  dueAmount: z.number().int(),
  paidAmount: z.number().int(),
});

/** A trip in the traveler's list (TAP-005): the trip, its end date, the traveler's type and booking. */
export const myTripSchema = travelerTripSchema.extend({
  endDate: calendarDateSchema.optional(),
  /** The IANA zone of the trip's place: its "today" (tripToday, decision 038). */
  timeZone: z.string().min(1),
  travelerType: travelerTypeSchema.optional(),
  booking: myTripBookingSummarySchema.nullable(),
  /** The viewer's waiver on this trip: the portal's waiver gate (TRV-023..025) decides from it. */
  waiver: travelerRecordSchema.shape.waiver.unwrap().optional(),
});
export type MyTrip = z.infer<typeof myTripSchema>;

/** GET /api/me/trips: a page of the traveler's trips, soonest first. */
export const myTripsResponseSchema = pageSchema(myTripSchema);

/**
 * GET /api/me/trips/{id}: the trip with its cancel details (CAN-001) and the decisions the manage-booking
 * screens need, taken by the domain rules on the server (today = the server's clock in UTC).
 */
export const myTripDetailsSchema = myTripSchema.extend(cancellationTripDetailsSchema.shape).extend({
  /** isBookingEditable (MBK-040). */
  bookingEditable: z.boolean(),
  /** bookingFinalDate (MBK-005). */
  bookingFinalDate: calendarDateSchema,
  /** isAffirmOptionShown: US traveler and the booking can be paid with Affirm (PAY-008). */
  affirmAvailable: z.boolean(),
  /** isAutomaticPaymentApplicable (PAY-009). */
  automaticPaymentApplicable: z.boolean(),
  /** The minimum payment now due on the booking, minor units (checkout 'minimum' option). */
  minimumDue: z.number().int().min(0),
  /** The private-room (single supplement) price per traveler, minor units. */
  singleSupplementPrice: z.number().int().min(0),
  /** paymentSchedule (MKT-049): what is paid and each instalment due; null without a booking. */
  paymentSchedule: paymentScheduleSchema.nullable(),
});
export type MyTripDetails = z.infer<typeof myTripDetailsSchema>;

// ---------------------------------------------------------------- bookings

/** A policy on a booking, with the ids the cancel route takes and the domain's decisions. */
const travelerInsurancePolicySchema = insurancePolicySchema.extend({
  _id: z.string().min(1),
  /** The insurance-plan add-on the policy was sold as. */
  addOnId: z.string().optional(),
  /** isInsurancePolicyCancellable for the signed-in traveler now (INS-008). */
  cancellable: z.boolean(),
});
export type TravelerInsurancePolicy = z.infer<typeof travelerInsurancePolicySchema>;

/** A booking as the signed-in traveler sees it. */
const travelerBookingSchema = bookingSchema.extend({
  tripId: z.string().min(1),
  /** The signed-in traveler's type on this booking (TRV-001). */
  travelerType: travelerTypeSchema,
  insurancePolicies: z.array(travelerInsurancePolicySchema).default([]),
  /** isPaymentHistoryShown (PAY-015, MBK-011). */
  paymentHistoryShown: z.boolean(),
  /** The minimum payment now due, minor units. */
  minimumDue: z.number().int().min(0),
});
export type TravelerBooking = z.infer<typeof travelerBookingSchema>;

/** GET /api/me/trips/{id}/bookings (TAP-008) */
export const tripBookingsResponseSchema = z.array(travelerBookingSchema);

/** GET /api/me/trips/{id}/inventory and /inventory/single-supplement (TAP-015, MBK-039). */
export const singleSupplementInventorySchema = z.object({
  singleSupplement: z.object({
    available: z.number().int().min(0),
    total: z.number().int().min(0),
    unitPriceWithFee: z.number().int().min(0),
    currency: currencyCodeSchema,
  }),
});
export type SingleSupplementInventory = z.infer<typeof singleSupplementInventorySchema>;

/** A service the trip offers as an add-on, with its price and what is left (null = not limited). */
const tripAddOnOfferSchema = z.object({
  serviceId: z.string().min(1),
  type: addOnTypeSchema,
  service: addOnServiceSchema,
  unitPriceWithFee: z.number().int().min(0),
  currency: currencyCodeSchema,
  remaining: z.number().int().min(0).nullable(),
});
export type TripAddOnOffer = z.infer<typeof tripAddOnOfferSchema>;

/** GET /api/me/trips/{id}/add-ons: a page of the offers, in day order (issue 18). */
export const tripAddOnOffersResponseSchema = pageSchema(tripAddOnOfferSchema);

// ---------------------------------------------------------------- booking update

/** One pending add-on change: an addition names the service, a removal names the booked add-on. */
const bookingAddOnChangeSchema = z
  .object({
    status: z.enum(['PENDING_ADDITION', 'PENDING_REMOVAL']),
    /** The booked add-on (removals). */
    addOnId: z.string().min(1).optional(),
    /** The offered service (additions); see tripAddOnOfferSchema.serviceId. */
    serviceId: z.string().min(1).optional(),
    /** The traveler (user _id) the add-on is for; defaults to the signed-in traveler. */
    user: z.string().min(1).optional(),
    quantity: z.number().int().min(1).max(20).default(1),
  })
  .refine((c) => (c.status === 'PENDING_ADDITION' ? !!c.serviceId : !!c.addOnId), {
    message: 'An addition names serviceId, a removal names addOnId',
  });
export type BookingAddOnChange = z.infer<typeof bookingAddOnChangeSchema>;

/**
 * A payment with a card: the checkout option (PAY-006; custom takes paymentAmount) and a card token. Only its type is
 * used (the card charge's input): requests are parsed with checkoutPaymentSchema below, which holds the custom-amount
 * rule, so this schema carries no refinement that nothing would ever run.
 */
const cardPaymentSchema = z.object({
  paymentOptionType: paymentOptionTypeSchema,
  /** Minor units; required for 'custom', must match the computed amount otherwise when sent. */
  paymentAmount: z.number().int().min(1).optional(),
  /** A token of the payments app (sandbox: tok_visa, tok_chargeDeclined, tok_processingError, tok_timeout). */
  cardToken: z.string().min(1),
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;

/**
 * A checkout payment (a new booking's first payment, or the balance): by card, or with an Affirm checkout the
 * traveler approved (PAY-008). Exactly one of cardToken and affirmCheckoutToken.
 */
export const checkoutPaymentSchema = z
  .object({
    paymentOptionType: paymentOptionTypeSchema,
    paymentAmount: z.number().int().min(1).optional(),
    cardToken: z.string().min(1).optional(),
    /** The token of an approved Affirm checkout (POST .../affirm-checkouts, then Affirm's page). */
    affirmCheckoutToken: z.string().min(1).max(200).optional(),
  })
  .refine((p) => p.paymentOptionType !== 'custom' || p.paymentAmount !== undefined, {
    message: 'A custom payment needs paymentAmount',
    path: ['paymentAmount'],
  })
  .refine((p) => (p.cardToken === undefined) !== (p.affirmCheckoutToken === undefined), {
    message: 'Pay with a card or with Affirm',
    path: ['cardToken'],
  });
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>;

/**
 * POST /api/me/bookings/{id} (TAP-011), with an Idempotency-Key header. Private rooms are chosen through
 * travelersRooms: a traveler in a 'single' room holds a single supplement, taken from the trip's inventory.
 * payment is required when the change costs more than it credits (confirmation mode 'payment', MBK-053), unless
 * automatic payment applies (tripDetails.automaticPaymentApplicable); 'minimum' then pays the change, 'full' the balance.
 */
export const updateBookingRequestSchema = z.object({
  addOns: z.array(bookingAddOnChangeSchema).max(50).default([]),
  travelersRooms: z.array(travelersRoomSchema).max(20).optional(),
  /** By card, or with an Affirm checkout started for this same change (PAY-008). */
  payment: checkoutPaymentSchema.optional(),
});
export type UpdateBookingRequest = z.input<typeof updateBookingRequestSchema>;

/**
 * POST /api/me/bookings/{id}/changes/affirm-checkouts: starts the Affirm checkout of a booking change (PAY-008). It
 * carries the same change the update will send, so the server prices the loan exactly as the update will charge it.
 */
export const startUpdateAffirmCheckoutRequestSchema = z.object({
  addOns: updateBookingRequestSchema.shape.addOns,
  travelersRooms: updateBookingRequestSchema.shape.travelersRooms,
  payment: z
    .object({ paymentOptionType: paymentOptionTypeSchema, paymentAmount: z.number().int().min(1).optional() })
    .refine((p) => p.paymentOptionType !== 'custom' || p.paymentAmount !== undefined, {
      message: 'A custom payment needs paymentAmount',
      path: ['paymentAmount'],
    }),
  returnPath: affirmReturnPathSchema,
});
export type StartUpdateAffirmCheckoutRequest = z.input<typeof startUpdateAffirmCheckoutRequestSchema>;

/** The result of a booking change: the booking after it, and what the success page shows (MBK-054..058). */
export const updateBookingResponseSchema = z.object({
  booking: travelerBookingSchema,
  confirmationMode: confirmationModeSchema,
  successTitle: z.string(),
  /** The charge made, when a payment was sent. */
  payment: paymentSchema.nullable(),
  /** The change in the insurance premium the update caused, minor units (INS-015). */
  insuranceAdjustment: z.number().int(),
  refundNeeded: z.boolean(),
});
export type UpdateBookingResponse = z.infer<typeof updateBookingResponseSchema>;

/** DELETE /api/me/bookings/{id}/add-ons/{addOnId} and POST .../remove (TAP-012). */
export const bookingChangeResponseSchema = z.object({ booking: travelerBookingSchema });

// ---------------------------------------------------------------- payments

/** POST /api/me/bookings/{id}/payments, with an Idempotency-Key header: pay (part of) the balance. */
export const payBalanceRequestSchema = checkoutPaymentSchema;
export type PayBalanceRequest = z.input<typeof payBalanceRequestSchema>;

export const payBalanceResponseSchema = z.object({
  booking: travelerBookingSchema,
  payment: paymentSchema,
  successTitle: z.string(),
});
export type PayBalanceResponse = z.infer<typeof payBalanceResponseSchema>;

/** GET /api/me/bookings/{id}/payments: a page of the payment history, newest first (issue 18). */
export const paymentHistoryResponseSchema = pageSchema(paymentSchema);

// ---------------------------------------------------------------- insurance

/**
 * POST /api/me/bookings/{id}/reprice-quotes (TAP-013, TAP-016): what the insurance would cost for the booking as
 * edited. Failure: 502 { success: false, code: 'insurance-provider-unavailable' } with the provider message (INS-018).
 */
export const repriceQuotesRequestSchema = z.object({
  travelAmount: z.number().int().min(0),
  // The client may send whole objects: the fields the reprice reads are kept, the rest is stripped (not passed on).
  additionalParticipants: z.array(z.object({ _id: z.string().min(1) })).default([]),
  addOns: z
    .array(
      addOnSchema.pick({
        addOnId: true,
        type: true,
        user: true,
        status: true,
        quantity: true,
        unitPriceWithFee: true,
        deleted: true,
      }),
    )
    .default([]),
  status: bookingStatusSchema,
  role: z.enum(['traveler', 'admin']).optional(),
});
export type RepriceQuotesRequest = z.input<typeof repriceQuotesRequestSchema>;

export const repriceQuotesResponseSchema = z.object({
  /** New premium minus the premium held now, minor units. */
  insuranceChange: z.number().int(),
  repricedAddOns: z.array(addOnSchema),
});
export type RepriceQuotesResponse = z.infer<typeof repriceQuotesResponseSchema>;

/** POST /api/me/bookings/{id}/insurance/{policyId}/cancel (TAP-014): no body. */
export const cancelInsurancePolicyResponseSchema = z.object({
  policy: travelerInsurancePolicySchema,
  booking: travelerBookingSchema,
});
export type CancelInsurancePolicyResponse = z.infer<typeof cancelInsurancePolicyResponseSchema>;

// ---------------------------------------------------------------- cancel booking

/**
 * POST /api/me/bookings/{id}/cancel (TAP-001): the reason ('other' takes otherDescription, CAN-011) and, when
 * refund methods are offered, the chosen one by description; the amounts must match that method.
 */
export const cancelMyBookingRequestSchema = z.object({
  reason: z.string().trim().min(1).max(500),
  otherDescription: z.string().trim().max(2000).optional(),
  refundMethodDescription: z.string().min(1).optional(),
  refundAmount: z.number().int().min(0).default(0),
  tripCreditAmount: z.number().int().min(0).default(0),
});
export type CancelMyBookingRequest = z.input<typeof cancelMyBookingRequestSchema>;

export const cancelMyBookingResponseSchema = z.object({
  booking: travelerBookingSchema,
  /** calculateBookingCancellation's outputs for the reason code applied (CAN-003). */
  cancellation: bookingCancellationOutputsSchema.extend({ reasonCode: cancellationReasonCodeSchema }),
});
export type CancelMyBookingResponse = z.infer<typeof cancelMyBookingResponseSchema>;
