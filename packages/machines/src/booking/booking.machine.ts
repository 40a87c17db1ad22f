// Booking lifecycle (traveler-app §4 'Booking statuses', host-and-platform §4.8 'Order status'): pending, awaiting,
// waitlist, confirmed, cancelled, complete (derived) and pending cancellation (derived); who may confirm, reject, cancel.
import { assign, setup } from 'xstate';
import { bookingGuards } from './booking.guards.js';
import type { BookingContext, BookingEvent, BookingInput } from './booking.types.js';

export const bookingMachine = setup({
  types: { context: {} as BookingContext, events: {} as BookingEvent, input: {} as BookingInput },
  guards: {
    isPendingCancellation: bookingGuards.isPendingCancellation,
    isComplete: bookingGuards.isComplete,
    isCancelled: bookingGuards.isCancelled,
    isPending: bookingGuards.isPending,
    isAwaiting: bookingGuards.isAwaiting,
    isWaitlist: bookingGuards.isWaitlist,
    hostMayConfirm: bookingGuards.hostMayConfirm,
    hostMayRejectPending: bookingGuards.hostMayRejectPending,
    hostMayRejectWaitlisted: bookingGuards.hostMayRejectWaitlisted,
    customerMayCancel: bookingGuards.customerMayCancel,
    isAdmin: bookingGuards.isAdmin,
    mayCancel: bookingGuards.mayCancel,
    mayOfferSpot: bookingGuards.mayOfferSpot,
    isPaymentSuccessful: bookingGuards.isPaymentSuccessful,
  },
  actions: {
    confirm: assign({ bookingStatus: 'confirmed' }),
    rejectPending: assign({ bookingStatus: 'cancelled', cancelledByHost: true }),
    rejectWaitlisted: assign({ cancelledByHost: true }),
    requestCancellation: assign({ travelerStatus: 'cancelled' }),
    cancel: assign({ bookingStatus: 'cancelled' }),
    offerSpot: assign({ bookingStatus: 'awaiting' }),
    markPaid: assign({ bookingStatus: 'pending' }),
    reinstate: assign(({ context, event }) =>
      event.type === 'booking.reinstate'
        ? { bookingStatus: event.bookingStatus, travelerStatus: undefined, cancelledByHost: false }
        : context,
    ),
    setTripStatus: assign({
      tripStatus: ({ context, event }) => (event.type === 'trip.statusChanged' ? event.tripStatus : context.tripStatus),
    }),
  },
}).createMachine({
  id: 'booking',
  description:
    'TRV-033: a booking is pending, awaiting, waitlist, confirmed, cancelled or complete; it may be pending cancellation.',
  context: ({ input }) => ({
    bookingId: input.bookingId,
    bookingStatus: input.bookingStatus,
    tripStatus: input.tripStatus,
    travelerStatus: input.travelerStatus,
    cancelledByHost: input.cancelledByHost ?? false,
    totalSpotsBooked: input.totalSpotsBooked ?? 1,
  }),
  initial: 'resolving',
  on: {
    'trip.statusChanged': {
      target: '.resolving',
      actions: 'setTripStatus',
      description: 'The trip status changed: the booking status is derived again (complete when the trip completes).',
    },
  },
  states: {
    resolving: {
      description: 'Reads the stored booking, trip and traveler statuses to pick the state.',
      always: [
        {
          guard: 'isPendingCancellation',
          target: 'pendingCancellation',
          description: 'TRV-037: the traveler is cancelled but the booking is not yet.',
        },
        {
          guard: 'isComplete',
          target: 'complete',
          description: 'TRV-035: the trip is complete and the booking confirmed.',
        },
        {
          guard: 'isCancelled',
          target: 'cancelled',
          description: 'TRV-036, HBK-016: the booking is cancelled or rejected.',
        },
        { guard: 'isPending', target: 'pending', description: 'The booking is pending.' },
        { guard: 'isAwaiting', target: 'awaiting', description: 'The booking is awaiting payment.' },
        { guard: 'isWaitlist', target: 'waitlist', description: 'The booking is on the waitlist.' },
        { target: 'confirmed', description: 'The booking is confirmed.' },
      ],
    },
    pending: {
      description: "A booked spot waiting for the host's confirmation.",
      on: {
        'booking.confirm': {
          guard: 'hostMayConfirm',
          target: 'confirmed',
          actions: 'confirm',
          description:
            'HBK-026, HBK-027: the host confirms the selected pending order when Confirm Selected is enabled.',
        },
        'booking.reject': {
          guard: 'hostMayRejectPending',
          target: 'cancelled',
          actions: 'rejectPending',
          description: 'HBK-029: the host rejects the selected pending order.',
        },
        'booking.requestCancellation': {
          guard: 'customerMayCancel',
          target: 'pendingCancellation',
          actions: 'requestCancellation',
          description: 'CAN-004, TRV-037: the booking customer asks to cancel; the cancellation is pending.',
        },
        'booking.cancel': {
          guard: 'mayCancel',
          target: 'cancelled',
          actions: 'cancel',
          description: 'An admin cancels the booking, or the scheduler does when it cancels the trip (MKT-015).',
        },
      },
    },
    waitlist: {
      description: 'TRV-047: on the waitlist, contacted if someone drops out.',
      on: {
        'booking.spotOffered': {
          guard: 'mayOfferSpot',
          target: 'awaiting',
          actions: 'offerSpot',
          description: 'TRV-048: a spot freed up; the booking is up on the waitlist and awaits payment.',
        },
        'booking.reject': {
          guard: 'hostMayRejectWaitlisted',
          target: 'cancelled',
          actions: 'rejectWaitlisted',
          description: "HBK-016: the host rejects the waitlisted order; it reads 'Rejected'.",
        },
        'booking.requestCancellation': {
          guard: 'customerMayCancel',
          target: 'pendingCancellation',
          actions: 'requestCancellation',
          description: 'CAN-004: the booking customer asks to leave the waitlist.',
        },
        'booking.cancel': {
          guard: 'mayCancel',
          target: 'cancelled',
          actions: 'cancel',
          description: 'An admin cancels the booking, or the scheduler does when it cancels the trip (MKT-015).',
        },
      },
    },
    awaiting: {
      description: "TRV-034, TRV-048: 'Awaiting Payment': up on the waitlist, payment secures the spot.",
      on: {
        'booking.paid': {
          guard: 'isPaymentSuccessful',
          target: 'pending',
          actions: 'markPaid',
          description:
            "PAY-004: a successful payment secures the spot; DECIDE: the booking becomes pending, awaiting the host's confirmation like any paid booking.",
        },
        'booking.reject': {
          guard: 'hostMayRejectWaitlisted',
          target: 'cancelled',
          actions: 'rejectWaitlisted',
          description: "HBK-016: the host rejects the awaiting order; it reads 'Rejected'.",
        },
        'booking.requestCancellation': {
          guard: 'customerMayCancel',
          target: 'pendingCancellation',
          actions: 'requestCancellation',
          description: 'CAN-004: the booking customer asks to cancel.',
        },
        'booking.cancel': {
          guard: 'mayCancel',
          target: 'cancelled',
          actions: 'cancel',
          description: 'An admin cancels the booking, or the scheduler does when it cancels the trip (MKT-015).',
        },
      },
    },
    confirmed: {
      description: 'TRV-045: the booking is confirmed.',
      on: {
        'booking.requestCancellation': {
          guard: 'customerMayCancel',
          target: 'pendingCancellation',
          actions: 'requestCancellation',
          description: 'CAN-004, TRV-037: the booking customer asks to cancel; the cancellation is pending.',
        },
        'booking.cancel': {
          guard: 'mayCancel',
          target: 'cancelled',
          actions: 'cancel',
          description: 'An admin cancels the booking, or the scheduler does when it cancels the trip (MKT-015).',
        },
      },
    },
    pendingCancellation: {
      description: "TRV-037, TRV-049: 'Pending cancellation': the traveler is cancelled, the booking not yet.",
      on: {
        'booking.cancel': {
          guard: 'mayCancel',
          target: 'cancelled',
          actions: 'cancel',
          description: 'The cancellation is processed: the booking is cancelled.',
        },
        'booking.reinstate': {
          guard: 'isAdmin',
          target: 'resolving',
          actions: 'reinstate',
          description: 'An admin reinstates the booking with the given status.',
        },
      },
    },
    cancelled: {
      description: 'TRV-046: the booking is cancelled (by the traveler, the host or an admin).',
      on: {
        'booking.reinstate': {
          guard: 'isAdmin',
          target: 'resolving',
          actions: 'reinstate',
          description: 'An admin reinstates the booking with the given status.',
        },
      },
    },
    complete: {
      type: 'final',
      description: 'TRV-035: derived: the trip is complete and the booking was confirmed.',
    },
  },
});
