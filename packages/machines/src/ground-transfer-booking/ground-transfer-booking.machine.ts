// The ground-transfer booking flow: tabs and their navigation, legs, insurance, contact, payment and the overall
// status (traveler-app §2, §4, §8). Saving, repricing, updating and cancelling are injected actors.
import {
  GROUND_TRANSFER_AUTO_SAVE_INTERVAL_MS,
  bookedGroundTransferIds,
  type GroundTransferFlowOutcome,
  type GroundTransferFlowState,
  type GroundTransferStage,
  groundTransferContactDefaults,
  groundTransferContactTabStatus,
  groundTransferFlowAfter,
  groundTransferLegStatus,
  groundTransferVehicleTabStatus,
  initialGroundTransferFlowState,
  insuranceStatusAfterQuoteSelection,
  quotesAfterTravelDetailsChange,
} from '@caravan/domain';
import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import {
  groundTransferBookingGuards as g,
  tabContextOf,
  travelDetailTabStatus,
} from './ground-transfer-booking.guards.js';
import type {
  GroundTransferBookingContext,
  GroundTransferBookingEvent,
  GroundTransferBookingInput,
  RepriceInsuranceOutput,
  SaveTransfersOutput,
} from './ground-transfer-booking.types.js';
import { groundTransferTabsMachine } from './ground-transfer-tabs.machine.js';

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : '';

/** Recomputes what derives from the entered data: each leg's status and the travel-detail, vehicle and contact tabs. */
function withDerived(flow: GroundTransferFlowState): GroundTransferFlowState {
  const leg = (s: GroundTransferStage) => ({
    ...flow[s],
    metadata: { status: groundTransferLegStatus(flow[s]) },
  });
  const next = { ...flow, arrival: leg('arrival'), departure: leg('departure') };
  return {
    ...next,
    metadata: {
      ...next.metadata,
      tabs: {
        ...next.metadata.tabs,
        travelDetail: { status: travelDetailTabStatus(next) },
        vehicle: { status: groundTransferVehicleTabStatus([next.arrival, next.departure]) },
        contact: { status: groundTransferContactTabStatus(next.contact) },
      },
    },
  };
}

