// The booking as a persisted lifecycle: the booking machine decides from the booking's row and its trip's status;
// the status, the pending-cancellation flag and who cancelled are stored.
import { bookingStatusSchema, isBookingCustomer, tripStatusSchema, bookingInternalEventTypes } from '@caravan/domain';
import { type BookingActor, bookingMachine, selectBookingDisplayStatus } from '@caravan/machines';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { bookings, trips } from '../../db/schema/index.js';
import { type BookingPeopleRow, bookingPeopleColumns, travelerTypeOf } from '../booking/booking-people.js';
import { defineLifecycle, type LifecycleActor } from './define.js';

/** The booking machine's sender for a signed-in user (or the scheduler); a traveler is the customer or not. */
export function bookingActorOf(
  actor: LifecycleActor,
  row: { customerId: string | null } & BookingPeopleRow,
): BookingActor {
  if (actor.userId === null) return { role: 'system' };
  if (actor.group === 'admin') return { role: 'admin' };
  if (actor.group === 'host') return { role: 'host' };
  if (actor.group === 'traveler') {
    const booking = { customerId: row.customerId };
    return {
      role: 'traveler',
      isCustomer: isBookingCustomer(booking, actor.userId),
      // The booking's people were read with the row (bookingPeopleColumns): the domain's one traveler-type rule.
      travelerType: travelerTypeOf(row, actor.email),
    };
  }
  // Operators and anyone else send nothing the booking machine accepts: its guards name the refusal.
  return { role: actor.group } as unknown as BookingActor;
}

/** The booking row, locked, with its trip's status (the machine derives complete from it) and its people. */
const bookingRowQuery = (tx: Tx, id: string) =>
  tx
    .select({ ...getTableColumns(bookings), tripStatus: trips.status, ...bookingPeopleColumns })
    .from(bookings)
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .where(eq(bookings.id, id))
    .limit(1)
    .for('update', { of: bookings });
type BookingRow = Awaited<ReturnType<typeof bookingRowQuery>>[number];

export const bookingLifecycle = defineLifecycle<typeof bookingMachine, BookingRow>({
  table: bookings,
  id: bookings.id,
  status: bookings.status,
  statusKey: 'status',
  noun: 'booking',
  machine: bookingMachine,
  internalEvents: new Set(bookingInternalEventTypes),
  load: async (tx, id) => (await bookingRowQuery(tx, id))[0],
  input: (row) => ({
    bookingId: row.id,
    bookingStatus: bookingStatusSchema.parse(row.status),
    tripStatus: tripStatusSchema.parse(row.tripStatus),
    // Pending cancellation is stored as a flag; the machine reads it as the customer's traveler status (TRV-037).
    travelerStatus: row.isPendingCancellation ? 'cancelled' : undefined,
    cancelledByHost: row.cancelledByHost,
    totalSpotsBooked: row.totalSpotsBooked ?? 1,
  }),
  withActor: (event, actor, row) => ({ ...event, by: bookingActorOf(actor, row) }),
  patch: (s) => ({
    status: s.context.bookingStatus,
    isPendingCancellation: s.matches('pendingCancellation'),
    cancelledByHost: s.context.cancelledByHost,
  }),
  stateOf: (s) => selectBookingDisplayStatus(s),
  unchanged: (row) => [
    eq(bookings.isPendingCancellation, row.isPendingCancellation),
    eq(bookings.cancelledByHost, row.cancelledByHost),
  ],
});
