// Manage Booking (traveler app §4): add-on toggles, the trip summary with undo and clear all, room selection and the
// private room, the single-supplement inventory check and the insurance reprice (injected actors), and confirmation:
// balance due -> payment (the embedded payments app), zero or negative -> finish without payment -> success.
import { and, assign, enqueueActions, fromPromise, not, or, raise, setup, stateIn } from 'xstate';
import { nextAddOnStatus } from '../add-on/add-on.selectors.js';
import {
  availableSingleSupplement,
  bookingUpdateErrorView,
  confirmationModeForBalance,
  failedInsuranceReprice,
  INSURANCE_MESSAGES,
  initialAddOnStatus,
  SINGLE_SUPPLEMENT_UNAVAILABLE_CODE,
  withLastRoomPrivate,
} from '@caravan/domain';
import {
  insurancePricedBooking,
  manageBookingGuards,
  paymentsAppMessage,
  tripSummaryOf,
} from './manage-booking.guards.js';
import type {
  ManageBookingInventoryInput,
  ManageBookingInventoryOutput,
  ManageBookingContext,
  ManageBookingData,
  ManageBookingEvent,
  ManageBookingRepriceInput,
  ManageBookingRepriceOutput,
  ManageBookingUpdateInput,
  ManageBookingUpdateOutput,
} from './manage-booking.types.js';

const EMPTY_BOOKING: Omit<ManageBookingData, 'addOns'> = {
  bookingId: '',
  tripId: '',
  bookingStatus: 'pending',
  travelAmount: 0,
  paidAmount: 0,
  dueAmount: 0,
  additionalParticipants: [],
  travelersRooms: [],
  singleSupplementPrice: 0,
  editability: {
    travelerType: undefined,
    tripStatus: 'live',
    bookingStatus: 'pending',
    isPendingCancellation: false,
    tripStartDate: '1970-01-01',
    mayUpdatePrivateRoom: false,
  },
  today: '1970-01-01',
};

/** The context before init, and after reset. */
const emptyContext = (): ManageBookingContext => ({
  booking: EMPTY_BOOKING,
  addOns: [],
  rooms: [],
  roomsDraft: [],
  serviceInventory: { singleSupplement: { available: 0 } },
  insurance: {
    adjustment: 0,
    repricedAddOns: [],
    pricedFor: { travelAmount: 0, additionalParticipants: [], addOns: [], status: 'pending' },
    error: null,
  },
  confirmation: { error: null },
  confirmationMode: null,
  paymentMethodSaved: false,
  payment: null,
  refundNeeded: false,
  finishedBalance: null,
  heldReload: null,
});

/** The context of a freshly loaded booking: every add-on at its starting status. */
const contextFor = (data: ManageBookingData): ManageBookingContext => {
  const { addOns, ...booking } = data;
  const managed = addOns.map((a) => ({ ...a, status: a.status ?? initialAddOnStatus(a) }));
  const base = emptyContext();
  const context: ManageBookingContext = {
    ...base,
    booking,
    addOns: managed,
    rooms: data.travelersRooms,
    roomsDraft: data.travelersRooms,
  };
  return { ...context, insurance: { ...base.insurance, pricedFor: insurancePricedBooking(context) } };
};

/** The code and message of an actor's rejection (an API error), when it carries them. */
const errorOf = (error: unknown): { code?: string; message?: string } => {
  if (!error || typeof error !== 'object') return {};
  const e = error as { code?: unknown; message?: unknown };
  return {
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.message === 'string' ? { message: e.message } : {}),
  };
};

