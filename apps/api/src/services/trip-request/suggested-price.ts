// GET /api/me/itineraries/{id}/suggested-sell-price (HAP-040, CAT-032): the range a host is advised to sell a spot at,
// from the package's per-traveler cost on the chosen date.
import type { CalendarDate, PackageLevel, SuggestedSellPrice } from '@caravan/domain';
import type { Db } from '../../db/client.js';
import type { itineraries } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import { packageCostOn } from './availability.js';

/** DECIDE: the low end is cost plus 30%, a margin that still sells at the smallest group size; the spec gives no formula. */
export const SUGGESTED_SELL_PRICE_MIN_MARKUP = 1.3;
/** DECIDE: the high end is cost plus 60%, beyond which comparable group trips stop selling. */
export const SUGGESTED_SELL_PRICE_MAX_MARKUP = 1.6;
/** Prices are whole dollars (minor units rounded up to 100). */
const wholeDollars = (minor: number) => Math.ceil(minor / 100) * 100;

/** The suggested range on a priced date; the host's own minimum raises the low end; 400 when the date is not priced. */
export async function suggestedSellPrice(
  db: Db,
  row: typeof itineraries.$inferSelect,
  q: { selectedPackage: PackageLevel; tripStartDate: CalendarDate; minimumPrice?: number | undefined },
): Promise<SuggestedSellPrice> {
  const cost = await packageCostOn(db, row, q.selectedPackage, q.tripStartDate);
  if (cost === null)
    throw badRequest('That date has no price.', { tripStartDate: 'Choose one of the available dates' });
  const maxPrice = wholeDollars(cost * SUGGESTED_SELL_PRICE_MAX_MARKUP);
  const minPrice = Math.min(
    maxPrice,
    Math.max(wholeDollars(cost * SUGGESTED_SELL_PRICE_MIN_MARKUP), q.minimumPrice ?? 0),
  );
  return { minPrice, maxPrice };
}
