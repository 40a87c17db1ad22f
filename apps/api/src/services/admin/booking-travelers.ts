// A booking's secondary travelers for the admin's reinstate calls (HAP-055..057, decision 020): in Caravan they are
// cancelled and reinstated with their booking, so a reinstatement must name all of them, never a part.
import { ADMIN_REINSTATE_STATUSES, type AdminReinstateStatus } from '@caravan/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookingTravelers, bookings, transitionsLog, users } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../errors/app-error.js';

export interface ReinstatableTraveler {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

async function bookingOf(db: Db, bookingId: string) {
  const [row] = await db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!row) throw notFound('No such booking.');
  return row;
}

async function secondaryTravelersOf(db: Db, bookingId: string): Promise<ReinstatableTraveler[]> {
  return db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(bookingTravelers)
    .innerJoin(users, eq(users.id, bookingTravelers.userId))
    .where(eq(bookingTravelers.bookingId, bookingId))
    .orderBy(asc(bookingTravelers.addedAt), asc(users.id));
}

/** The secondary travelers a reinstatement brings back: those of a cancelled booking, none for a live one. */
export async function reinstatableTravelers(db: Db, bookingId: string): Promise<ReinstatableTraveler[]> {
  const booking = await bookingOf(db, bookingId);
  return booking.status === 'cancelled' ? secondaryTravelersOf(db, bookingId) : [];
}

/**
 * Checks that `ids` name every secondary traveler of the booking: an id not on it is bad input (400), a partial
 * selection is refused (409) because the travelers come back with their booking, all together.
 */
export async function requireAllSecondaryTravelers(db: Db, bookingId: string, ids: readonly string[]): Promise<void> {
  await bookingOf(db, bookingId);
  const onBooking = new Set((await secondaryTravelersOf(db, bookingId)).map((t) => t.userId));
  const unknown = ids.filter((id) => !onBooking.has(id));
  if (unknown.length > 0)
    throw badRequest('Some of these travelers are not on this booking.', { secondaryTravelerIds: 'Unknown traveler' });
  if (new Set(ids).size !== onBooking.size)
    throw new AppError(
      409,
      'TRAVELERS_COME_BACK_TOGETHER',
      'A booking’s travelers are reinstated with it, all together: name every secondary traveler.',
    );
}

/** The status the cancelled booking had before its cancellation, which reinstating its travelers returns it to. */
export async function statusBeforeCancellation(db: Db, bookingId: string): Promise<AdminReinstateStatus> {
  const [move] = await db
    .select({ from: transitionsLog.fromState })
    .from(transitionsLog)
    .where(
      and(
        eq(transitionsLog.resource, 'booking'),
        eq(transitionsLog.resourceId, bookingId),
        eq(transitionsLog.toState, 'cancelled'),
      ),
    )
    .orderBy(desc(transitionsLog.id))
    .limit(1);
  const from = ADMIN_REINSTATE_STATUSES.find((s) => s === move?.from);
  if (!from) throw new AppError(409, 'NOT_REINSTATABLE', 'This booking has no cancellation to undo.');
  return from;
}
