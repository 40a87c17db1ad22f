// Offers closing without a sale (MKT-046): the scheduler expires open offers past their window and a booking leaving
// the waitlist withdraws its own; either way the spots pass to the next in line in the same transaction.
import { and, eq, lte } from 'drizzle-orm';
import { nextWaitlistOfferStatus } from '@caravan/machines';
import type { WaitlistOfferStatus } from '@caravan/domain';
import type { Db } from '../../db/client.js';
import { waitlistOffers } from '../../db/schema/index.js';
import type { Exec } from '../booking/booking-records.js';
import { type OfferMail, offerFreedSpots } from './offer-spots.js';

type OfferRow = typeof waitlistOffers.$inferSelect;

/** Moves a locked open offer as the offer machine says; false when the machine refuses (it changed meanwhile). */
async function closeOffer(tx: Exec, offer: OfferRow, type: 'offer.expire' | 'offer.withdraw', now: Date) {
  const status = nextWaitlistOfferStatus(
    { status: offer.status as WaitlistOfferStatus, expiresAt: offer.expiresAt },
    { type, at: now },
  );
  if (!status) return false;
  await tx.update(waitlistOffers).set({ status, closedAt: now }).where(eq(waitlistOffers.id, offer.id));
  return true;
}

/**
 * The scheduler's tick: each open offer whose window has passed expires and its spots are offered to the next in
 * line, one transaction per offer (a failure leaves the others done; the next tick retries it). Answers how many expired.
 */
export async function expireWaitlistOffers(db: Db, input: { now: Date; mail?: OfferMail | undefined }) {
  const due = await db
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.status, 'offered'), lte(waitlistOffers.expiresAt, input.now)));
  let expired = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      // The offer's row lock first: an acceptance racing the tick waits here, then finds the offer expired.
      const [offer] = await tx.select().from(waitlistOffers).where(eq(waitlistOffers.id, id)).for('update');
      if (!offer || !(await closeOffer(tx, offer, 'offer.expire', input.now))) return false;
      await offerFreedSpots(tx, { tripId: offer.tripId, now: input.now, mail: input.mail });
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}

/**
 * After a booking of the trip gave spots back or left the waitlist (in the caller's transaction, the booking locked):
 * its own open offer is withdrawn, and the trip's free spots are offered to the next in line.
 */
export async function releaseToWaitlist(
  tx: Exec,
  input: { tripId: string; bookingId: string; now: Date; mail?: OfferMail | undefined },
) {
  const [offer] = await tx
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.bookingId, input.bookingId), eq(waitlistOffers.status, 'offered')))
    .for('update');
  if (offer) await closeOffer(tx, offer, 'offer.withdraw', input.now);
  return offerFreedSpots(tx, { tripId: input.tripId, now: input.now, mail: input.mail });
}
