// The catalogue's calls (HAP-039..HAP-043), typed by the API's OpenAPI document, and their query keys.
import type { Page } from '@caravan/domain';
import type { Schema } from '../../api/index.js';
import { call } from '../../api/typed.js';

export type CatalogueItinerary = Schema<'CatalogueItinerary'>;
export type ItineraryDescription = Schema<'CatalogueItineraryDescription'>;
export type ItineraryRecommendation = Schema<'ItineraryRecommendation'>;

export const catalogueKeys = {
  list: () => ['host', 'catalogue'] as const,
  description: (id: string) => ['host', 'catalogue', id] as const,
  recommendations: () => ['host', 'recommendations'] as const,
};

export const catalogueApi = {
  /** One page of the catalogue (CAT-002): live itineraries of the unlocked tiers and the next tier, locked. */
  page: async (cursor: string | undefined, signal: AbortSignal): Promise<Page<CatalogueItinerary>> => {
    const data = await call('get', '/api/me/host/catalogue', { query: cursor ? { cursor } : {}, signal });
    return { items: data.items, nextCursor: data.nextCursor };
  },
  /** One itinerary's description with the host's standing (CAT-004). */
  description: (id: string, signal?: AbortSignal): Promise<ItineraryDescription> =>
    call('get', '/api/me/host/catalogue/{id}', { params: { id }, ...(signal ? { signal } : {}) }),
  /** One page of the host's recommendations (HAP-043). */
  recommendations: async (cursor: string | undefined, signal: AbortSignal): Promise<Page<ItineraryRecommendation>> => {
    const data = await call('get', '/api/me/itinerary-recommendations', { query: cursor ? { cursor } : {}, signal });
    return { items: data.items, nextCursor: data.nextCursor };
  },
};

/** Where an itinerary's pages live. */
export const itineraryPaths = {
  description: (id: string) => `/app/host/itineraries/${encodeURIComponent(id)}/description`,
  request: (id: string) => `/app/host/itineraries/${encodeURIComponent(id)}/request`,
};
