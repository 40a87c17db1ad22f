// An itinerary's review report for the host catalogue (HAP-038): read from the reviews service for an itinerary the
// host may see; when the service fails, the answer is the empty report, so the catalogue shows no rating, never an error.
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { type ItineraryReviewReport, type ReviewsService, ReviewsServiceError } from '../../providers/reviews/index.js';
import { listedItinerary } from './catalogue.js';

/** The report of live itinerary `id` as `user` (a host) may read it: 404 beyond their listed tiers, {} on failure. */
export async function itineraryReviewReport(
  db: Db,
  reviews: ReviewsService,
  user: PolicyUser,
  id: string,
): Promise<ItineraryReviewReport> {
  await listedItinerary(db, user, id);
  try {
    return await reviews.itineraryReport(id);
  } catch (error) {
    if (error instanceof ReviewsServiceError) return {};
    throw error;
  }
}
