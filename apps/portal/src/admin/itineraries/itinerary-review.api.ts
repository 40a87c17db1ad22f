// The admin itinerary review's calls: the itineraries pending approval (the generic admin list GET
// /api/admin/itineraries?type=in-review, every operator's) and the review event (POST /api/admin/itineraries/{id}/events).
import type { Schema } from '../../api/index.js';
import { call } from '../../api/typed.js';

export type ReviewItinerary = Schema<'Itinerary'>;
export type ItineraryReviewEventType = Schema<'ItineraryReviewEvent'>['type'];

export const itineraryReviewKeys = {
  pending: () => ['admin', 'itineraries', 'pending'] as const,
};

export const itineraryReviewApi = {
  /** One page of the itineraries in review, in id order. */
  pending: (cursor: string | undefined, signal?: AbortSignal) =>
    call('get', '/api/admin/itineraries', {
      query: { type: 'in-review', ...(cursor ? { cursor } : {}) },
      ...(signal ? { signal } : {}),
    }),
  /** Approve (Live) or send back (Not Submitted); the itinerary machine decides, 409 names its refusal. */
  review: (id: string, type: ItineraryReviewEventType) =>
    call('post', '/api/admin/itineraries/{id}/events', { params: { id }, body: { type } }),
};
