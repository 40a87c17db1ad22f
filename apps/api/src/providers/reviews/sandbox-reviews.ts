// The sandbox reviews service: a report for every itinerary it was given ratings for, an empty one for the rest, and
// an outage on demand (mode 'down'), so the catalogue's failure path can be shown and tested.
import { type ItineraryReviewReport, type ReviewsService, ReviewsServiceError } from './reviews-service.js';

export interface SandboxReviewsService extends ReviewsService {
  /** 'up' answers; 'down' fails every call as the real service does when it is unreachable. */
  mode: 'up' | 'down';
}

/** A sandbox over `ratings` (itinerary id to the ratings its travelers gave, each 1 to 5). */
export function createSandboxReviewsService(
  options: { ratings?: Record<string, readonly number[]>; mode?: 'up' | 'down' } = {},
): SandboxReviewsService {
  const ratings = options.ratings ?? {};
  const service: SandboxReviewsService = {
    name: 'sandbox',
    mode: options.mode ?? 'up',
    async itineraryReport(itineraryId: string): Promise<ItineraryReviewReport> {
      if (service.mode === 'down') throw new ReviewsServiceError('The reviews service is unavailable.');
      const given = ratings[itineraryId] ?? [];
      if (given.length === 0) return {};
      const average = given.reduce((sum, r) => sum + r, 0) / given.length;
      // One decimal, as review widgets show it.
      return { overallRating: Math.round(average * 10) / 10, reviewCount: given.length };
    },
  };
  return service;
}
