// The traveler booking API calls: one function per /api/me route, typed by the API's OpenAPI document, answers
// parsed with the domain contract's schemas (the same zod schemas the API documents them with).
import {
  affirmCheckoutSchema,
  type CancelMyBookingRequest,
  cancelInsurancePolicyResponseSchema,
  cancelMyBookingResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  myTripDetailsSchema,
  myTripSchema,
  myTripsResponseSchema,
  type PayBalanceRequest,
  payBalanceResponseSchema,
  paymentHistoryResponseSchema,
  type RepriceQuotesRequest,
  type StartBalanceAffirmCheckoutRequest,
  type StartUpdateAffirmCheckoutRequest,
  repriceQuotesResponseSchema,
  singleSupplementInventorySchema,
  tripAddOnOffersResponseSchema,
  tripBookingsResponseSchema,
  type UpdateBookingRequest,
  updateBookingResponseSchema,
} from '@caravan/domain';
import { call } from '../api/typed.js';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** A trip of the list with the viewer's waiver, from the API contract (the waiver gate, TRV-024). */
export const myTripWithWaiverSchema = myTripSchema;

const json = async <S extends { parse: (v: unknown) => unknown }>(schema: S, promise: Promise<unknown>) =>
  schema.parse(await promise) as ReturnType<S['parse']>;

export const travelerApi = {
  /** GET /api/me/trips (TAP-005): one page of the traveler's trips, soonest first. */
  trips: (cursor: string | undefined, signal?: AbortSignal) =>
    json(
      myTripsResponseSchema,
      call('get', '/api/me/trips', { query: cursor ? { cursor } : {}, ...withSignal(signal) }),
    ),
  /** GET /api/me/trips/{id} (TAP-004, TAP-010, CAN-001) */
  trip: (tripId: string, signal?: AbortSignal) =>
    json(myTripDetailsSchema, call('get', '/api/me/trips/{id}', { params: { id: tripId }, ...withSignal(signal) })),
  /** GET /api/me/trips/{id}/bookings (TAP-008) */
  bookings: (tripId: string, signal?: AbortSignal) =>
    json(
      tripBookingsResponseSchema,
      call('get', '/api/me/trips/{id}/bookings', { params: { id: tripId }, ...withSignal(signal) }),
    ),
  /** GET /api/me/trips/{id}/inventory/single-supplement (TAP-015, MBK-039) */
  singleSupplement: (tripId: string) =>
    json(
      singleSupplementInventorySchema,
      call('get', '/api/me/trips/{id}/inventory/single-supplement', { params: { id: tripId } }),
    ),
  /** GET /api/me/trips/{id}/add-ons: a page of the services on offer as add-ons, in day order. */
  addOnOffers: (tripId: string, cursor: string | undefined, signal?: AbortSignal) =>
    json(
      tripAddOnOffersResponseSchema,
      call('get', '/api/me/trips/{id}/add-ons', {
        params: { id: tripId },
        query: cursor ? { cursor } : {},
        ...withSignal(signal),
      }),
    ),
  /** POST /api/me/bookings/{id} with an Idempotency-Key (TAP-011). */
  updateBooking: (bookingId: string, body: UpdateBookingRequest, idempotencyKey: string) =>
    json(
      updateBookingResponseSchema,
      call('post', '/api/me/bookings/{id}', {
        params: { id: bookingId },
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    ),
  /** POST /api/me/bookings/{id}/payments with an Idempotency-Key: pay (part of) the balance. */
  payBalance: (bookingId: string, body: PayBalanceRequest, idempotencyKey: string) =>
    json(
      payBalanceResponseSchema,
      call('post', '/api/me/bookings/{id}/payments', {
        params: { id: bookingId },
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    ),
  /** POST /api/me/bookings/{id}/affirm-checkouts: the server prices the option and starts Affirm's checkout (PAY-008). */
  /** POST /api/me/bookings/{id}/changes/affirm-checkouts: the Affirm checkout of a change, priced by the server. */
  startChangeAffirmCheckout: (bookingId: string, body: StartUpdateAffirmCheckoutRequest, idempotencyKey: string) =>
    json(
      affirmCheckoutSchema,
      call('post', '/api/me/bookings/{id}/changes/affirm-checkouts', {
        params: { id: bookingId },
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    ),
  startAffirmCheckout: (bookingId: string, body: StartBalanceAffirmCheckoutRequest, idempotencyKey: string) =>
    json(
      affirmCheckoutSchema,
      call('post', '/api/me/bookings/{id}/affirm-checkouts', {
        params: { id: bookingId },
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    ),
  /** GET /api/me/bookings/{id}/payments: a page of the transaction history, newest first. */
  paymentHistory: (bookingId: string, cursor: string | undefined, signal?: AbortSignal) =>
    json(
      paymentHistoryResponseSchema,
      call('get', '/api/me/bookings/{id}/payments', {
        params: { id: bookingId },
        query: cursor ? { cursor } : {},
        ...withSignal(signal),
      }),
    ),
  /** POST /api/me/bookings/{id}/reprice-quotes (TAP-013, TAP-016) */
  repriceQuotes: (bookingId: string, body: RepriceQuotesRequest) =>
    json(
      repriceQuotesResponseSchema,
      call('post', '/api/me/bookings/{id}/reprice-quotes', { params: { id: bookingId }, body }),
    ),
  /** POST /api/me/bookings/{id}/cancel (TAP-001) */
  cancelBooking: (bookingId: string, body: CancelMyBookingRequest) =>
    json(
      cancelMyBookingResponseSchema,
      call('post', '/api/me/bookings/{id}/cancel', { params: { id: bookingId }, body }),
    ),
  /** POST /api/me/bookings/{id}/insurance/{policyId}/cancel (TAP-014) */
  cancelInsurancePolicy: (bookingId: string, policyId: string) =>
    json(
      cancelInsurancePolicyResponseSchema,
      call('post', '/api/me/bookings/{id}/insurance/{policyId}/cancel', { params: { id: bookingId, policyId } }),
    ),
};

export type MyTripWithWaiver = ReturnType<typeof myTripWithWaiverSchema.parse>;
