// Ride management from the itinerary: view a ride, edit its traveler information, cancel it (traveler-app §2, §4, §8).
import type { Ride } from '@caravan/domain';
import { assign, fromPromise, setup } from 'xstate';
import { rideGuards } from './ride.guards.js';
import type {
  CancelRideInput,
  RebookRideInput,
  RideContext,
  RideEvent,
  RideInput,
  UpdateRideInput,
} from './ride.types.js';

const messageOf = (error: unknown): string | null =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : null;

export const rideMachine = setup({
  types: { context: {} as RideContext, events: {} as RideEvent, input: {} as RideInput },
  guards: {
    canModify: rideGuards.canModify,
    canRebook: rideGuards.canRebook,
    isValidEdit: rideGuards.isValidEdit,
  },
  actors: {
    /** Injected: updates the ride's traveler on /api/me/ground-transfers/{id}; resolves with the updated ride. */
    updateRide: fromPromise<Ride, UpdateRideInput>(async () => {
      throw new Error('updateRide is not provided');
    }),
    /** Injected: POST /api/me/ground-transfers/{id}/cancel. */
    cancelRide: fromPromise<unknown, CancelRideInput>(async () => {
      throw new Error('cancelRide is not provided');
    }),
    /** Injected: POST /api/me/ground-transfers/{id}/rebook; resolves with the rebooked ride. */
    rebookRide: fromPromise<Ride, RebookRideInput>(async () => {
      throw new Error('rebookRide is not provided');
    }),
    /** Injected: re-reads the transfer list (GET with the ids). */
    refreshTransfers: fromPromise<Ride[], { rideId: string }>(async () => {
      throw new Error('refreshTransfers is not provided');
    }),
  },
  actions: {
    clearError: assign({ error: null }),
    setDraft: assign({ draft: ({ event, context }) => (event.type === 'ride.save' ? event.traveler : context.draft) }),
    applyUpdate: assign(({ context }, params: { ride: Ride }) => ({
      ride: params.ride ?? context.ride,
      lastSuccess: 'update' as const,
      error: null,
    })),
    recordUpdateFailure: assign((_, params: { error: unknown }) => ({
      error: { action: 'update' as const, message: messageOf(params.error) },
    })),
    markCancelLoading: assign({ cancellationStatus: 'loading' as const, error: null }),
    /** The dialog's ride is cancelled now: it may be rebooked from the ride view (GTR-028). */
    markCancelSuccess: assign({
      cancellationStatus: 'success' as const,
      lastSuccess: 'cancel' as const,
      ride: ({ context }) => ({ ...context.ride, journey: { ...context.ride.journey, status: 'cancelled' } }),
    }),
    clearRebookError: assign({ rebookError: null }),
    clearCancellation: assign({ cancellationStatus: null }),
    applyRebook: assign((_, params: { ride: Ride }) => ({
      ride: params.ride,
      lastSuccess: 'rebook' as const,
      rebookError: null,
      cancellationStatus: null,
    })),
    recordRebookFailure: assign((_, params: { error: unknown }) => ({ rebookError: messageOf(params.error) ?? '' })),
    recordCancelFailure: assign((_, params: { error: unknown }) => ({
      cancellationStatus: 'error' as const,
      error: { action: 'cancel' as const, message: messageOf(params.error) },
    })),
    setTransfers: assign((_, params: { transfers: Ride[] }) => ({ transfers: params.transfers })),
    tick: assign({ now: ({ event, context }) => (event.type === 'clock.tick' ? event.now : context.now) }),
  },
}).createMachine({
  id: 'ride',
  description: "A ride's details dialog: booking and ride details, edit information, cancel.",
  context: ({ input }) => ({
    ...input,
    cancellationStatus: null,
    error: null,
    lastSuccess: null,
    transfers: null,
    draft: null,
    tripStartDate: input.tripStartDate ?? null,
    rebookError: null,
  }),
  initial: 'viewing',
  on: {
    'clock.tick': { actions: 'tick', description: 'Time moves on: the free-cancellation window may close (RID-013).' },
  },
  states: {
    viewing: {
      description: "RID-007: the dialog shows the ride's booking details and ride details.",
      on: {
        'ride.edit': {
          guard: 'canModify',
          target: 'editing',
          actions: 'clearError',
          description: 'RID-009: the primary traveler or host opens edit information on a pending or confirmed ride.',
        },
        'ride.cancel': {
          guard: 'canModify',
          target: 'cancel',
          actions: 'clearError',
          description: 'RID-009: the primary traveler or host opens the cancel tab of a pending or confirmed ride.',
        },
        'ride.rebook': {
          guard: 'canRebook',
          target: 'rebook',
          actions: 'clearRebookError',
          description:
            'GTR-028, RID-014: the primary traveler rebooks a cancelled ride up to 24 hours before the trip.',
        },
      },
    },
    rebook: {
      description: 'GTR-028, RID-014: rebooking a cancelled ride: confirm (and the card that pays), then the request.',
      initial: 'confirming',
      states: {
        confirming: {
          description: 'The user sees what rebooking charges and confirms; a refusal from the server shows here.',
          on: {
            'ride.confirmRebook': [
              {
                guard: 'canRebook',
                target: 'loading',
                description: 'The user confirms while the rule still allows it (the clock may have moved on).',
              },
              {
                target: '#ride.viewing',
                description: 'GTR-028: the trip now starts in less than 24 hours: back to the ride, which says why.',
              },
            ],
            'ride.back': { target: '#ride.viewing', description: 'The user keeps the ride cancelled.' },
          },
        },
        loading: {
          description: 'The rebooking runs (injected rebookRide actor).',
          invoke: {
            id: 'rebookRide',
            src: 'rebookRide',
            input: ({ context, event }) => ({
              rideId: context.ride.id,
              cardToken: event.type === 'ride.confirmRebook' ? event.cardToken : null,
            }),
            onDone: {
              target: '#ride.viewing',
              actions: { type: 'applyRebook', params: ({ event }) => ({ ride: event.output }) },
              description: "The ride is booked again; the dialog shows it with the 'rebooked' toast.",
            },
            onError: {
              target: 'confirming',
              actions: { type: 'recordRebookFailure', params: ({ event }) => ({ error: event.error }) },
              description: "The rebooking was refused or failed; the server's message shows.",
            },
          },
        },
      },
    },
    editing: {
      description: "RID-007, RID-010: the edit information form with the rider's flight and contact details.",
      on: {
        'ride.save': {
          guard: 'isValidEdit',
          target: 'updating',
          actions: 'setDraft',
          description: 'RID-010: a form with flightNumber, firstName, lastName, email and phone is sent.',
        },
        'ride.back': { target: 'viewing', description: 'The user leaves the form without saving.' },
      },
    },
    updating: {
      description: 'The ride update is running (injected updateRide actor).',
      invoke: {
        id: 'updateRide',
        src: 'updateRide',
        input: ({ context }) => ({ rideId: context.ride.id, traveler: context.draft ?? context.ride.journey.traveler }),
        onDone: {
          target: 'viewing',
          actions: { type: 'applyUpdate', params: ({ event }) => ({ ride: event.output }) },
          description: "RID-020: the ride is updated; the dialog shows it with the 'updated' toast.",
        },
        onError: {
          target: 'editing',
          actions: { type: 'recordUpdateFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'RID-016, RID-017: the update failed; the form shows the inline error with the server message.',
        },
      },
    },
    cancel: {
      description: 'RID-007: the cancel tab of the ride details dialog.',
      initial: 'confirming',
      states: {
        confirming: {
          description: 'The user is asked to confirm the cancellation (free up to 24 hours before pickup, RID-013).',
          on: {
            'ride.confirmCancel': { target: 'loading', description: 'The user confirms the cancellation.' },
            'ride.back': { target: '#ride.viewing', description: 'The user keeps the ride.' },
          },
        },
        loading: {
          description: 'RID-011: the cancellation request is loading (injected cancelRide actor).',
          entry: 'markCancelLoading',
          invoke: {
            id: 'cancelRide',
            src: 'cancelRide',
            input: ({ context }) => ({ rideId: context.ride.id }),
            onDone: { target: 'success', description: 'RID-011: the provider cancelled the ride.' },
            onError: {
              target: 'error',
              actions: { type: 'recordCancelFailure', params: ({ event }) => ({ error: event.error }) },
              description: 'RID-011, RID-015: the cancellation failed; the inline error shows the server message.',
            },
          },
        },
        success: {
          description: "RID-011, RID-019: the ride is cancelled; the 'cancelled' toast shows.",
          entry: 'markCancelSuccess',
          initial: 'refreshing',
          states: {
            refreshing: {
              description: 'RID-012: after a successful cancellation the transfer list is refreshed (injected actor).',
              invoke: {
                id: 'refreshTransfers',
                src: 'refreshTransfers',
                input: ({ context }) => ({ rideId: context.ride.id }),
                onDone: {
                  target: 'refreshed',
                  actions: { type: 'setTransfers', params: ({ event }) => ({ transfers: event.output }) },
                  description: 'RID-012: the refreshed transfer list replaces the old one.',
                },
                onError: {
                  target: 'refreshed',
                  description: 'The list could not be re-read; the cancellation still stands and the old list stays.',
                },
              },
            },
            refreshed: {
              description: 'The transfer list reflects the cancellation.',
              on: {
                'ride.back': {
                  target: '#ride.viewing',
                  actions: 'clearCancellation',
                  description: 'The user returns to the cancelled ride (which they may rebook, GTR-028).',
                },
              },
            },
          },
        },
        error: {
          description: 'RID-011, RID-018: the cancellation failed; the cancel view gets a back button.',
          on: {
            'ride.back': { target: '#ride.viewing', description: 'RID-018: the back button returns to the ride.' },
            'ride.confirmCancel': { target: 'loading', description: 'The user tries the cancellation again.' },
          },
        },
      },
    },
  },
});
