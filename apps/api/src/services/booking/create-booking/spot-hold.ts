// The launch rush (issue 29 point 3, decision 035): a public booking holds its spots first, in a short transaction of
// its own, so a visitor who gets none learns it at once — before a password is hashed, an account made or a card
// charged — and the booking's own transaction (the charge) no longer waits on the trip's row lock.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { trips } from '../../../db/schema/index.js';
import { heldSpotsOf } from '../../waitlist/held-spots.js';
import { type OfferMail, offerFreedSpots } from '../../waitlist/offer-spots.js';

/**
 * Takes `count` spots of the trip and commits at once (the conditional UPDATE … WHERE spots_taken + count + held <=
 * maximum_spots that the booking's transaction used to make); false when the trip has not that many. The row is
 * locked FOR NO KEY UPDATE, not FOR UPDATE: that still queues holds and waitlist offers (MKT-047) one after another,
 * so the offers count is read after the lock, but does not wait for the KEY SHARE lock every booking in flight holds
 * on its trip (its foreign key) until it commits, after its charge. Holds are granted in the order their statements
 * reach the row lock, which PostgreSQL queues first come, first served.
 */
export async function holdSpots(
  db: Db,
  tripId: string,
  count: number,
  committed?: { spotsTaken: number; heldSpots: number; maximumSpots: number },
): Promise<boolean> {
  const fits = sql`${trips.spotsTaken} + ${count} + ${heldSpotsOf(tripId)} <= ${trips.maximumSpots}`;
  // Full as committed: answered without queueing for the row lock. Once a rush has filled the trip, everyone after is
  // told in one read, not one after another through the lock (four round trips each). The booking's trip read
  // (booking-trip.ts) carries these figures, so it needs no read of its own (decision 040).
  if (committed) {
    if (committed.spotsTaken + count + committed.heldSpots > committed.maximumSpots) return false;
  } else {
    const [open] = await db
      .select({ fits: sql<boolean>`${fits}` })
      .from(trips)
      .where(eq(trips.id, tripId));
    if (!open?.fits) return false;
  }
  return db.transaction(async (tx) => {
    await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId)).for('no key update');
    const taken = await tx
      .update(trips)
      .set({ spotsTaken: sql`${trips.spotsTaken} + ${count}` })
      .where(and(eq(trips.id, tripId), fits))
      .returning({ spotsTaken: trips.spotsTaken });
    return taken.length > 0;
  });
}

/**
 * Gives back spots a request held and did not book (a decline, a wrong password, a replayed key), and offers them to
 * the trip's waitlist (MKT-046), as a cancellation's freed spots are, in one transaction.
 */
export async function releaseSpots(
  db: Db,
  input: { tripId: string; count: number; now: Date; mail?: OfferMail | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(trips)
      .set({ spotsTaken: sql`${trips.spotsTaken} - ${input.count}` })
      .where(and(eq(trips.id, input.tripId), gte(trips.spotsTaken, input.count)));
    await offerFreedSpots(tx, { tripId: input.tripId, now: input.now, mail: input.mail });
  });
}
