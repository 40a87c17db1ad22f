// What a public booking reads of its trip, in one prepared statement (decision 040): the trip row, the spots its
// waitlist offers hold (so the hold can answer a committed-full trip without a read of its own, decision 035) and its
// host's address for the new-booking e-mail (read in the booking's transaction before).
import { isTripPagePublic, tripStatusSchema } from '@caravan/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { trips, users, waitlistOffers } from '../../../db/schema/index.js';
import { notFound } from '../../../errors/app-error.js';
import type { TripRow } from '../booking-records.js';

export interface BookingTrip {
  trip: TripRow;
  /** Spots held by the trip's open waitlist offers, as committed when read. */
  heldSpots: number;
  host: { email: string; firstName: string } | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The read, by page path or by id or page path (a trip made from a request is public at its id). */
function prepare(db: Db, byId: boolean) {
  const slug = sql.placeholder('slug');
  return db
    .select({
      trip: trips,
      heldSpots: sql<number>`(select coalesce(sum(${waitlistOffers.spots}), 0) from ${waitlistOffers} where ${and(
        eq(waitlistOffers.tripId, trips.id),
        eq(waitlistOffers.status, 'offered'),
      )})`.mapWith(Number),
      host: { email: users.email, firstName: users.firstName },
    })
    .from(trips)
    .leftJoin(users, eq(users.id, trips.hostId))
    .where(byId ? or(eq(trips.id, slug), eq(trips.tripPath, slug)) : eq(trips.tripPath, slug))
    .limit(1)
    .prepare(byId ? 'booking_trip_by_id' : 'booking_trip_by_path');
}

/** Prepared once per database (the leased one: one process-wide instance). */
const prepared = new WeakMap<Db, { byId: ReturnType<typeof prepare>; byPath: ReturnType<typeof prepare> }>();

/** The trip at a public page path (or id) with its held spots and host, when its page is public; else a 404. */
export async function findBookingTrip(db: Db, slugOrId: string): Promise<BookingTrip> {
  let statements = prepared.get(db);
  if (!statements) {
    statements = { byId: prepare(db, true), byPath: prepare(db, false) };
    prepared.set(db, statements);
  }
  const slug = slugOrId.trim().toLowerCase();
  const [row] = await (UUID.test(slug) ? statements.byId : statements.byPath).execute({ slug });
  if (!row || !isTripPagePublic({ status: tripStatusSchema.parse(row.trip.status), launchDate: row.trip.launchDate }))
    throw notFound('Trip not found.');
  return { trip: row.trip, heldSpots: row.heldSpots, host: row.host ?? undefined };
}
