// GET /api/me/itineraries/{id}/suggested-sell-price (HAP-040, CAT-032, CAT-033): the range a host is advised to sell a
// spot at, from the package's per-traveler cost on the chosen date; with the suggested-sell-price flag off the range
// is not worked out and min and max are both the request's trip price.
import {
  type CalendarDate,
  type PackageLevel,
  type SuggestedSellPrice,
  shouldFetchSuggestedSellPrice,
  suggestedSellPriceFallback,
} from '@caravan/domain';
import type { Db } from '../../db/client.js';
import type { itineraries } from '../../db/schema/index.js';
import { badRequest } from '../../errors/app-error.js';
import { packageCostOn } from './availability.js';

/** DECIDE: the low end is cost plus 30%, a margin that still sells at the smallest group size; the spec gives no formula. */
export const SUGGESTED_SELL_PRICE_MIN_MARKUP = 1.3;
/** DECIDE: the high end is cost plus 60%, beyond which comparable group trips stop selling. */
export const SUGGESTED_SELL_PRICE_MAX_MARKUP = 1.6;
/** The suggested-sell-price flag is on unless the server's feature flags turn it off (CAT-033). */
export const SUGGESTED_SELL_PRICE_FLAG_DEFAULT = true;
/** Prices are whole dollars (minor units rounded up to 100). */
const wholeDollars = (minor: number) => Math.ceil(minor / 100) * 100;

/**
 * DECIDE: a request's trip price (CAT-033's fallback, which the spec leaves undefined) is the package's per-traveler
 * cost on the chosen date at the smallest group (its highest tier), in whole dollars: the one price the request has
 * before any margin, the same cost the suggested range is worked out from.
 */
export const requestTripPrice = (perTravelerCost: number): number => wholeDollars(perTravelerCost);

/** The suggested range on a priced date; the host's own minimum raises the low end; 400 when the date is not priced. */
export async function suggestedSellPrice(
  db: Db,
  row: typeof itineraries.$inferSelect,
  q: { selectedPackage: PackageLevel; tripStartDate: CalendarDate; minimumPrice?: number | undefined },
  flagOn: boolean = SUGGESTED_SELL_PRICE_FLAG_DEFAULT,
): Promise<SuggestedSellPrice> {
  const cost = await packageCostOn(db, row, q.selectedPackage, q.tripStartDate);
  if (cost === null)
    throw badRequest('That date has no price.', { tripStartDate: 'Choose one of the available dates' });
  if (!shouldFetchSuggestedSellPrice(flagOn)) return suggestedSellPriceFallback(requestTripPrice(cost));
  const maxPrice = wholeDollars(cost * SUGGESTED_SELL_PRICE_MAX_MARKUP);
  const minPrice = Math.min(
    maxPrice,
    Math.max(wholeDollars(cost * SUGGESTED_SELL_PRICE_MIN_MARKUP), q.minimumPrice ?? 0),
  );
  return { minPrice, maxPrice };
}
