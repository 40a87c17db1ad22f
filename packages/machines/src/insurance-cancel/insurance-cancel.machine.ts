// Insurance policy cancel from Manage Booking: initial (with its confirm modal), cancelling, cancelled, error
// (traveler-app §4 'Insurance policy display'; INS-009..014).
import { assign, fromPromise, setup } from 'xstate';
import { insuranceCancelErrorView } from '@caravan/domain';
import { insuranceCancelGuards } from './insurance-cancel.guards.js';
import type {
  CancelInsuranceRequest,
  InsuranceCancelContext,
  InsuranceCancelEvent,
  InsuranceCancelInput,
} from './insurance-cancel.types.js';

/** Reads a returned title and description off a failure, whatever its shape. */
const returnedError = (error: unknown): { title?: string; description?: string } => {
  if (!error || typeof error !== 'object') return {};
  const e = error as { title?: unknown; description?: unknown };
  return {
    ...(typeof e.title === 'string' ? { title: e.title } : {}),
    ...(typeof e.description === 'string' ? { description: e.description } : {}),
  };
};

export const insuranceCancelMachine = setup({
  types: {
    context: {} as InsuranceCancelContext,
    events: {} as InsuranceCancelEvent,
    input: {} as InsuranceCancelInput,
  },
  guards: {
    isPolicyCancellable: insuranceCancelGuards.isPolicyCancellable,
  },
  actors: {
    /** Cancels the insurance add-on of the booking; the API replaces this placeholder. */
    cancelInsurance: fromPromise<unknown, CancelInsuranceRequest>(async () => {
      throw new Error('cancelInsurance actor not provided');
    }),
    /** Reloads the bookings of the trip; the portal replaces this placeholder. */
    reloadBookings: fromPromise<unknown, { bookingId: string }>(async () => undefined),
  },
  actions: {
    setCancelAddOn: assign({
      cancelAddOnId: ({ event }) => (event.type === 'insurance.cancel' ? event.addOnId : null),
    }),
    clearCancelAddOn: assign({ cancelAddOnId: null }),
    clearError: assign({ error: null }),
    setError: assign((_, params: { error: unknown }) => ({
      error: insuranceCancelErrorView(returnedError(params.error)),
    })),
    markReloaded: assign({ bookingsReloaded: true }),
    tick: assign({ now: ({ context, event }) => (event.type === 'clock.tick' ? event.now : context.now) }),
  },
}).createMachine({
  id: 'insuranceCancel',
  description: 'INS-010: cancelling an insurance policy from Manage Booking: initial, cancelling, cancelled or error.',
  context: ({ input }) => ({ ...input, cancelAddOnId: null, error: null, bookingsReloaded: false }),
  initial: 'initial',
  on: {
    'clock.tick': {
      actions: 'tick',
      description: 'Time moves on: the cancellable period is judged against the new now.',
    },
  },
  states: {
    initial: {
      description: 'INS-010 initial: no cancellation under way.',
      initial: 'idle',
      states: {
        idle: {
          description: 'The policies are shown; Cancel Policy is offered where the policy is cancellable.',
          on: {
            'insurance.cancel': {
              guard: 'isPolicyCancellable',
              target: 'confirming',
              actions: 'setCancelAddOn',
              description:
                'INS-008, INS-009: cancelling a cancellable policy opens the confirm modal (Keep Policy / Cancel Policy).',
            },
          },
        },
        confirming: {
          description: "INS-009: the confirm modal asks to 'Keep Policy' or 'Cancel Policy'.",
          on: {
            'insurance.keep': {
              target: 'idle',
              actions: 'clearCancelAddOn',
              description: "'Keep Policy' closes the modal and keeps the policy.",
            },
            'insurance.confirmCancel': {
              target: '#insuranceCancel.cancelling',
              description: "'Cancel Policy' sends the cancellation of the insurance add-on.",
            },
          },
        },
      },
    },
    cancelling: {
      description: 'INS-010 cancelling: the insurance add-on cancellation is under way.',
      entry: 'clearError',
      invoke: {
        id: 'cancelInsurance',
        src: 'cancelInsurance',
        input: ({ context }) => ({ bookingId: context.bookingId, addOnId: context.cancelAddOnId ?? '' }),
        onDone: {
          target: 'cancelled',
          description: 'INS-011: the policy was cancelled; the success toast shows.',
        },
        onError: {
          target: 'error',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          description: 'INS-013, INS-014: the cancellation failed; the returned title and description are kept.',
        },
      },
    },
    cancelled: {
      description: 'INS-010 cancelled: the policy is cancelled and the bookings are reloaded (INS-012).',
      invoke: {
        id: 'reloadBookings',
        src: 'reloadBookings',
        input: ({ context }) => ({ bookingId: context.bookingId }),
        onDone: { actions: 'markReloaded', description: 'INS-012: the bookings were reloaded.' },
        onError: {
          description: 'The reload failed: the cancellation stands; the bookings load again on the next visit.',
        },
      },
    },
    error: {
      description: 'INS-010 error: the cancellation failed; the error view offers Back and contact support.',
      on: {
        'insurance.back': {
          target: 'initial',
          actions: ['clearError', 'clearCancelAddOn'],
          description: 'INS-014: Back closes the error and returns to the policies.',
        },
      },
    },
  },
});
