// What booking screens (traveler badge, host order tables) need from a booking snapshot.
import type { SnapshotFrom } from 'xstate';
import {
  type BookingDisplayStatus,
  bookingStatusLabel,
  HOST_ORDER_STATUSES,
  type HostOrderStatus,
  hostOrderDisplayLabel,
} from '@caravan/domain';
import type { bookingMachine } from './booking.machine.js';
import type { BookingActor } from './booking.types.js';

type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

/** The displayed booking status: the state the machine is in (TRV-033, TRV-035, TRV-037). */
export const selectBookingDisplayStatus = (s: BookingSnapshot): BookingDisplayStatus =>
  s.matches('pendingCancellation')
    ? 'pending-cancellation'
    : s.matches('complete')
      ? 'complete'
      : s.matches('cancelled')
        ? 'cancelled'
        : s.matches('awaiting')
          ? 'awaiting'
          : s.matches('waitlist')
            ? 'waitlist'
            : s.matches('pending')
              ? 'pending'
              : 'confirmed';
/** The badge label ('Awaiting Payment' for awaiting, TRV-034). */
export const selectBookingStatusLabel = (s: BookingSnapshot) => bookingStatusLabel(selectBookingDisplayStatus(s));
/** The label of the order in the host's tables ('Pending Cancel', 'Rejected', or the status label; HBK-015..017). */
export const selectHostOrderLabel = (s: BookingSnapshot): string | null => {
  const status = s.context.bookingStatus;
  if (!(HOST_ORDER_STATUSES as readonly string[]).includes(status)) return null;
  return hostOrderDisplayLabel({
    status: status as HostOrderStatus,
    pendingCancellation: s.matches('pendingCancellation'),
    cancelledByHost: s.context.cancelledByHost,
  });
};
/** Whether an actor may ask to cancel the booking now. */
export const selectCanRequestCancellation = (s: BookingSnapshot, by: BookingActor) =>
  s.can({ type: 'booking.requestCancellation', by });
/** Whether the host may confirm this order with the given selection. */
export const selectCanConfirm = (s: BookingSnapshot, selectedSpots: number, minimumTripThreshold: number) =>
  s.can({ type: 'booking.confirm', by: { role: 'host' }, selectedSpots, minimumTripThreshold });
export const selectCanReject = (s: BookingSnapshot, selectedSpots: number) =>
  s.can({ type: 'booking.reject', by: { role: 'host' }, selectedSpots });
