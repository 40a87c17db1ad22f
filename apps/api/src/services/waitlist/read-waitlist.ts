// What the traveler and the host read of the waitlist (MKT-046): the traveler's open offer on a booking, and the
// host's queue of a trip with each booking's offer.
import { offerIsOpen, spotsFree, type WaitlistOfferStatus } from '@caravan/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import { bookings, trips, users, waitlistOffers } from '../../db/schema/index.js';
import { type Exec, type Viewer, accessBooking } from '../booking/booking-records.js';
import { readHostTrip } from '../host-bookings/host-trip-access.js';
import type { HostWaitlistView, WaitlistOfferView } from '../../views/waitlist.view.js';
import { heldSpotsOf } from './held-spots.js';

type OfferRow = typeof waitlistOffers.$inferSelect;

const offerView = (offer: OfferRow, now: Date): WaitlistOfferView => ({
  offerId: offer.id,
  status: offer.status as WaitlistOfferStatus,
  spots: offer.spots,
  offeredAt: offer.offeredAt.toISOString(),
  expiresAt: offer.expiresAt.toISOString(),
  open: offerIsOpen({ status: offer.status as WaitlistOfferStatus, expiresAt: offer.expiresAt }, now),
});

/** GET /api/me/bookings/{id}/waitlist-offer: the booking's offer (null when none was made); 404 for another's booking. */
export async function readMyWaitlistOffer(db: Exec, viewer: Viewer, bookingId: string, now: Date) {
  const { booking } = await accessBooking(db, viewer, bookingId);
  const [offer] = await db.select().from(waitlistOffers).where(eq(waitlistOffers.bookingId, booking.id));
  return { offer: offer ? offerView(offer, now) : null };
}

/** DECIDE: the host's queue lists at most 200 bookings, far above any trip's waitlist (a trip has at most 200 spots). */
const QUEUE_LIMIT = 200;

/**
 * GET /api/me/host/trips/{id}/waitlist: the trip's waitlisted bookings in line order and every booking with an offer
 * (open ones first), with the spots free and held; another host's trip answers 404.
 */
export async function readHostWaitlist(
  db: Exec,
  user: PolicyUser,
  tripId: string,
  now: Date,
): Promise<HostWaitlistView> {
  await readHostTrip(db, user, tripId);
  const [figures] = await db
    .select({
      maximumSpots: trips.maximumSpots,
      spotsTaken: trips.spotsTaken,
      held: sql<number>`${heldSpotsOf(tripId)}::int`,
    })
    .from(trips)
    .where(eq(trips.id, tripId));
  const rows = await db
    .select({
      bookingId: bookings.id,
      orderId: bookings.orderId,
      status: bookings.status,
      firstName: users.firstName,
      lastName: users.lastName,
      spots: bookings.totalSpotsBooked,
      joinedAt: bookings.createdAt,
      offer: waitlistOffers,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .leftJoin(waitlistOffers, eq(waitlistOffers.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.tripId, tripId),
        sql`(${bookings.status} = 'waitlist' and not ${bookings.cancelledByHost} and not ${bookings.isPendingCancellation}
          or ${waitlistOffers.id} is not null)`,
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id))
    .limit(QUEUE_LIMIT);
  let position = 0;
  const entries = rows.map((r) => ({
    bookingId: r.bookingId,
    orderId: r.orderId,
    travelerName: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || r.orderId,
    spots: r.spots,
    joinedAt: r.joinedAt.toISOString(),
    // In line: still waitlisted and never offered; an offered booking is shown with its offer instead.
    position: r.status === 'waitlist' && !r.offer ? ++position : null,
    offer: r.offer ? offerView(r.offer, now) : null,
  }));
  const held = figures?.held ?? 0;
  return {
    spotsFree: figures ? spotsFree({ ...figures, spotsHeld: held }) : 0,
    spotsHeld: held,
    inLine: entries.filter((e) => e.position !== null),
    offers: entries
      .filter((e) => e.offer !== null)
      .sort((a, b) => Number(b.offer?.status === 'offered') - Number(a.offer?.status === 'offered')),
  };
}