export const groundTransferBookingMachine = setup({
  types: {
    context: {} as GroundTransferBookingContext,
    events: {} as GroundTransferBookingEvent,
    input: {} as GroundTransferBookingInput,
  },
  guards: {
    canChooseQuote: g.canChooseQuote,
    canSyncQuotes: g.canSyncQuotes,
    canSave: g.canSave,
    hasBookedTransfers: g.hasBookedTransfers,
    isInsuranceStale: g.isInsuranceStale,
    isPaymentTabEnabled: g.isPaymentTabEnabled,
    isPaymentError: g.isPaymentError,
    isPaymentInProgress: g.isPaymentInProgress,
    opensPaymentWithStaleInsurance: g.opensPaymentWithStaleInsurance,
  },
  actors: {
    /** The flow's tabs (GTF-018..025), invoked as a child and told of every change to the flow. */
    tabs: groundTransferTabsMachine,
    /** Injected: creates the transfers (POST /api/me/ground-transfers) and pays for them. */
    saveTransfers: fromPromise<SaveTransfersOutput, { flow: GroundTransferFlowState }>(async () => {
      throw new Error('saveTransfers is not provided');
    }),
    /** Injected: reprices the booking's insurance for the chosen transfers. */
    repriceInsurance: fromPromise<RepriceInsuranceOutput, { flow: GroundTransferFlowState }>(async () => {
      throw new Error('repriceInsurance is not provided');
    }),
    /** Injected: updates the booked transfers with the edited details. */
    updateTransfers: fromPromise<unknown, { flow: GroundTransferFlowState }>(async () => {
      throw new Error('updateTransfers is not provided');
    }),
    /** Injected: keeps the form as entered so far, where the screen resumes it from (GTF-095). */
    autoSaveFlow: fromPromise<void, { flow: GroundTransferFlowState }>(async () => {
      throw new Error('autoSaveFlow is not provided');
    }),
    /** Injected: cancels the booked transfers. */
    cancelTransfers: fromPromise<unknown, { bookedGroundTransferIds: string[] }>(async () => {
      throw new Error('cancelTransfers is not provided');
    }),
  },
  /** GTF-095: the form auto-saves every 10 seconds while it is being filled in. */
  delays: { autoSaveInterval: GROUND_TRANSFER_AUTO_SAVE_INTERVAL_MS },
  actions: {
    /** GTF-037, GTF-052, GTF-055, GTF-056: new details; populated quotes go stale and lose the selection. */
    setDetail: assign({
      flow: ({ context, event }) => {
        if (event.type !== 'detail.set') return context.flow;
        const leg = quotesAfterTravelDetailsChange(context.flow[event.stage]);
        const flow = {
          ...context.flow,
          [event.stage]: { ...leg, detail: event.detail, estimatedDuration: event.estimatedDuration },
        };
        return groundTransferFlowAfter(withDerived(flow), { type: 'detail-set' });
      },
    }),
    /** The leg's quotes as its quotes machine holds them. */
    syncQuotes: assign({
      flow: ({ context, event }) =>
        event.type === 'quotes.sync'
          ? {
              ...context.flow,
              [event.stage]: {
                ...context.flow[event.stage],
                quotes: event.quotes,
                quotesMetadata: event.quotesMetadata,
              },
            }
          : context.flow,
    }),
    /** GTF-052, GTF-068: the chosen quote completes the leg; a changed quote makes the insurance stale. */
    selectQuote: assign({
      flow: ({ context, event }) => {
        if (event.type !== 'quote.select') return context.flow;
        const leg = context.flow[event.stage];
        const insurance = context.flow.payment.insurance;
        const flow = {
          ...context.flow,
          [event.stage]: { ...leg, selectedQuote: event.quote },
          payment: {
            ...context.flow.payment,
            insurance: {
              ...insurance,
              status: insuranceStatusAfterQuoteSelection(insurance.status, leg.selectedQuote, event.quote),
            },
          },
        };
        return groundTransferFlowAfter(withDerived(flow), { type: 'detail-set' });
      },
    }),
    /** GTF-037: the contact section; the contact tab completes with terms accepted and every field present. */
    setContact: assign({
      flow: ({ context, event }) =>
        event.type === 'contact.set'
          ? groundTransferFlowAfter(withDerived({ ...context.flow, contact: event.contact }), { type: 'detail-set' })
          : context.flow,
    }),
    /** GTF-036..051: the flow after an outcome, by the domain rule. */
    applyOutcome: assign(({ context }, params: GroundTransferFlowOutcome) => ({
      flow: groundTransferFlowAfter(context.flow, params),
    })),
    /** GTF-030, GTF-039: the save succeeded; the booked transfers' ids are kept. */
    saveSucceeded: assign(({ context }, params: SaveTransfersOutput) => {
      const flow = groundTransferFlowAfter(context.flow, { type: 'save-succeeded' });
      return {
        flow: { ...flow, success: { bookedGroundTransferIds: bookedGroundTransferIds(params.bookedTransfers) } },
      };
    }),
    /** GTF-041, GTF-048..050: the payments app reports its status. */
    setPaymentStatus: assign({
      flow: ({ context, event }) =>
        event.type === 'payment.status'
          ? groundTransferFlowAfter(context.flow, {
              type: 'payment-status',
              status: event.status,
              ...(event.message !== undefined ? { message: event.message } : {}),
            })
          : context.flow,
    }),
    /** GTF-051: reset_state returns the flow to its initial state. */
    resetFlow: assign({ flow: ({ context }) => context.initialFlow }),
    /** The tabs follow the flow in the same step, so a navigation right after an event sees the new enablement. */
    notifyTabs: sendTo('tabs', ({ context }) => ({
      type: 'flow.changed' as const,
      tabContext: tabContextOf(context.flow, context.user),
    })),
    /** The tabs machine decides whether the requested tab opens (GTF-018..022). */
    forwardTab: sendTo('tabs', ({ event }) => {
      assertEvent(event, 'tab.go');
      return event;
    }),
  },
}).createMachine({
  id: 'groundTransferBooking',
  description: 'Booking airport transfers: travel details, vehicle, contact, payment, then success.',
  context: ({ input }) => {
    const initial = initialGroundTransferFlowState();
    const flow = input.profile ? { ...initial, contact: groundTransferContactDefaults(input.profile) } : initial;
    return { flow, initialFlow: flow, user: input.user };
  },
  invoke: {
    id: 'tabs',
    src: 'tabs',
    input: ({ context }) => ({ user: context.user, tabContext: tabContextOf(context.flow, context.user) }),
  },
  initial: 'started',
  on: {
    'tab.go': {
      actions: 'forwardTab',
      description: 'GTF-018..025: the tabs machine opens the tab when it is enabled.',
    },
    'flow.reset': {
      target: '.started',
      actions: ['resetFlow', 'notifyTabs'],
      description: 'GTF-051: reset_state returns the flow to its initial state.',
    },
  },
  states: {
    started: {
      description: 'GTF-036: nothing entered yet.',
      on: {
        'detail.set': {
          target: 'inProgress',
          actions: ['setDetail', 'notifyTabs'],
          description: 'GTF-037: setting a transfer detail makes the flow in-progress.',
        },
        'contact.set': {
          target: 'inProgress',
          actions: ['setContact', 'notifyTabs'],
          description: 'GTF-037: setting the contact makes the flow in-progress.',
        },
      },
    },
    inProgress: {
      description: 'GTF-036: the user is entering the transfers.',
      initial: 'editing',
      states: {
        editing: {
          description: 'GTF-095: the form is being filled in; it auto-saves every 10 seconds.',
          after: {
            autoSaveInterval: { target: 'autoSaving', description: 'GTF-095: 10 seconds passed: the form is saved.' },
          },
        },
        autoSaving: {
          description: 'GTF-095: the form as entered is kept (injected autoSaveFlow actor).',
          invoke: {
            id: 'autoSaveFlow',
            src: 'autoSaveFlow',
            input: ({ context }) => ({ flow: context.flow }),
            onDone: { target: 'editing', description: 'Saved; the next auto-save is 10 seconds away.' },
            onError: {
              target: 'editing',
              description: 'Not saved (storage refused): the form stays as entered and the next auto-save tries again.',
            },
          },
        },
      },
      on: {
        'detail.set': {
          actions: ['setDetail', 'notifyTabs'],
          description: 'GTF-052, GTF-055, GTF-056: details change; leg status and quotes follow.',
        },
        'quotes.sync': {
          guard: 'canSyncQuotes',
          actions: ['syncQuotes', 'notifyTabs'],
          description: "The leg's quotes as its quotes machine holds them, for a leg with full details.",
        },
        'quote.select': {
          guard: 'canChooseQuote',
          actions: ['selectQuote', 'notifyTabs'],
          description: 'GTF-052, GTF-068, GTF-090: one of the offered quotes is chosen for a leg with full details.',
        },
        'contact.set': { actions: ['setContact', 'notifyTabs'], description: 'The contact section changes.' },
        'tab.go': [
          {
            guard: 'opensPaymentWithStaleInsurance',
            target: 'repricingInsurance',
            actions: 'forwardTab',
            description: 'GTF-042, GTF-068: the payment tab opens on stale insurance, which is repriced first.',
          },
          { actions: 'forwardTab', description: 'GTF-018..025: the tabs machine opens the tab when it is enabled.' },
        ],
        'insurance.reprice': {
          guard: 'isInsuranceStale',
          target: 'repricingInsurance',
          description: 'GTF-042: stale insurance is repriced.',
        },
        'payment.status': [
          {
            guard: 'isPaymentError',
            target: 'error',
            actions: ['setPaymentStatus', 'notifyTabs'],
            description: 'GTF-048: payment_error makes the flow error with an error of type payment.',
          },
          {
            guard: 'isPaymentTabEnabled',
            actions: ['setPaymentStatus', 'notifyTabs'],
            description:
              'GTF-049, GTF-050: in-progress keeps the flow in-progress; payment_successful completes the payment tab.',
          },
        ],
        'flow.save': {
          guard: 'canSave',
          target: 'saving',
          description: 'GTF-038: the transfers are saved.',
        },
        'flow.update': {
          guard: 'hasBookedTransfers',
          target: 'updating',
          description: 'GTF-045: the booked transfers are updated with the changed details.',
        },
      },
    },
    saving: {
      description: 'GTF-036, GTF-038: the transfers are being saved (injected saveTransfers actor); no error shows.',
      entry: [{ type: 'applyOutcome', params: { type: 'save-started' } }, 'notifyTabs'],
      invoke: {
        id: 'saveTransfers',
        src: 'saveTransfers',
        input: ({ context }) => ({ flow: context.flow }),
        onDone: {
          target: 'complete',
          actions: [{ type: 'saveSucceeded', params: ({ event }) => event.output }, 'notifyTabs'],
          description: 'GTF-039: a successful save makes the flow complete and keeps the booked ids.',
        },
        onError: {
          target: 'error',
          actions: [
            {
              type: 'applyOutcome',
              params: ({ event }) => ({ type: 'save-failed', message: messageOf(event.error) }),
            },
            'notifyTabs',
          ],
          description: 'GTF-040, GTF-041: a failed save is an error of type booking; payment returns to idle.',
        },
      },
    },
    complete: {
      description: 'GTF-036, GTF-039: the transfers are booked; the success tab is enabled.',
      on: {
        'detail.set': {
          target: 'inProgress',
          actions: ['setDetail', 'notifyTabs'],
          description: 'GTF-037: editing a booked transfer makes the flow in-progress again.',
        },
        'flow.cancel': {
          guard: 'hasBookedTransfers',
          target: 'cancelling',
          description: 'GTF-045: the booked transfers are cancelled.',
        },
      },
    },
    error: {
      description: 'GTF-036: the last save, reprice, cancel, update or payment failed; the error says which.',
      on: {
        'detail.set': {
          target: 'inProgress',
          actions: ['setDetail', 'notifyTabs'],
          description: 'GTF-037: setting a transfer detail makes the flow in-progress.',
        },
        'contact.set': {
          target: 'inProgress',
          actions: ['setContact', 'notifyTabs'],
          description: 'GTF-037: setting the contact makes the flow in-progress.',
        },
        'tab.go': [
          {
            guard: 'opensPaymentWithStaleInsurance',
            target: 'repricingInsurance',
            actions: 'forwardTab',
            description: 'GTF-042, GTF-068: the payment tab opens on stale insurance, which is repriced first.',
          },
          { actions: 'forwardTab', description: 'GTF-018..025: the tabs machine opens the tab when it is enabled.' },
        ],
        'insurance.reprice': {
          guard: 'isInsuranceStale',
          target: 'repricingInsurance',
          description: 'GTF-042: insurance is repriced again.',
        },
        'payment.status': [
          {
            guard: 'isPaymentInProgress',
            target: 'inProgress',
            actions: ['setPaymentStatus', 'notifyTabs'],
            description: 'GTF-049: payment in-progress makes the flow in-progress.',
          },
          {
            guard: 'isPaymentTabEnabled',
            actions: ['setPaymentStatus', 'notifyTabs'],
            description: 'GTF-048, GTF-050: another payment status is recorded.',
          },
        ],
        'flow.save': { guard: 'canSave', target: 'saving', description: 'GTF-038: saving again clears the error.' },
        'flow.update': {
          guard: 'hasBookedTransfers',
          target: 'updating',
          description: 'GTF-045: updating again clears the error.',
        },
        'flow.cancel': {
          guard: 'hasBookedTransfers',
          target: 'cancelling',
          description: 'GTF-045: cancelling again clears the error.',
        },
      },
    },
    repricingInsurance: {
      description: 'GTF-042: insurance repricing runs (injected repriceInsurance actor).',
      entry: [{ type: 'applyOutcome', params: { type: 'reprice-started' } }, 'notifyTabs'],
      invoke: {
        id: 'repriceInsurance',
        src: 'repriceInsurance',
        input: ({ context }) => ({ flow: context.flow }),
        onDone: {
          target: 'inProgress',
          actions: [
            {
              type: 'applyOutcome',
              params: ({ event }) => ({ type: 'reprice-succeeded', ...event.output }),
            },
            'notifyTabs',
          ],
          description: 'GTF-043: the insurance is repriced and the flow is in-progress again.',
        },
        onError: {
          target: 'error',
          actions: [{ type: 'applyOutcome', params: { type: 'reprice-failed' } }, 'notifyTabs'],
          description: 'GTF-044: a failed reprice empties the insurance with an insurance-repricing error.',
        },
      },
    },
    cancelling: {
      description: 'GTF-036, GTF-045: the booked transfers are being cancelled (injected cancelTransfers actor).',
      entry: [{ type: 'applyOutcome', params: { type: 'cancel-started' } }, 'notifyTabs'],
      invoke: {
        id: 'cancelTransfers',
        src: 'cancelTransfers',
        input: ({ context }) => ({ bookedGroundTransferIds: context.flow.success.bookedGroundTransferIds }),
        onDone: {
          target: 'cancelled',
          actions: [{ type: 'applyOutcome', params: { type: 'cancel-succeeded' } }, 'notifyTabs'],
          description: 'GTF-046: a successful cancel makes the flow cancelled.',
        },
        onError: {
          target: 'error',
          actions: [
            {
              type: 'applyOutcome',
              params: ({ event }) => ({ type: 'cancel-failed', message: messageOf(event.error) }),
            },
            'notifyTabs',
          ],
          description: 'GTF-047: a failed cancel is an error of type cancel.',
        },
      },
    },
    cancelled: { description: 'GTF-036, GTF-046: the booked transfers are cancelled.' },
    updating: {
      description: 'GTF-036, GTF-045: the booked transfers are being updated (injected updateTransfers actor).',
      entry: [{ type: 'applyOutcome', params: { type: 'update-started' } }, 'notifyTabs'],
      invoke: {
        id: 'updateTransfers',
        src: 'updateTransfers',
        input: ({ context }) => ({ flow: context.flow }),
        onDone: {
          target: 'updated',
          actions: [{ type: 'applyOutcome', params: { type: 'update-succeeded' } }, 'notifyTabs'],
          description: 'GTF-046: a successful update makes the flow updated.',
        },
        onError: {
          target: 'error',
          actions: [
            {
              type: 'applyOutcome',
              params: ({ event }) => ({ type: 'update-failed', message: messageOf(event.error) }),
            },
            'notifyTabs',
          ],
          description: 'GTF-047: a failed update is an error of type update.',
        },
      },
    },
    updated: {
      description: 'GTF-036, GTF-046: the booked transfers are updated.',
      on: {
        'detail.set': {
          target: 'inProgress',
          actions: ['setDetail', 'notifyTabs'],
          description: 'GTF-037: editing again makes the flow in-progress.',
        },
        'flow.cancel': {
          guard: 'hasBookedTransfers',
          target: 'cancelling',
          description: 'GTF-045: the updated transfers are cancelled.',
        },
      },
    },
  },
});
