// The operator itinerary calls (OAP-021, OAP-022), typed by the API's OpenAPI document, and their query keys.
import { IMAGE_UPLOAD_PATH, type ItineraryReviewDetailsInput, type OperatorItineraryGroupKey } from '@caravan/domain';
import { request } from '../../api/client.js';
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
  services: (id: string) => ['operator', 'itineraries', 'services', id] as const,
  pricing: (id: string) => ['operator', 'itineraries', 'pricing', id] as const,
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
  /** POST /api/me/files/new-upload-image (OAP-012): the images' urls, in the order sent. */
  uploadImages: (files: readonly File[]) => {
    const form = new FormData();
    for (const file of files) form.append('files', file);
    return request<Schema<'UploadedImages'>>(IMAGE_UPLOAD_PATH, { method: 'POST', body: form });
  },
  /** GET /api/me/itineraries/{id}/services: the days, the length and the version to save on. */
  services: (id: string, signal?: AbortSignal) =>
    call('get', '/api/me/itineraries/{id}/services', { params: { id }, ...withSignal(signal) }),
  /** POST /api/me/itineraries/{id}/services (OAP-014, OAP-015): every day's services on the version read. */
  saveServices: (id: string, body: Schema<'ItineraryServicesSave'>) =>
    call('post', '/api/me/itineraries/{id}/services', { params: { id }, body }),
  /** GET /api/me/services (OAP-017): a page of library services by count, type and text, after the cursor. */
  library: (q: { type: string; text: string; count: number }, cursor: string | undefined, signal?: AbortSignal) =>
    call('get', '/api/me/services', { query: cursor ? { ...q, cursor } : q, ...withSignal(signal) }),
  /** GET /api/me/itineraries/{id}/pricing. */
  pricing: (id: string, signal?: AbortSignal) =>
    call('get', '/api/me/itineraries/{id}/pricing', { params: { id }, ...withSignal(signal) }),
  /** POST /api/me/itineraries/{id}/pricing (OAP-023, OAP-024). */
  savePricing: (id: string, body: Schema<'ItineraryPricingSave'>) =>
    call('post', '/api/me/itineraries/{id}/pricing', { params: { id }, body }),
  /** The preview page (server HTML), opened in a new tab. */
  /** POST /api/me/itineraries/{id}/submit (OPI-008). */
  submit: (id: string, version: number) =>
    call('post', '/api/me/itineraries/{id}/submit', { params: { id }, body: { version } }),
};
