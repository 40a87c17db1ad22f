// Which trip a host reaches on the Bookings tab: their own (and, to read, those they co-host); anything else is 404.
import { tripStatusSchema } from '@caravan/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import { scope } from '../../auth/policy.js';
import { trips } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors/app-error.js';
import { isUuid } from '../booking/booking-records.js';
import type { Exec } from '../booking/booking-records.js';
import type { HostBookingsTripRow } from '../../views/host-bookings.view.js';

const TRIP_COLUMNS = {
  id: trips.id,
  name: trips.name,
  timeZone: trips.timeZone,
  status: trips.status,
  launchDate: trips.launchDate,
  maximumSpots: trips.maximumSpots,
  minimumSpots: trips.minimumSpots,
  bookingAutoConfirmation: trips.bookingAutoConfirmation,
};

/** The trip row as the view reads it. */
export const tripRowOf = (row: Omit<HostBookingsTripRow, 'status'> & { status: string }): HostBookingsTripRow => ({
  ...row,
  status: tripStatusSchema.parse(row.status),
});

/**
 * The SQL condition of the trips `user` may act on with `action`: read for the host and co-hosts, update for the
 * primary host only (policy.ts). A trip outside the read scope answers 404; one readable but not writable, 403.
 */
export async function hostTripScope(
  db: Exec,
  user: PolicyUser,
  tripId: string,
  action: 'read' | 'update',
): Promise<SQL | undefined> {
  const read = user.group === 'host' ? scope(user, 'read', { kind: 'trip', area: 'me' }) : { kind: 'none' as const };
  if (read.kind !== 'where' || !isUuid(tripId)) throw notFound('Trip not found.');
  const [seen] = await db
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.id, tripId), read.where))
    .limit(1);
  if (!seen) throw notFound('Trip not found.');
  if (action === 'read') return read.where;
  const write = scope(user, 'update', { kind: 'trip', area: 'me' });
  if (write.kind !== 'where') throw forbidden('Only the trip’s host can change its bookings.');
  return write.where;
}

/** The trip the host reads (404 when not theirs). */
export async function readHostTrip(db: Exec, user: PolicyUser, tripId: string): Promise<HostBookingsTripRow> {
  const where = await hostTripScope(db, user, tripId, 'read');
  const [row] = await db
    .select(TRIP_COLUMNS)
    .from(trips)
    .where(and(eq(trips.id, tripId), where))
    .limit(1);
  if (!row) throw notFound('Trip not found.');
  return tripRowOf(row);
}

export { TRIP_COLUMNS };
