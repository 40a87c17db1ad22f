// Gatherings editor: the host adds, edits, moves and deletes informal gatherings on the trip itinerary; one item is
// in edit mode at a time and new entries start in it (host-and-platform §4.8, §5, §8).
import {
  acceptWorkshop,
  addGatheringToDay,
  canStartEditingItineraryItem,
  GATHERING_TOASTS,
  gatheringFormSchema,
  type HostService,
  isTemporaryServiceId,
  isWorkshopOpen,
  moveServiceToDay,
  removeGathering,
  WORKSHOP_CREATED_TOAST,
  WORKSHOP_UPDATE_ERROR,
} from '@caravan/domain';
import { assign, fromPromise, setup } from 'xstate';
import { findService, gatheringsEditorGuards } from './gatherings-editor.guards.js';
import type {
  GatheringsEditorContext,
  GatheringsEditorEvent,
  GatheringsEditorInput,
  SaveItineraryItemRequest,
} from './gatherings-editor.types.js';

const notProvided = (name: string) => () => {
  throw new Error(`${name} is not provided: supply it with machine.provide({ actors })`);
};

/** WSP-082, WSP-086: at most one new gathering exists at a time (the one in edit), so one temporary id suffices. */
const NEW_ITEM_NONCE = 'new';

/** The failure text of a rejected call (WSP-094). */
const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The failure text of a rejected save: a workshop's is the spec's own sentence (WSP-098), a gathering's the error's. */
const saveFailureText = (context: GatheringsEditorContext, error: unknown): string =>
  findService(context, context.editingItemId)?.type === 'WORKSHOP_SPACE' ? WORKSHOP_UPDATE_ERROR : errorText(error);

/**
 * The toast of a stored save. DECIDE: a workshop is 'created' when the host first saves it, the save that accepts the
 * open workshop (WSP-096, WSP-097); later saves of an accepted workshop keep the plain 'Gathering saved'.
 */
function savedToast(before: HostService | undefined, saved: HostService, wasNew: boolean): string {
  if (wasNew) return GATHERING_TOASTS.created;
  if (saved.type === 'INFORMAL_GATHERING') return GATHERING_TOASTS.updated;
  if (saved.type === 'WORKSHOP_SPACE' && before && isWorkshopOpen(before)) return WORKSHOP_CREATED_TOAST;
  return GATHERING_TOASTS.saved;
}

/** The save request: the item in edit with its validated draft (trimmed), created when its id is temporary (WSP-082). */
function saveRequestOf(context: GatheringsEditorContext): SaveItineraryItemRequest {
  const service = findService(context, context.editingItemId) as HostService;
  const draft = gatheringFormSchema(context.tripDayCount).parse(context.draft);
  return { service: { ...service, ...draft }, isNew: isTemporaryServiceId(service._id) };
}

