// The spots a trip holds for open waitlist offers (MKT-047), read under the trip's row lock so that every spot count
// (the public booking's, the offer's acceptance, the next offer) sees the offers committed before it.
import { type SQL, and, eq, sql } from 'drizzle-orm';
import { trips, waitlistOffers } from '../../db/schema/index.js';
import type { Exec } from '../booking/booking-records.js';

/**
 * The spots held by the trip's open offers, as an SQL expression. An offer past its window still holds until the
 * scheduler expires it: the spot is never free for a public booking while it is still the offer's.
 */
export const heldSpotsOf = (tripId: string): SQL =>
  sql`(select coalesce(sum(${waitlistOffers.spots}), 0) from ${waitlistOffers} where ${and(
    eq(waitlistOffers.tripId, tripId),
    eq(waitlistOffers.status, 'offered'),
  )})`;

/**
 * Takes the trip's row lock (SELECT … FOR UPDATE) and answers its spot figures. Under READ COMMITTED the statements
 * after it see every offer and booking committed before the lock was granted, so spot counts made after it are exact.
 */
export async function lockTripSpots(tx: Exec, tripId: string) {
  const [row] = await tx
    .select({ maximumSpots: trips.maximumSpots, spotsTaken: trips.spotsTaken })
    .from(trips)
    .where(eq(trips.id, tripId))
    .for('update');
  return row ?? null;
}
