// The traveler booking API calls: one function per /api/me route, answers parsed with the domain contract's schemas.
import {
  type CancelMyBookingRequest,
  cancelInsurancePolicyResponseSchema,
  cancelMyBookingResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  myTripDetailsSchema,
  myTripSchema,
  type PayBalanceRequest,
  payBalanceResponseSchema,
  paymentHistoryResponseSchema,
  type RepriceQuotesRequest,
  repriceQuotesResponseSchema,
  singleSupplementInventorySchema,
  tripAddOnOffersResponseSchema,
  tripBookingsResponseSchema,
  type UpdateBookingRequest,
  updateBookingResponseSchema,
} from '@caravan/domain';
import { request } from '../api/client.js';

const id = encodeURIComponent;

/** A trip of the list with the viewer's waiver, from the API contract (the waiver gate, TRV-024). */
export const myTripWithWaiverSchema = myTripSchema;
const myTripsWithWaiverSchema = myTripWithWaiverSchema.array();

const json = async <S extends { parse: (v: unknown) => unknown }>(schema: S, promise: Promise<unknown>) =>
  schema.parse(await promise) as ReturnType<S['parse']>;

export const travelerApi = {
  /** GET /api/me/trips (TAP-005) */
  trips: (signal?: AbortSignal) => json(myTripsWithWaiverSchema, request('/api/me/trips', signal ? { signal } : {})),
  /** GET /api/me/trips/{id} (TAP-004, TAP-010, CAN-001) */
  trip: (tripId: string, signal?: AbortSignal) =>
    json(myTripDetailsSchema, request(`/api/me/trips/${id(tripId)}`, signal ? { signal } : {})),
  /** GET /api/me/trips/{id}/bookings (TAP-008) */
  bookings: (tripId: string, signal?: AbortSignal) =>
    json(tripBookingsResponseSchema, request(`/api/me/trips/${id(tripId)}/bookings`, signal ? { signal } : {})),
  /** GET /api/me/trips/{id}/inventory/single-supplement (TAP-015, MBK-039) */
  singleSupplement: (tripId: string) =>
    json(singleSupplementInventorySchema, request(`/api/me/trips/${id(tripId)}/inventory/single-supplement`)),
  /** GET /api/me/trips/{id}/add-ons: the services on offer as add-ons. */
  addOnOffers: (tripId: string, signal?: AbortSignal) =>
    json(tripAddOnOffersResponseSchema, request(`/api/me/trips/${id(tripId)}/add-ons`, signal ? { signal } : {})),
  /** POST /api/me/bookings/{id} with an Idempotency-Key (TAP-011). */
  updateBooking: (bookingId: string, body: UpdateBookingRequest, idempotencyKey: string) =>
    json(
      updateBookingResponseSchema,
      request(`/api/me/bookings/${id(bookingId)}`, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
    ),
  /** POST /api/me/bookings/{id}/payments with an Idempotency-Key: pay (part of) the balance. */
  payBalance: (bookingId: string, body: PayBalanceRequest, idempotencyKey: string) =>
    json(
      payBalanceResponseSchema,
      request(`/api/me/bookings/${id(bookingId)}/payments`, {
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    ),
  /** GET /api/me/bookings/{id}/payments: the transaction history, newest first. */
  paymentHistory: (bookingId: string, signal?: AbortSignal) =>
    json(paymentHistoryResponseSchema, request(`/api/me/bookings/${id(bookingId)}/payments`, signal ? { signal } : {})),
  /** POST /api/me/bookings/{id}/reprice-quotes (TAP-013, TAP-016) */
  repriceQuotes: (bookingId: string, body: RepriceQuotesRequest) =>
    json(repriceQuotesResponseSchema, request(`/api/me/bookings/${id(bookingId)}/reprice-quotes`, { body })),
  /** POST /api/me/bookings/{id}/cancel (TAP-001) */
  cancelBooking: (bookingId: string, body: CancelMyBookingRequest) =>
    json(cancelMyBookingResponseSchema, request(`/api/me/bookings/${id(bookingId)}/cancel`, { body })),
  /** POST /api/me/bookings/{id}/insurance/{policyId}/cancel (TAP-014) */
  cancelInsurancePolicy: (bookingId: string, policyId: string) =>
    json(
      cancelInsurancePolicyResponseSchema,
      request(`/api/me/bookings/${id(bookingId)}/insurance/${id(policyId)}/cancel`, { body: {} }),
    ),
};

export type MyTripWithWaiver = ReturnType<typeof myTripWithWaiverSchema.parse>;
