// The operator's trip calls (OAP-025…029, OAP-028 trip requests), typed by the API's OpenAPI document, and their keys.
import type { TripPricingUpdate } from '@caravan/domain';
import type { Schema } from '../../api/index.js';
import { call } from '../../api/typed.js';

/** The operator's review of a trip (GET /api/me/trips/{id}/review). */
export type OperatorTrip = Schema<'OperatorTrip'>;
/** The operator's review of a trip request (GET /api/me/trip-requests/{id}/review). */
export type OperatorTripRequest = Schema<'OperatorTripRequest'>;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const tripKeys = {
  all: () => ['operator', 'trips'] as const,
  requests: () => ['operator', 'trip-requests'] as const,
  one: (id: string) => ['operator', 'trips', 'one', id] as const,
  request: (id: string) => ['operator', 'trip-requests', 'one', id] as const,
};

export const tripApi = {
  review: (id: string, signal?: AbortSignal) =>
    call('get', '/api/me/trips/{id}/review', { params: { id }, ...withSignal(signal) }),
  requestReview: (id: string, signal?: AbortSignal) =>
    call('get', '/api/me/trip-requests/{id}/review', { params: { id }, ...withSignal(signal) }),
  /** GET /api/me/trip-requests?type=pending: the requests waiting for a trip (OAP-028). */
  pendingRequests: (cursor: string | undefined, signal?: AbortSignal) =>
    call('get', '/api/me/trip-requests', {
      query: { type: 'pending', ...(cursor ? { cursor } : {}) },
      ...withSignal(signal),
    }),
  /** POST /api/me/trip-requests/{id}/trip (OPT-052): the trip, status created. */
  createTrip: (requestId: string) => call('post', '/api/me/trip-requests/{id}/trip', { params: { id: requestId } }),
  savePricing: (id: string, body: TripPricingUpdate) =>
    call('post', '/api/me/trips/{id}/pricing', { params: { id }, body }),
  saveSingleSupplementQuantity: (id: string, quantity: number) =>
    call('post', '/api/me/trips/{id}/single-supplement-quantity', { params: { id }, body: { quantity } }),
  saveServices: (id: string, servicesToUpdate: { id: string; removed: boolean }[]) =>
    call('post', '/api/me/trips/{id}/services', { params: { id }, body: { servicesToUpdate } }),
  approve: (id: string, operatorTerms: boolean) =>
    call('post', '/api/me/trips/{id}/approve', { params: { id }, body: { operatorTerms } }),
  submitTechnicalItinerary: (id: string) => call('post', '/api/me/trips/{id}/technical-itinerary', { params: { id } }),
};

/** The manifest download's address (OAP-029): a plain GET with the session cookie, saved by the browser. */
export const manifestHref = (id: string) => `/api/me/trips/${encodeURIComponent(id)}/traveler-manifest`;
/** The traveler terms page's address, shown in a frame. */
export const travelerTermsHref = (id: string) => `/api/me/pages/traveler-terms?tripId=${encodeURIComponent(id)}`;

/** The trip itinerary PDF's address (OPI-046): fetched as a file (downloadPdf), not through the JSON client. */
export const tripItineraryPdfPath = (id: string) => `/api/me/trips/${encodeURIComponent(id)}/review/pdf`;
