// Traveler cancel-booking flow: pay-balance gate, reason and refund method, the two-click final warning,
// submitting through an injected actor, received, then the trip and booking re-fetched (traveler-app §4 'Cancel flow').
import { assign, fromPromise, setup } from 'xstate';
import { buildCancelBookingRequest, preselectedRefundMethod } from '@caravan/domain';
import { cancelBookingGuards } from './cancel-booking.guards.js';
import type {
  CancelBookingContext,
  CancelBookingEvent,
  CancelBookingInput,
  RefetchInput,
  SubmitCancellationInput,
} from './cancel-booking.types.js';

const errorMessage = (error: unknown): string =>
  error instanceof Error
    ? error.message
    : typeof error === 'string'
      ? error
      : 'There was an error processing your request';

export const cancelBookingMachine = setup({
  types: { context: {} as CancelBookingContext, events: {} as CancelBookingEvent, input: {} as CancelBookingInput },
  guards: {
    canStartCancel: cancelBookingGuards.canStartCancel,
    mustSettleFirst: (args) => cancelBookingGuards.owesBalance(args) && !args.context.goingOnWithBalance,
    canWarn: (args) => cancelBookingGuards.canSubmit(args) && cancelBookingGuards.isFirstClick(args),
    canSubmit: (args) => cancelBookingGuards.canSubmit(args) && cancelBookingGuards.isSecondClick(args),
  },
  actors: {
    /** Sends the cancel request; resolves on success, rejects with the error otherwise. The API/portal replace it. */
    submitCancellation: fromPromise<unknown, SubmitCancellationInput>(async () => {
      throw new Error('submitCancellation actor not provided');
    }),
    /** Re-fetches the trip record and the booking record. The portal replaces it. */
    refetchTripAndBooking: fromPromise<unknown, RefetchInput>(async () => undefined),
  },
  actions: {
    setDueAmount: assign({
      dueAmount: ({ context, event }) => (event.type === 'balance.updated' ? event.dueAmount : context.dueAmount),
    }),
    resetAnswers: assign(({ context }) => ({
      reason: undefined,
      otherDescription: undefined,
      selectedRefundMethod: preselectedRefundMethod(context.tripDetails.refundMethods)?.description,
      error: null,
    })),
    setReason: assign({
      reason: ({ context, event }) => (event.type === 'cancel.selectReason' ? event.reason : context.reason),
    }),
    setOtherDescription: assign({
      otherDescription: ({ context, event }) =>
        event.type === 'cancel.describeOther' ? event.description : context.otherDescription,
    }),
    setRefundMethod: assign({
      selectedRefundMethod: ({ context, event }) =>
        event.type === 'cancel.selectRefundMethod' ? event.description : context.selectedRefundMethod,
    }),
    clearError: assign({ error: null }),
    goOnWithBalance: assign({ goingOnWithBalance: true }),
    forgetBalanceChoice: assign({ goingOnWithBalance: false }),
    setError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
    markRefetched: assign({ refetched: true }),
    applyRecords: assign(({ context, event }) => (event.type === 'cancel.refresh' ? { ...event.input } : context)),
  },
}).createMachine({
  id: 'cancelBooking',
  description: "The traveler's Cancel Booking flow on Manage Booking.",
  context: ({ input }) => ({
    ...input,
    reason: undefined,
    otherDescription: undefined,
    selectedRefundMethod: undefined,
    error: null,
    refetched: false,
    goingOnWithBalance: false,
  }),
  initial: 'closed',
  states: {
    closed: {
      description:
        'The Cancel Booking section: the button when canCancel, else the email-request message (CAN-006, CAN-007).',
      on: {
        'cancel.start': {
          guard: 'canStartCancel',
          target: 'starting',
          actions: 'forgetBalanceChoice',
          description: 'CAN-004, CAN-006: the customer clicks Cancel Booking, shown only when canCancel.',
        },
        'cancel.refresh': {
          actions: 'applyRecords',
          description: 'Fresh trip and booking records: the section shows what they allow (CAN-006, CAN-007).',
        },
      },
    },
    resuming: {
      description: 'Fresh records came while the flow was open: it starts again from them, if they still allow it.',
      always: [
        { guard: 'canStartCancel', target: 'starting', description: 'Still cancellable: the flow opens again.' },
        { target: 'closed', description: 'No longer cancellable: the section shows what the records allow.' },
      ],
    },
    starting: {
      description: 'Decides where cancelling starts: the pay-balance page or the cancel dialog.',
      always: [
        {
          guard: 'mustSettleFirst',
          target: 'payBalance',
          description:
            'CAN-008: a balance is owed (and the traveler has not chosen to go on), so cancelling first leads to the pay-balance page.',
        },
        { target: 'dialog', description: 'No balance owed: the cancel dialog opens.' },
      ],
    },
    payBalance: {
      description: "CAN-008, PAY-013: the pay-balance 'Are you sure?' page offering payment alternatives.",
      on: {
        'balance.updated': {
          target: 'starting',
          actions: 'setDueAmount',
          description: 'The balance changed (a payment went through): decide again where cancelling starts.',
        },
        'cancel.continue': {
          target: 'dialog',
          actions: 'goOnWithBalance',
          description:
            'MKT-039: the traveler goes on to cancel without paying; the dialog shows the refund figures before the final confirmation.',
        },
        'cancel.dismiss': { target: 'closed', description: 'Leaving the pay-balance page keeps the booking.' },
        'cancel.refresh': {
          target: 'resuming',
          actions: 'applyRecords',
          description: 'A payment changed the balance and the refund amounts: the flow starts again from them.',
        },
      },
    },
    dialog: {
      description: 'CAN-009: the cancel dialog asks for a reason and, if there are any, a refund method.',
      entry: 'resetAnswers',
      initial: 'choosing',
      on: {
        'cancel.selectReason': {
          target: '.choosing',
          actions: 'setReason',
          description: 'CAN-010: choosing a reason (a changed answer turns the final warning off again).',
        },
        'cancel.describeOther': {
          target: '.choosing',
          actions: 'setOtherDescription',
          description: "CAN-011: with the reason 'other', the free-text description is used as the reason.",
        },
        'cancel.selectRefundMethod': {
          target: '.choosing',
          actions: 'setRefundMethod',
          description: 'CAN-013: choosing one of several refund methods.',
        },
        'cancel.dismiss': { target: 'closed', description: 'Closing the dialog keeps the booking.' },
        'cancel.refresh': {
          target: 'resuming',
          actions: 'applyRecords',
          description: 'Fresh records change the refund methods and amounts: the dialog asks again from them.',
        },
      },
      states: {
        choosing: {
          description: 'The traveler answers; Cancel Booking is disabled until the answers are complete (CAN-010).',
          on: {
            'cancel.confirm': {
              guard: 'canWarn',
              target: 'warning',
              description:
                "CAN-015: the first click turns on the warning 'The following step is final. Are you sure?'.",
            },
          },
        },
        warning: {
          description: "CAN-015: the warning 'The following step is final. Are you sure?' is on.",
          on: {
            'cancel.confirm': {
              guard: 'canSubmit',
              target: '#cancelBooking.submitting',
              description: 'CAN-016: the second click on Cancel Booking submits the cancellation.',
            },
          },
        },
      },
    },
    submitting: {
      description: 'The cancellation request is being sent.',
      entry: 'clearError',
      invoke: {
        id: 'submitCancellation',
        src: 'submitCancellation',
        input: ({ context }) =>
          buildCancelBookingRequest({
            bookingId: context.bookingId,
            reason: context.reason ?? '',
            otherDescription: context.otherDescription,
            refundMethod: context.tripDetails.refundMethods.find((m) => m.description === context.selectedRefundMethod),
          }),
        onDone: { target: 'received', description: 'CAN-017: the cancellation request was received.' },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          description: 'The request failed: the error is shown and the booking is unchanged.',
        },
      },
    },
    failed: {
      description: 'The cancellation failed; the traveler may try again or close.',
      on: {
        'cancel.start': { target: 'starting', description: 'Trying again restarts the flow.' },
        'cancel.dismiss': { target: 'closed', description: 'Closing the error keeps the booking.' },
      },
    },
    received: {
      description:
        "CAN-017, CAN-019: 'We received your cancellation request.' is shown while the trip and booking records are re-fetched.",
      invoke: {
        id: 'refetchTripAndBooking',
        src: 'refetchTripAndBooking',
        input: ({ context }) => ({ bookingId: context.bookingId }),
        onDone: { actions: 'markRefetched', description: 'CAN-019: the trip and booking records were re-fetched.' },
        onError: { description: 'The re-fetch failed: the records load again when the trip is opened.' },
      },
      on: {
        'cancel.close': {
          target: 'returnedToTrip',
          description: 'CAN-018: closing the success dialog returns to the trip.',
        },
      },
    },
    returnedToTrip: {
      type: 'final',
      description: 'CAN-018: the flow is over and the traveler is back on the trip.',
    },
  },
});