export const gatheringsEditorMachine = setup({
  types: {
    context: {} as GatheringsEditorContext,
    events: {} as GatheringsEditorEvent,
    input: {} as GatheringsEditorInput,
  },
  guards: gatheringsEditorGuards,
  actors: {
    /** Creates (temporary id) or updates the item; resolves with the stored service (WSP-082). */
    saveItineraryItem: fromPromise<HostService, SaveItineraryItemRequest>(async () =>
      notProvided('saveItineraryItem')(),
    ),
    /** Deletes a stored gathering (WSP-084). */
    deleteGathering: fromPromise<unknown, { id: string }>(async () => notProvided('deleteGathering')()),
  },
  actions: {
    /** WSP-082, WSP-085: the new gathering gets a temporary id and becomes the item in edit mode. */
    addGathering: assign(({ context, event }) => {
      if (event.type !== 'gathering.add') return {};
      const added = addGatheringToDay(context.servicesByDay, event.dayIndex, NEW_ITEM_NONCE, context.editingItemId);
      if (!added.ok) return {};
      return {
        servicesByDay: added.servicesByDay,
        editingItemId: added.editingItemId,
        draft: { name: '', description: '', dayIndex: event.dayIndex },
        errors: {},
        notice: null,
        toast: null,
        failure: null,
      };
    }),
    startEditing: assign(({ context, event }) => {
      const service = event.type === 'item.edit' ? findService(context, event.id) : undefined;
      if (!service) return {};
      return {
        editingItemId: service._id,
        draft: { name: service.name, description: service.description, dayIndex: service.dayIndex },
        errors: {},
        notice: null,
        toast: null,
        failure: null,
      };
    }),
    /** WSP-086: another item may not enter edit mode: say why. */
    warnItemInProgress: assign({
      notice: ({ context }) => {
        const gate = canStartEditingItineraryItem(context.editingItemId);
        return gate.ok ? null : gate.reason;
      },
    }),
    changeDraft: assign({
      draft: ({ context, event }) => {
        if (event.type !== 'draft.change' || !context.draft) return context.draft;
        const { type: _type, ...patch } = event;
        return { ...context.draft, ...patch };
      },
    }),
    showErrors: assign({
      errors: ({ context }) => {
        const result = gatheringFormSchema(context.tripDayCount).safeParse(context.draft);
        const errors: Record<string, string> = {};
        for (const issue of result.success ? [] : result.error.issues) {
          const key = issue.path.map(String).join('.');
          if (!(key in errors)) errors[key] = issue.message;
        }
        return errors;
      },
    }),
    /** Leaving edit mode without saving: a new (temporary) gathering is discarded. */
    discardEdit: assign(({ context }) => ({
      servicesByDay:
        context.editingItemId && isTemporaryServiceId(context.editingItemId)
          ? removeGathering(context.servicesByDay, context.editingItemId)
          : context.servicesByDay,
      editingItemId: null,
      draft: null,
      errors: {},
      notice: null,
    })),
    /** WSP-082, WSP-083: the stored item replaces the edited one and moves to its (possibly new) day. */
    applySaved: assign(({ context }, output: HostService) => {
      const wasNew = context.editingItemId !== null && isTemporaryServiceId(context.editingItemId);
      const before = findService(context, context.editingItemId);
      // WSP-096: saving a workshop marks it accepted, whatever the call answered.
      const saved = output.type === 'WORKSHOP_SPACE' ? acceptWorkshop(output) : output;
      const replaced = context.servicesByDay.map((day) =>
        day.map((s) => (s._id === context.editingItemId ? saved : s)),
      );
      return {
        servicesByDay: moveServiceToDay(replaced, saved._id, saved.dayIndex),
        editingItemId: null,
        draft: null,
        errors: {},
        notice: null,
        toast: savedToast(before, saved, wasNew),
        failure: null,
      };
    }),
    showFailure: assign({ failure: (_, message: string) => message, toast: null }),
    askDelete: assign({
      pendingDeleteId: ({ event }) => (event.type === 'gathering.delete' ? event.id : null),
      toast: null,
      failure: null,
    }),
    cancelDelete: assign({ pendingDeleteId: null }),
    /** WSP-084: the gathering is removed from servicesByDay. */
    applyDeleted: assign(({ context }) => ({
      servicesByDay: context.pendingDeleteId
        ? removeGathering(context.servicesByDay, context.pendingDeleteId)
        : context.servicesByDay,
      pendingDeleteId: null,
      toast: GATHERING_TOASTS.deleted,
    })),
  },
}).createMachine({
  id: 'gatheringsEditor',
  description:
    "The trip itinerary's editable items: informal gatherings (add, edit, move, delete) and workshop spaces.",
  context: ({ input }) => ({
    tripStatus: input.tripStatus,
    tripDayCount: input.tripDayCount,
    servicesByDay: input.servicesByDay,
    editingItemId: null,
    draft: null,
    errors: {},
    notice: null,
    pendingDeleteId: null,
    toast: null,
    failure: null,
  }),
  initial: 'viewing',
  states: {
    viewing: {
      description: 'No item is in edit mode.',
      on: {
        'gathering.add': {
          guard: 'canAddGathering',
          target: 'editing',
          actions: 'addGathering',
          description:
            "WSP-082, WSP-085: 'Add Gathering' adds a new gathering with a temporary id, in edit mode (not on closed, cancelled or complete trips, WSP-090).",
        },
        'item.edit': {
          guard: 'canEditItem',
          target: 'editing',
          actions: 'startEditing',
          description: 'WSP-088, WSP-089: a gathering or a workshop space enters edit mode; other types are read-only.',
        },
        'gathering.delete': {
          guard: 'canDeleteItem',
          target: 'confirmingDelete',
          actions: 'askDelete',
          description: 'WSP-084, WSP-087: deleting a gathering asks for confirmation; only gatherings can be deleted.',
        },
      },
    },
    editing: {
      description: 'WSP-086: exactly one item is in edit mode.',
      on: {
        'draft.change': { actions: 'changeDraft', description: 'The host edits the name, description or day.' },
        'item.save': [
          {
            guard: 'isDraftValid',
            target: 'saving',
            description: 'WSP-091, WSP-092: a named, described item on a trip day is saved.',
          },
          { actions: 'showErrors', description: 'WSP-091, WSP-092: the form shows what is missing; nothing is saved.' },
        ],
        'item.cancel': {
          target: 'viewing',
          actions: 'discardEdit',
          description: 'Edit mode ends without saving; a new gathering is discarded.',
        },
        'gathering.add': {
          actions: 'warnItemInProgress',
          description:
            "WSP-086: another item may not start while one is in edit: 'Please finish editing your in-progress item before creating a new one.'",
        },
        'item.edit': {
          actions: 'warnItemInProgress',
          description: 'WSP-086: only one itinerary item may be edited at a time.',
        },
      },
    },
    saving: {
      description: 'The item is being created (temporary id) or updated.',
      invoke: {
        id: 'saveItineraryItem',
        src: 'saveItineraryItem',
        input: ({ context }) => saveRequestOf(context),
        onDone: {
          target: 'viewing',
          actions: { type: 'applySaved', params: ({ event }) => event.output },
          description:
            'WSP-082, WSP-083, WSP-093: created or updated; the item takes its stored id and moves to its chosen day.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ context, event }) => saveFailureText(context, event.error) },
          description:
            "WSP-094, WSP-098: the save failed ('Something went wrong'; a workshop's own sentence); the item stays in edit mode.",
        },
      },
    },
    confirmingDelete: {
      description: 'WSP-084: the delete confirmation is open.',
      on: {
        'delete.confirm': { target: 'deleting', description: 'The host confirms the delete.' },
        'delete.cancel': { target: 'viewing', actions: 'cancelDelete', description: 'The host keeps the gathering.' },
      },
    },
    deleting: {
      description: 'The gathering is being deleted.',
      invoke: {
        id: 'deleteGathering',
        src: 'deleteGathering',
        input: ({ context }) => ({ id: context.pendingDeleteId ?? '' }),
        onDone: {
          target: 'viewing',
          actions: 'applyDeleted',
          description: "WSP-084, WSP-093: deleted; it is removed from servicesByDay ('Gathering deleted').",
        },
        onError: {
          target: 'viewing',
          actions: ['cancelDelete', { type: 'showFailure', params: ({ event }) => errorText(event.error) }],
          description: 'WSP-094: the delete failed; the gathering stays.',
        },
      },
    },
  },
});
