// Offers a trip's free spots to the waitlist (MKT-046), in the caller's transaction: after a cancellation commits its
// spots back, after an offer expires or is withdrawn. The trip's row lock makes each spot offered once.
import { type WaitlistEntry, nextInLine, offerExpiresAt, spotsFree } from '@caravan/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { bookings, trips, users, waitlistOffers } from '../../db/schema/index.js';
import type { MailOutbox } from '../../queue/job-queue.js';
import type { Exec } from '../booking/booking-records.js';
import { heldSpotsOf, lockTripSpots } from './held-spots.js';
import { recordNotification } from '../notifications/notify.js';
import { waitlistOfferMail, waitlistOfferNotice } from './waitlist-mail.js';

/** Where the offers' e-mails go: the outbox, written in the same transaction (sent only if it commits). */
export interface OfferMail {
  outbox: MailOutbox;
  publicUrl?: string | undefined;
}

/** DECIDE: trips in these statuses sell no more spots, so their freed spots are not offered. */
const CLOSED_TRIP_STATUSES = ['closed', 'complete', 'cancelled'];

/** The trip's waitlist in line order: waitlisted bookings not rejected nor leaving, and whether each was offered before. */
export async function waitlistQueue(tx: Exec, tripId: string) {
  const rows = await tx
    .select({
      bookingId: bookings.id,
      orderId: bookings.orderId,
      spots: bookings.totalSpotsBooked,
      joinedAt: bookings.createdAt,
      email: users.email,
      userId: bookings.customerId,
      offerStatus: waitlistOffers.status,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .leftJoin(waitlistOffers, eq(waitlistOffers.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.tripId, tripId),
        eq(bookings.status, 'waitlist'),
        eq(bookings.cancelledByHost, false),
        eq(bookings.isPendingCancellation, false),
        isNull(bookings.cancellationRequestedAt),
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
  return rows.map((r) => ({ ...r, everOffered: r.offerStatus !== null }));
}

/** Offers the trip's free spots to the next in line, one booking after another while spots remain; answers the offers made. */
export async function offerFreedSpots(tx: Exec, input: { tripId: string; now: Date; mail?: OfferMail | undefined }) {
  const figures = await lockTripSpots(tx, input.tripId);
  if (!figures) return [];
  const [trip] = await tx
    .select({ name: trips.name, status: trips.status, held: sql<number>`${heldSpotsOf(input.tripId)}::int` })
    .from(trips)
    .where(eq(trips.id, input.tripId));
  if (!trip || CLOSED_TRIP_STATUSES.includes(trip.status)) return [];
  let free = spotsFree({ ...figures, spotsHeld: trip.held });
  if (free <= 0) return [];
  const queue: (WaitlistEntry & { orderId: string; email: string; userId: string })[] = await waitlistQueue(
    tx,
    input.tripId,
  );
  const made = [];
  for (let next = nextInLine(queue, free); next; next = nextInLine(queue, free)) {
    const expiresAt = offerExpiresAt(input.now);
    const [offer] = await tx
      .insert(waitlistOffers)
      .values({ bookingId: next.bookingId, tripId: input.tripId, spots: next.spots, offeredAt: input.now, expiresAt })
      .returning();
    if (!offer) throw new Error('offer row not returned');
    made.push(offer);
    free -= next.spots;
    next.everOffered = true;
    const facts = { tripId: input.tripId, tripName: trip.name, orderId: next.orderId, spots: next.spots, expiresAt };
    // The centre always shows the offer; the e-mail follows the traveler's preference for waitlist offers.
    const emailed = await recordNotification(tx, waitlistOfferNotice(next.userId, facts), input.now);
    if (emailed)
      await input.mail?.outbox.writeMails(tx, [waitlistOfferMail(next.email, facts, input.mail.publicUrl)], {
        key: `waitlist-offer:${offer.id}:offered`,
        now: input.now,
      });
  }
  return made;
}
