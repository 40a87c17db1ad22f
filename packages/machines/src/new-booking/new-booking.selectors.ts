// What the API and the booking screens read from a new booking's snapshot: the status it enters with.
import type { BookingStatus } from '@caravan/domain';
import { initialTransition, type SnapshotFrom } from 'xstate';
import { newBookingMachine } from './new-booking.machine.js';
import type { NewBookingInput } from './new-booking.types.js';

type Snapshot = SnapshotFrom<typeof newBookingMachine>;

/** The booking status the snapshot ended in (pending, confirmed or waitlist). */
export const selectNewBookingStatus = (
  snapshot: Snapshot,
): Extract<BookingStatus, 'pending' | 'confirmed' | 'waitlist'> =>
  snapshot.value === 'entering' ? 'pending' : snapshot.value;

/** MKT-008: the status a new booking enters the lifecycle with, as the machine decides it. */
export function newBookingStatusOf(input: NewBookingInput) {
  return selectNewBookingStatus(initialTransition(newBookingMachine, input)[0]);
}
