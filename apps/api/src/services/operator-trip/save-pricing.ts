// Save Trip (OAP-025, OAP-027): the changed pricing fields, checked by the domain's rule against the stored trip in
// one transaction (the row locked), and the single supplement total spots with one conditional UPDATE.
import {
  type CurrencyCode,
  type TripPricingUpdate,
  isTripFieldGroupEditable,
  tripFieldLockedMessage,
  tripStatusSchema,
  validateTripPricingUpdate,
} from '@caravan/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { trips } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../errors/app-error.js';
import { type TripRow, readOperatorTrip } from './trip-access.js';

/** DECIDE: the refusal of a save with nothing to change (the spec sends only changed fields). */
export const NOTHING_TO_SAVE = 'Nothing to save.';

/** Saves the operator's pricing changes to trip `id`; 400 with field messages, 404 for another operator's trip. */
export function saveTripPricing(db: Db, user: PolicyUser, id: string, patch: TripPricingUpdate, now: Date) {
  return db.transaction(async (tx): Promise<TripRow> => {
    const row = await readOperatorTrip(tx, user, id, true);
    const status = tripStatusSchema.parse(row.status);
    const before = {
      minimumSpots: row.minimumSpots ?? row.maximumSpots,
      maximumSpots: row.maximumSpots,
      focQuantity: row.focQuantity,
      costThresholds: row.costThresholds,
      singleSupplementPrice: row.singleSupplementPrice,
    };
    const errors = validateTripPricingUpdate(status, before, patch, row.currency as CurrencyCode);
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, errors);
    if (Object.keys(patch).length === 0) throw badRequest(NOTHING_TO_SAVE);
    const [saved] = await tx
      .update(trips)
      .set({ ...patch, updatedAt: now })
      .where(and(eq(trips.id, id), eq(trips.status, row.status)))
      .returning();
    if (!saved) throw new AppError(409, 'CONCURRENT_CHANGE', 'This trip was changed meanwhile. Reload and try again.');
    return saved;
  });
}

/** DECIDE: the refusal of a total below the private rooms already sold (the spec names no message). */
export const singleSupplementBelowSoldMessage = (sold: number) =>
  `Single supplement total spots cannot be below the ${sold} already sold.`;

/**
 * Sets the single supplement total spots (OAP-027). The rooms still available move by the same amount, in one
 * conditional UPDATE that refuses a total below the rooms sold, even when a booking takes one meanwhile.
 */
export async function saveSingleSupplementQuantity(db: Db, user: PolicyUser, id: string, quantity: number, now: Date) {
  const row = await readOperatorTrip(db, user, id);
  const status = tripStatusSchema.parse(row.status);
  if (!isTripFieldGroupEditable(status, 'singleSupplementQuantity'))
    throw new AppError(409, 'TRIP_FIELD_LOCKED', tripFieldLockedMessage(status));
  const sold = sql`${trips.singleSupplementQuantity} - ${trips.singleSupplementQuantityAvailable}`;
  const [saved] = await db
    .update(trips)
    .set({
      singleSupplementQuantityAvailable: sql`${trips.singleSupplementQuantityAvailable} + (${quantity} - ${trips.singleSupplementQuantity})`,
      singleSupplementQuantity: quantity,
      updatedAt: now,
    })
    .where(and(eq(trips.id, id), eq(trips.status, row.status), sql`${sold} <= ${quantity}`))
    .returning();
  if (!saved) {
    const taken = row.singleSupplementQuantity - row.singleSupplementQuantityAvailable;
    throw badRequest(singleSupplementBelowSoldMessage(taken), { quantity: singleSupplementBelowSoldMessage(taken) });
  }
  return saved;
}
