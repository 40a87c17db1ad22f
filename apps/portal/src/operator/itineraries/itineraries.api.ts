// The operator itinerary calls (OAP-021, OAP-022), typed by the API's OpenAPI document, and their query keys.
import type { ItineraryReviewDetailsInput, OperatorItineraryGroupKey } from '@caravan/domain';
import { call } from '../../api/typed.js';
import type { Schema } from '../../api/index.js';

/** The builder's view of an itinerary (GET /api/me/itineraries/{id} as its operator). */
export type OperatorItinerary = Schema<'OperatorItinerary'>;
/** A row of the operator's itinerary lists. */
export type ItinerarySummary = Schema<'Itinerary'>;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const itineraryKeys = {
  all: () => ['operator', 'itineraries'] as const,
  group: (group: OperatorItineraryGroupKey) => ['operator', 'itineraries', 'group', group] as const,
  one: (id: string) => ['operator', 'itineraries', 'one', id] as const,
};

export const itineraryApi = {
  /** GET /api/me/itineraries?group=: one page of a sidebar group, in name order. */
  group: (group: OperatorItineraryGroupKey, cursor: string | undefined, signal?: AbortSignal, limit?: number) =>
    call('get', '/api/me/itineraries', {
      query: { group, ...(cursor ? { cursor } : {}), ...(limit ? { limit } : {}) },
      ...withSignal(signal),
    }),
  /** GET /api/me/itineraries/{id}: the owner's view (another operator's answers 404). */
  get: async (id: string, signal?: AbortSignal): Promise<OperatorItinerary> => {
    const data = await call('get', '/api/me/itineraries/{id}', { params: { id }, ...withSignal(signal) });
    return data as OperatorItinerary;
  },
  /** POST /api/me/itineraries (OPI-006): the owner and status are the API's to set. */
  create: (details: ItineraryReviewDetailsInput) => call('post', '/api/me/itineraries', { body: details }),
  /** POST /api/me/itineraries/{id}: the review details on the version read (409 when stale). */
  update: (id: string, details: ItineraryReviewDetailsInput, version: number) =>
    call('post', '/api/me/itineraries/{id}', { params: { id }, body: { ...details, version } }),
  /** POST /api/me/itineraries/{id}/submit (OPI-008). */
  submit: (id: string, version: number) =>
    call('post', '/api/me/itineraries/{id}/submit', { params: { id }, body: { version } }),
};