export const manageBookingMachine = setup({
  types: { context: {} as ManageBookingContext, events: {} as ManageBookingEvent },
  guards: {
    canEdit: manageBookingGuards.canEdit,
    canToggle: (args) => manageBookingGuards.canEdit(args) && manageBookingGuards.isToggleable(args),
    isChangePending: manageBookingGuards.isChangePending,
    isClearAllShown: manageBookingGuards.isClearAllShown,
    canApplyRooms: (args) =>
      manageBookingGuards.isRoomDraftChanged(args) && manageBookingGuards.isRoomDraftAvailable(args),
    isRoomSelectionChanged: manageBookingGuards.isRoomSelectionChanged,
    canTogglePrivateRoom: (args) => manageBookingGuards.canEdit(args) && manageBookingGuards.canTogglePrivateRoom(args),
    hasPendingChanges: manageBookingGuards.hasPendingChanges,
    /**
     * A loaded booking replaces the editor's only when it would lose nothing: before the first load (or after the
     * flow finished), or while browsing with no change pending. Every region asks the same question of the same
     * state, so they move together.
     */
    acceptsInit: or([
      stateIn({ flow: 'uninitialized' }),
      and([stateIn({ flow: { editing: 'browsing' } }), not('hasPendingChanges')]),
    ]),
    hasHeldReload: ({ context }) => context.heldReload !== null,
    /** MBK-052: pending changes, and neither the inventory check nor the insurance reprice under way (confirmation.isDisabled). */
    canConfirm: and([
      'hasPendingChanges',
      not(stateIn({ inventory: 'verifying' })),
      not(stateIn({ insurance: 'repricing' })),
    ]),
    isBalanceDue: manageBookingGuards.isBalanceDue,
    isSetupIntentSucceeded: manageBookingGuards.isSetupIntentSucceeded,
    isPaymentSucceeded: manageBookingGuards.isPaymentSucceeded,
    needsInsuranceReprice: manageBookingGuards.needsInsuranceReprice,
    /** The insurance region follows only the changes the flow accepts. */
    acceptsToggle: and(['canToggle', stateIn({ flow: 'editing' })]),
    acceptsUndo: and(['isChangePending', stateIn({ flow: 'editing' })]),
    acceptsClearAll: stateIn({ flow: { editing: 'clearAllPrompt' } }),
    acceptsRoomUpdate: and(['canApplyRooms', stateIn({ flow: { editing: 'roomEditor' } })]),
    acceptsRoomUndo: and(['isRoomSelectionChanged', stateIn({ flow: 'editing' })]),
    acceptsPrivateRoom: and(['canTogglePrivateRoom', stateIn({ flow: 'editing' })]),
  },
  actors: {
    /** The single-supplement inventory check; the portal replaces this placeholder. */
    checkSingleSupplement: fromPromise<ManageBookingInventoryOutput, ManageBookingInventoryInput>(async () => null),
    /** The insurance reprice of the changed booking; the portal replaces this placeholder. */
    repriceInsurance: fromPromise<ManageBookingRepriceOutput, ManageBookingRepriceInput>(async () => {
      throw new Error('repriceInsurance actor not provided');
    }),
    /** The booking update (add-ons, rooms, payment); the portal replaces this placeholder. */
    updateBooking: fromPromise<ManageBookingUpdateOutput, ManageBookingUpdateInput>(async () => {
      throw new Error('updateBooking actor not provided');
    }),
  },
  actions: {
    init: assign(({ event }) => (event.type === 'manageBooking.init' ? contextFor(event.booking) : emptyContext())),
    reset: assign(() => emptyContext()),
    resetKeepingHeldReload: assign(({ context }) => ({ ...emptyContext(), heldReload: context.heldReload })),
    holdReload: assign({
      heldReload: ({ context, event }) => (event.type === 'manageBooking.init' ? event.booking : context.heldReload),
    }),
    applyHeldReload: raise(({ context }) => ({
      type: 'manageBooking.init' as const,
      booking: context.heldReload as ManageBookingData,
    })),
    toggleAddOn: assign({
      addOns: ({ context, event }) =>
        event.type === 'addOn.toggle'
          ? context.addOns.map((a) =>
              a.addOnId === event.addOnId ? { ...a, status: nextAddOnStatus(a.status, { type: 'addOn.toggle' }) } : a,
            )
          : context.addOns,
    }),
    undoAddOn: assign({
      addOns: ({ context, event }) =>
        event.type === 'addOn.undo'
          ? context.addOns.map((a) =>
              a.addOnId === event.addOnId ? { ...a, status: nextAddOnStatus(a.status, { type: 'addOn.undo' }) } : a,
            )
          : context.addOns,
    }),
    clearAll: assign(({ context }) => ({
      addOns: context.addOns.map((a) => ({ ...a, status: nextAddOnStatus(a.status, { type: 'changes.discard' }) })),
      rooms: context.booking.travelersRooms,
      roomsDraft: context.booking.travelersRooms,
    })),
    openRoomDraft: assign({ roomsDraft: ({ context }) => context.rooms }),
    changeRoomDraft: assign({
      roomsDraft: ({ context, event }) => (event.type === 'rooms.change' ? event.rooms : context.roomsDraft),
    }),
    applyRoomDraft: assign({ rooms: ({ context }) => context.roomsDraft }),
    undoRooms: assign(({ context }) => ({
      rooms: context.booking.travelersRooms,
      roomsDraft: context.booking.travelersRooms,
    })),
    togglePrivateRoom: assign(({ context, event }) => {
      const rooms = event.type === 'privateRoom.toggle' ? withLastRoomPrivate(context.rooms, event.on) : context.rooms;
      return { rooms, roomsDraft: rooms };
    }),
    requestInventoryCheck: raise({ type: 'inventory.verify' }),
    setAvailability: assign((_, params: { output: ManageBookingInventoryOutput }) => ({
      serviceInventory: { singleSupplement: { available: availableSingleSupplement(params.output) } },
    })),
    clearAvailability: assign({ serviceInventory: { singleSupplement: { available: 0 } } }),
    setRepriced: assign(({ context }, params: { output: ManageBookingRepriceOutput }) => ({
      insurance: {
        adjustment: params.output.insuranceChange ?? 0,
        repricedAddOns: params.output.repricedAddOns ?? [],
        pricedFor: insurancePricedBooking(context),
        error: null,
      },
    })),
    setRepriceFailed: assign({
      insurance: ({ context }) => {
        const failed = failedInsuranceReprice<never>();
        return {
          adjustment: failed.insuranceAdjustment,
          repricedAddOns: failed.repricedAddOns,
          pricedFor: insurancePricedBooking(context),
          error: INSURANCE_MESSAGES.repriceFailed,
        };
      },
    }),
    dismissInsuranceError: assign({ insurance: ({ context }) => ({ ...context.insurance, error: null }) }),
    setConfirmationMode: assign({
      confirmationMode: ({ context }) =>
        confirmationModeForBalance(tripSummaryOf(context).bookingPaymentData.dueAmount),
      finishedBalance: ({ context }) => tripSummaryOf(context).bookingPaymentData.dueAmount,
      confirmation: { error: null },
    }),
    markPaymentMethodSaved: assign({ paymentMethodSaved: true }),
    clearCheckout: assign({ confirmationMode: null, finishedBalance: null, paymentMethodSaved: false, payment: null }),
    setPayment: assign({
      payment: ({ context, event }) => {
        const message = event.type === 'payments.message' ? paymentsAppMessage(event.data) : undefined;
        if (message?.kind !== 'payment-succeeded' || event.type !== 'payments.message') return context.payment;
        return {
          paymentAmount: message.paymentAmount,
          paymentOptionType: message.paymentOptionType,
          ...(event.card ? { card: event.card } : {}),
        };
      },
    }),
    setFinished: assign((_, params: { output: ManageBookingUpdateOutput }) => ({
      refundNeeded: params.output?.refundNeeded === true,
    })),
    setUpdateError: enqueueActions(({ enqueue }, params: { error: unknown }) => {
      const error = errorOf(params.error);
      enqueue.assign({
        confirmation: { error: bookingUpdateErrorView(error) },
        confirmationMode: null,
        finishedBalance: null,
        paymentMethodSaved: false,
        payment: null,
      });
      if (error.code === SINGLE_SUPPLEMENT_UNAVAILABLE_CODE) enqueue.raise({ type: 'inventory.verify' });
    }),
  },
}).createMachine({
  id: 'manageBooking',
  description:
    'MBK-059: the Manage Booking flow (init, toggle items, trip summary, confirmation modal, finished, reset).',
  context: emptyContext,
  type: 'parallel',
  states: {
    flow: {
      description: 'What the traveler is doing on Manage Booking.',
      initial: 'uninitialized',
      on: {
        'manageBooking.init': [
          {
            guard: 'acceptsInit',
            target: '.editing',
            actions: 'init',
            description:
              'MBK-059 init: the loaded booking starts the editor; every add-on starts at its booked status.',
          },
          {
            actions: 'holdReload',
            description: 'A booking loaded during a change is held until the change is done (applied, undone or left).',
          },
        ],
        'manageBooking.reset': {
          target: '.uninitialized',
          actions: 'reset',
          description: 'MBK-059 reset: everything is discarded until the booking is loaded again.',
        },
      },
      states: {
        uninitialized: {
          description: 'The booking is not loaded yet.',
          always: {
            guard: 'hasHeldReload',
            actions: 'applyHeldReload',
            description: 'A booking loaded while the update finished starts the editor again at once.',
          },
        },
        editing: {
          description: 'The editing view: add-ons, room selection, private room and the trip summary.',
          initial: 'browsing',
          on: {
            'addOn.toggle': {
              guard: 'canToggle',
              actions: 'toggleAddOn',
              description:
                'MBK-026, MBK-027: toggling adds (AVAILABLE -> PENDING_ADDITION, PENDING_REMOVAL -> CONFIRMED) or removes (CONFIRMED -> PENDING_REMOVAL, PENDING_ADDITION -> AVAILABLE).',
            },
            'addOn.undo': {
              guard: 'isChangePending',
              actions: 'undoAddOn',
              description: 'MBK-029: undoing a pending change returns the add-on to its original status.',
            },
            'rooms.undo': {
              guard: 'isRoomSelectionChanged',
              actions: 'undoRooms',
              description: 'MBK-029: undoing the room-selection change returns the rooms to the booked ones.',
            },
            'privateRoom.toggle': {
              guard: 'canTogglePrivateRoom',
              actions: 'togglePrivateRoom',
              description:
                'MBK-035..038: the private-room switch makes the last room private when the upgrade is available, or shared again.',
            },
          },
          states: {
            browsing: {
              description: 'The editing view with the trip summary closed.',
              always: {
                guard: and(['hasHeldReload', not('hasPendingChanges')]),
                actions: 'applyHeldReload',
                description:
                  'Back to browsing with nothing pending: the booking loaded meanwhile replaces the old one.',
              },
              on: {
                'summary.open': { target: 'summaryOpen', description: 'MBK-059 trip summary open: the cart opens.' },
                'rooms.edit': {
                  guard: 'canEdit',
                  target: 'roomEditor',
                  actions: ['openRoomDraft', 'requestInventoryCheck'],
                  description:
                    "MBK-033: 'Edit Room Selection' opens the inline editor and checks private-room inventory.",
                },
                'confirmation.open': {
                  guard: 'canConfirm',
                  target: 'confirmationModal',
                  description:
                    "MBK-052, MBK-059 confirmation modal: 'Update Booking' asks to confirm the pending changes once pricing is settled.",
                },
              },
            },
            summaryOpen: {
              description: 'MBK-007: the trip summary (cart) lists the pending changes with undo per change.',
              on: {
                'summary.close': { target: 'browsing', description: 'The trip summary closes.' },
                'summary.clearAll': {
                  guard: 'isClearAllShown',
                  target: 'clearAllPrompt',
                  description: "MBK-030, MBK-031: 'Clear all' (more than one pending change) asks to confirm.",
                },
                'confirmation.open': {
                  guard: 'canConfirm',
                  target: 'confirmationModal',
                  description: "MBK-052: 'Update Booking' from the summary asks to confirm the pending changes.",
                },
              },
            },
            clearAllPrompt: {
              description: "MBK-031: 'Are you sure you want to clear your selection?' with Cancel and Clear All.",
              on: {
                'clearAll.cancel': { target: 'summaryOpen', description: "'Cancel' keeps the pending changes." },
                'clearAll.confirm': {
                  target: 'browsing',
                  actions: 'clearAll',
                  description: "MBK-032: confirming 'Clear All' resets everything, discarding all pending changes.",
                },
              },
            },
            roomEditor: {
              description: "MBK-033: the inline room-selection editor with 'Update' and 'Cancel'.",
              on: {
                'rooms.change': { actions: 'changeRoomDraft', description: 'The traveler edits the room form.' },
                'rooms.update': {
                  guard: 'canApplyRooms',
                  target: 'browsing',
                  actions: 'applyRoomDraft',
                  description:
                    "MBK-034, MBK-038: 'Update' (enabled only when the form changed and any new private room is available) applies the room selection.",
                },
                'rooms.cancel': {
                  target: 'browsing',
                  actions: 'openRoomDraft',
                  description: "'Cancel' discards the room form.",
                },
              },
            },
            confirmationModal: {
              description: 'MBK-059 confirmation modal: the pending changes and the total, before confirming.',
              on: {
                'booking.confirm': {
                  target: '#manageBooking.flow.routing',
                  actions: 'setConfirmationMode',
                  description: 'MBK-052: the booking confirmation; the confirmation mode decides the outcome.',
                },
                'confirmation.close': { target: 'browsing', description: 'Closing the modal keeps editing.' },
              },
            },
          },
        },
        routing: {
          description: 'The confirmation mode decides: payment for a balance due, finish for zero or negative.',
          always: [
            {
              guard: 'isBalanceDue',
              target: 'payment',
              description: 'MBK-053: with a balance due, confirming goes to the payment route.',
            },
            {
              target: 'finishing',
              description: 'MBK-054: with a zero or negative balance, confirming finishes without payment.',
            },
          ],
        },
        payment: {
          description: 'PAY-005, PAY-010: the payment route, the checkout in the embedded payments app.',
          on: {
            'payments.message': [
              {
                guard: 'isPaymentSucceeded',
                target: 'finishing',
                actions: 'setPayment',
                description: 'PAY-012: the payments app reports payment success through a cross-window message.',
              },
              {
                guard: 'isSetupIntentSucceeded',
                actions: 'markPaymentMethodSaved',
                description: 'PAY-011: the payments app reports setup-intent success through a cross-window message.',
              },
            ],
            'payment.back': {
              target: 'editing',
              actions: 'clearCheckout',
              description: 'Leaving checkout returns to the editing view with the pending changes kept.',
            },
          },
        },
        finishing: {
          description: 'The booking update is sent (add-ons, rooms and, after checkout, the payment).',
          invoke: {
            id: 'updateBooking',
            src: 'updateBooking',
            input: ({ context }) => ({
              bookingId: context.booking.bookingId,
              addOns: context.addOns,
              travelersRooms: context.rooms,
              bookedRooms: context.booking.travelersRooms,
              ...(context.payment ? { payment: context.payment } : {}),
            }),
            onDone: {
              target: 'success',
              actions: { type: 'setFinished', params: ({ event }) => ({ output: event.output }) },
              description: 'MBK-054: the booking was updated; the success route shows.',
            },
            onError: {
              target: 'editing.summaryOpen',
              actions: { type: 'setUpdateError', params: ({ event }) => ({ error: event.error }) },
              description:
                'MBK-060..065: the update failed; the error (by code, private rooms sold out, or generic) shows in the summary.',
            },
          },
        },
        success: {
          description: 'MBK-055..058: the success route, titled by the balance and whether a refund is needed.',
          on: {
            'manageBooking.finished': {
              target: 'uninitialized',
              actions: 'resetKeepingHeldReload',
              description: 'MBK-059 finished: the success page is left; the booking is loaded again.',
            },
          },
        },
      },
    },
    inventory: {
      description:
        'MBK-022: the single-supplement inventory check: initial, verifying, populated or needs_verification.',
      initial: 'initial',
      on: {
        'inventory.verify': {
          target: '.verifying',
          description: 'MBK-039: the single-supplement inventory is checked.',
        },
        'manageBooking.init': {
          guard: 'acceptsInit',
          target: '.initial',
          actions: 'clearAvailability',
          description: 'A newly loaded booking has not been checked yet.',
        },
        'manageBooking.reset': {
          target: '.initial',
          actions: 'clearAvailability',
          description: 'Reset forgets the inventory check.',
        },
      },
      states: {
        initial: { description: 'MBK-022 initial: not checked yet.' },
        verifying: {
          description: 'MBK-022 verifying: the single-supplement inventory check is under way.',
          on: {
            'inventory.verify': {
              target: 'verifying',
              reenter: true,
              description: 'A new check while one is under way restarts it.',
            },
          },
          invoke: {
            id: 'checkSingleSupplement',
            src: 'checkSingleSupplement',
            input: ({ context }) => ({ tripId: context.booking.tripId, total: 1 }),
            onDone: {
              target: 'populated',
              actions: { type: 'setAvailability', params: ({ event }) => ({ output: event.output }) },
              description: 'MBK-039: singleSupplement.available is known.',
            },
            onError: {
              target: 'needs_verification',
              actions: 'clearAvailability',
              description: 'The check failed: availability must be verified again.',
            },
          },
        },
        populated: { description: 'MBK-022 populated: the available single supplement is known.' },
        needs_verification: {
          description:
            'MBK-022 needs_verification: the check failed; no private-room upgrade is offered until verified.',
        },
      },
    },
    insurance: {
      description: 'INS-015: insurance is recalculated whenever the booking changes.',
      initial: 'priced',
      on: {
        'addOn.toggle': {
          guard: 'acceptsToggle',
          target: '.checking',
          description: 'INS-015: an add-on toggle may change the insurance price.',
        },
        'addOn.undo': {
          guard: 'acceptsUndo',
          target: '.checking',
          description: 'INS-015: an undone change may change the insurance price.',
        },
        'clearAll.confirm': {
          guard: 'acceptsClearAll',
          target: '.checking',
          description: 'INS-015: clearing all may change the insurance price.',
        },
        'rooms.update': {
          guard: 'acceptsRoomUpdate',
          target: '.checking',
          description: 'INS-015: a room update may change the insurance price.',
        },
        'rooms.undo': {
          guard: 'acceptsRoomUndo',
          target: '.checking',
          description: 'INS-015: an undone room change may change the insurance price.',
        },
        'privateRoom.toggle': {
          guard: 'acceptsPrivateRoom',
          target: '.checking',
          description: 'INS-015: the private-room switch may change the insurance price.',
        },
        'insurance.dismissError': {
          actions: 'dismissInsuranceError',
          description: 'INS-018: the insurance error dialog closes.',
        },
        'manageBooking.init': {
          guard: 'acceptsInit',
          target: '.priced',
          description: 'A newly loaded booking starts from its own price.',
        },
        'manageBooking.reset': { target: '.priced', description: 'Reset drops the insurance reprice.' },
      },
      states: {
        priced: {
          description:
            'The insurance price matches the booking: as loaded, as repriced, or 0 after a failed reprice (INS-017).',
        },
        checking: {
          description: 'Decides whether the change touched what the insurance price depends on.',
          always: [
            {
              guard: 'needsInsuranceReprice',
              target: 'repricing',
              description: 'INS-015: the booking has insurance and its priced parts changed: reprice.',
            },
            { target: 'priced', description: 'Nothing the insurance price depends on changed.' },
          ],
        },
        repricing: {
          description: 'The insurance is being repriced; confirming waits for it (another change restarts it).',
          invoke: {
            id: 'repriceInsurance',
            src: 'repriceInsurance',
            input: ({ context }) => ({
              bookingId: context.booking.bookingId,
              travelAmount: context.booking.travelAmount,
              additionalParticipants: context.booking.additionalParticipants,
              addOns: context.addOns,
              status: context.booking.bookingStatus,
              role: 'traveler' as const,
            }),
            onDone: {
              target: 'priced',
              actions: { type: 'setRepriced', params: ({ event }) => ({ output: event.output }) },
              description: 'The insurance change and the repriced add-ons are known.',
            },
            onError: {
              target: 'priced',
              actions: 'setRepriceFailed',
              description:
                'INS-017, INS-018: a failed reprice sets the adjustment to 0 with no repriced add-on and opens the insurance error dialog.',
            },
          },
        },
      },
    },
  },
});
