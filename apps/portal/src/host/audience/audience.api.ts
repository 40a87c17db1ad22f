// The host's audience calls (HAP-032, HAP-033, HAP-004), typed by the API's OpenAPI document, and their query keys.
import type { Schema } from '../../api/index.js';
import { call } from '../../api/typed.js';

export type HostAudience = Schema<'Audience'>;
export type AudienceSegment = Schema<'AudienceSegment'>;
export type AudienceLinks = Schema<'AudienceLinks'>;
export type RecommendedItineraries = Schema<'RecommendedItineraries'>;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const audienceKeys = {
  audience: () => ['host', 'audience'] as const,
  links: () => ['host', 'audience', 'links'] as const,
  recommended: () => ['host', 'audience', 'recommended'] as const,
};

export const audienceApi = {
  audience: (signal?: AbortSignal) => call('get', '/api/me/audience', withSignal(signal)),
  links: (signal?: AbortSignal) => call('get', '/api/me/audience/links', withSignal(signal)),
  createLink: (linkType: 'survey' | 'emailCapture') =>
    call('post', '/api/me/audience/links/{linkType}', { params: { linkType } }),
  /** A page of the recommended itineraries (none for a host still qualifying). */
  recommended: async (cursor: string | undefined, signal: AbortSignal) => {
    const data = await call('get', '/api/me/audience/recommended-itineraries', {
      query: cursor ? { cursor } : {},
      signal,
    });
    return { items: data.items, nextCursor: data.nextCursor };
  },
  requestExport: (extended: boolean) => call('post', '/api/me/audience/export', { body: { extended } }),
};

/** The public page of a link path (PLT-017), as a full address to share. */
export const publicLinkUrl = (path: string) => `${window.location.origin}/public/l/${path}`;
