// GET /api/me/trips/{id}/cost (HAP-088's DECIDE, TRIP_COST_PATH): the cost of the trip's stored cost object, every
// tier's breakdown rows per paying traveler, computed by the domain's one cost rule from what the review serves.
import { type CurrencyCode, buildOperatorCostBreakdownRows, tripCostByTier } from '@caravan/domain';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { readOperatorTrip } from './trip-access.js';
import { tripReview } from './trip-review.js';

/** The trip's cost per tier for its operator (another operator's trip is not found). */
export async function tripCost(db: Db, user: PolicyUser, id: string, now: Date) {
  const review = await tripReview(db, user, await readOperatorTrip(db, user, id), now);
  const currency = review.currency as CurrencyCode;
  return {
    currency,
    reference: review.pricing.reference,
    tiers: tripCostByTier(review.pricing).map(({ numberOfTravelers, amounts }) => ({
      numberOfTravelers,
      rows: buildOperatorCostBreakdownRows(amounts, currency),
    })),
  };
}
