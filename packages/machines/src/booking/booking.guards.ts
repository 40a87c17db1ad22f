// Booking guards: one-line adapters over the booking-status, host-bookings, cancel-flow and payment rules of @caravan/domain.
import {
  canConfirmSelectedOrders,
  canRejectSelectedOrders,
  computeBookingStatus,
  isBookingPendingCancellation,
  isCancelBookingSectionShown,
  isHostOrderSelectable,
  isPaymentSuccessful,
} from '@caravan/domain';
import type { BookingContext, BookingEvent } from './booking.types.js';

type Args = { context: BookingContext; event: BookingEvent };

const by = (event: BookingEvent) => ('by' in event ? event.by : undefined);
const computed = (context: BookingContext) => computeBookingStatus(context);

export const bookingGuards = {
  /** TRV-037: computed status cancelled while the booking's own status is not. */
  isPendingCancellation: ({ context }: Args) =>
    isBookingPendingCancellation({ computedStatus: computed(context), bookingStatus: context.bookingStatus }),
  /** TRV-035: complete is derived when the trip is complete and the booking confirmed. */
  isComplete: ({ context }: Args) => computed(context) === 'complete',
  /** TRV-036, HBK-016: cancelled when stored so, or when the host cancelled (rejected) the order. */
  isCancelled: ({ context }: Args) => computed(context) === 'cancelled' || context.cancelledByHost,
  isPending: ({ context }: Args) => context.bookingStatus === 'pending',
  isAwaiting: ({ context }: Args) => context.bookingStatus === 'awaiting',
  isWaitlist: ({ context }: Args) => context.bookingStatus === 'waitlist',
  /** HBK-024..028: the host confirms a selectable pending order when Confirm Selected is enabled for the trip. */
  hostMayConfirm: ({ context, event }: Args) =>
    // Stryker disable next-line ConditionalExpression: the machine sends this guard only its own event type; the check narrows the event's type
    event.type === 'booking.confirm' &&
    event.by.role === 'host' &&
    isHostOrderSelectable(
      { status: 'pending', pendingCancellation: false, cancelledByHost: context.cancelledByHost },
      context.tripStatus,
    ) &&
    canConfirmSelectedOrders({
      tripStatus: context.tripStatus,
      selectedSpots: event.selectedSpots,
      minimumTripThreshold: event.minimumTripThreshold,
    }),
  /** HBK-024, HBK-025, HBK-029: the host rejects a selectable pending order when any spot is selected. */
  hostMayRejectPending: ({ context, event }: Args) =>
    // Stryker disable next-line ConditionalExpression: the machine sends this guard only its own event type; the check narrows the event's type
    event.type === 'booking.reject' &&
    event.by.role === 'host' &&
    isHostOrderSelectable(
      { status: 'pending', pendingCancellation: false, cancelledByHost: context.cancelledByHost },
      context.tripStatus,
    ) &&
    canRejectSelectedOrders(event.selectedSpots),
  /** HBK-016, HBK-029: the host rejects a waitlisted or awaiting order (it then reads 'Rejected'). */
  hostMayRejectWaitlisted: ({ context, event }: Args) =>
    // Stryker disable next-line ConditionalExpression: the machine sends this guard only its own event type; the check narrows the event's type
    event.type === 'booking.reject' &&
    event.by.role === 'host' &&
    context.tripStatus !== 'complete' &&
    canRejectSelectedOrders(event.selectedSpots),
  /** CAN-004: only the booking customer asks to cancel, under the booking and trip status rules. */
  customerMayCancel: ({ context, event }: Args) => {
    const actor = by(event);
    return (
      actor?.role === 'traveler' &&
      isCancelBookingSectionShown({
        isCustomer: actor.isCustomer,
        travelerType: actor.travelerType,
        bookingStatus: context.bookingStatus,
        isPendingCancellation: false,
        tripStatus: context.tripStatus,
      })
    );
  },
  /** Admins cancel and reinstate bookings (host-and-platform §6). */
  isAdmin: ({ event }: Args) => by(event)?.role === 'admin',
  /** An admin cancels a booking, or the platform's scheduler when it cancels the trip (MKT-015). */
  mayCancel: ({ event }: Args) => {
    const role = by(event)?.role;
    return role === 'admin' || role === 'system';
  },
  /** A freed spot is offered to a waitlisted booking by the system or an admin. */
  mayOfferSpot: ({ event }: Args) => {
    const role = by(event)?.role;
    return role === 'system' || role === 'admin';
  },
  /** PAY-004: a successful payment has the status success. */
  isPaymentSuccessful: ({ event }: Args) => event.type === 'booking.paid' && isPaymentSuccessful(event.payment),
};
