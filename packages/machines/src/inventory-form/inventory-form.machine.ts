// Inventory item form: the drawer opens in create, update, duplicate or delete, validates with the domain's
// inventoryFormSchema and saves through an injected actor (operator-and-inventory §2, §4, §5, §8).
import {
  type CurrencyCode,
  DEFAULT_CURRENCY,
  initialInventoryPriceTiers,
  duplicateInventoryItem,
  type InventoryItem,
  type InventoryItemInput,
  inventoryDeleteFailedToast,
  inventoryFormSchema,
  inventoryFormToItemInput,
  inventoryItemIdOf,
  inventorySavedToast,
  inventorySaveErrorAlert,
  money,
  newInventoryItemDefaults,
  toMajor,
} from '@caravan/domain';
import { assign, fromPromise, setup } from 'xstate';
import { inventoryFormGuards, inventoryFormErrors } from './inventory-form.guards.js';
import type {
  InventoryFormContext,
  InventoryFormDraft,
  InventoryFormEvent,
  InventoryFormInput,
  InventorySaveRequest,
} from './inventory-form.types.js';

/** Minor units of the item's currency as the form's major-unit value; absent stays absent. */
const major = (minor: number | undefined, currency: CurrencyCode) =>
  minor === undefined ? undefined : toMajor(money(minor, currency));

const roomDraft = (
  room: { price?: number | undefined; quantityAvailable: number; maxNights: number } | undefined,
  c: CurrencyCode,
) =>
  room
    ? { price: major(room.price, c), quantityAvailable: room.quantityAvailable, maxNights: room.maxNights }
    : undefined;

/** The form values of a stored (or duplicated) item: amounts in major units for the inputs. */
export function inventoryFormDraftOf(
  item: InventoryItemInput,
  currency: CurrencyCode = DEFAULT_CURRENCY,
): InventoryFormDraft {
  const accommodation = (a: InventoryItem['preAccommodation']) =>
    a ? { single: roomDraft(a.single, currency), double: roomDraft(a.double, currency) } : undefined;
  const parsed = item as InventoryItem;
  return {
    startDate: item.startDate,
    packageLevel: item.packageLevel,
    quantityAvailable: item.quantityAvailable,
    singleSupplementPrice: major(item.singleSupplementPrice ?? 0, currency),
    singleSupplementQuantityAvailable: item.singleSupplementQuantityAvailable,
    preTransferPrice: major(item.preTransferPrice, currency),
    postTransferPrice: major(item.postTransferPrice, currency),
    preAccommodation: accommodation(parsed.preAccommodation),
    postAccommodation: accommodation(parsed.postAccommodation),
    costSchedule: (item.costSchedule ?? []).map((t) => ({
      numberOfTravelers: t.numberOfTravelers,
      price: major(t.price, currency),
    })),
  };
}

/** The save request of a valid form: the domain's saved item, with the id on update. */
function saveRequestOf(context: InventoryFormContext): InventorySaveRequest {
  const mode = context.mode ?? 'create';
  const id = context.item ? inventoryItemIdOf(context.item) : undefined;
  if (mode === 'delete') return { mode, id: id ?? '' };
  const values = inventoryFormSchema({
    mode,
    ...(context.item ? { currentTripQuantity: context.item.quantityAvailable } : {}),
  }).parse(context.values);
  const startDate = values.startDate ?? context.item?.startDate ?? context.today;
  const item = inventoryFormToItemInput(values, {
    itinerary: context.itinerary,
    startDate,
    currency: context.currency,
  });
  return mode === 'update' ? { mode, id: id ?? '', item } : { mode, item };
}

const notProvided = (name: string) => () => {
  throw new Error(`${name} is not provided: supply it with machine.provide({ actors })`);
};

export const inventoryFormMachine = setup({
  types: { context: {} as InventoryFormContext, events: {} as InventoryFormEvent, input: {} as InventoryFormInput },
  guards: inventoryFormGuards,
  actors: {
    /** Creates, updates or deletes the inventory item; rejects with the server's error text (INV-050). */
    saveInventoryItem: fromPromise<unknown, InventorySaveRequest>(async () => notProvided('saveInventoryItem')()),
  },
  actions: {
    open: assign(({ context, event }) => {
      if (event.type !== 'form.open') return {};
      const item = event.item ?? null;
      const spots = context.spots;
      const values =
        event.mode === 'create' || !item
          ? ({
              ...newInventoryItemDefaults(context.today),
              costSchedule: spots ? initialInventoryPriceTiers(spots.minimumSpots, spots.maximumSpots) : [],
            } as InventoryFormDraft)
          : event.mode === 'duplicate'
            ? inventoryFormDraftOf(duplicateInventoryItem(item), context.currency)
            : inventoryFormDraftOf(item, context.currency);
      return { mode: event.mode, item, values, errors: {}, failure: null, saved: null };
    }),
    change: assign({
      values: ({ context, event }) =>
        event.type === 'form.change' ? { ...context.values, ...event.values } : context.values,
    }),
    syncItems: assign({ items: ({ context, event }) => (event.type === 'items.sync' ? event.items : context.items) }),
    showErrors: assign({ errors: ({ context }) => inventoryFormErrors(context) }),
    clearErrors: assign({ errors: {}, failure: null }),
    askDelete: assign({ mode: 'delete' as const, errors: {}, failure: null }),
    close: assign({ mode: null, item: null, values: {}, errors: {}, failure: null }),
    confirmSaved: assign({
      saved: ({ context }) =>
        inventorySavedToast(context.mode === 'delete' ? 'delete' : context.mode === 'update' ? 'update' : 'create'),
    }),
    showSaveError: assign({ failure: (_, message: string) => inventorySaveErrorAlert(message) }),
    showDeleteError: assign({ failure: (_, message: string) => inventoryDeleteFailedToast(message) }),
    tick: assign({ today: ({ context, event }) => (event.type === 'clock.tick' ? event.today : context.today) }),
  },
}).createMachine({
  id: 'inventoryForm',
  description: 'The Inventory Detail drawer: one inventory item created, updated, duplicated or deleted (INV-024).',
  context: ({ input }) => ({
    group: input.group,
    itinerary: input.itinerary,
    currency: input.currency ?? DEFAULT_CURRENCY,
    today: input.today,
    items: input.items ?? [],
    spots: input.spots,
    mode: null,
    item: null,
    values: {},
    errors: {},
    failure: null,
    saved: null,
  }),
  initial: 'closed',
  on: {
    'clock.tick': { actions: 'tick', description: 'The day moves on: start date bounds follow the new today.' },
    'items.sync': {
      actions: 'syncItems',
      description: 'INV-039, INV-040: the inventory was (re)loaded: reserved and taken dates follow it.',
    },
  },
  states: {
    closed: {
      description: 'No inventory item is open.',
      on: {
        'form.open': [
          {
            guard: 'canOpenDelete',
            target: 'confirmingDelete',
            actions: 'open',
            description: 'INV-015, INV-024: delete mode asks for confirmation first.',
          },
          {
            guard: 'canOpenReadOnly',
            target: 'readOnly',
            actions: 'open',
            description: 'INV-014: a read-only form shows the item and offers no save.',
          },
          {
            guard: 'canOpenForm',
            target: 'editing',
            actions: 'open',
            description:
              'INV-013, INV-024, INV-025: the form opens in create (defaults), update (the item) or duplicate (a copy without its id, hosts only).',
          },
        ],
      },
    },
    editing: {
      description: 'The form is open in create, update or duplicate mode.',
      on: {
        'form.change': { actions: 'change', description: 'The user edits fields.' },
        'form.submit': [
          {
            guard: 'isFormValid',
            target: 'saving',
            actions: 'clearErrors',
            description: 'INV-027..INV-033: the values pass the inventory form schema: the item is saved.',
          },
          {
            actions: 'showErrors',
            description: "INV-027..INV-033, INV-032: invalid values show the schema's messages and nothing is saved.",
          },
        ],
        'form.cancel': { target: 'closed', actions: 'close', description: 'The drawer is closed without saving.' },
        'form.delete': {
          guard: 'canDeleteOpenItem',
          target: 'confirmingDelete',
          actions: 'askDelete',
          description:
            'INV-015: the departure open for update is deleted from its form (the way to delete on a phone, whose row opens the form): the same confirmation first.',
        },
      },
    },
    readOnly: {
      description: 'INV-014: the form is read-only: no save is offered.',
      on: {
        'form.cancel': { target: 'closed', actions: 'close', description: 'The drawer is closed.' },
      },
    },
    saving: {
      description: 'The item is being created or updated.',
      invoke: {
        id: 'saveInventoryItem',
        src: 'saveInventoryItem',
        input: ({ context }) => saveRequestOf(context),
        onDone: {
          target: 'closed',
          actions: ['confirmSaved', 'close'],
          description: "INV-054: saved; 'Itinerary Saved' says the item was created or updated.",
        },
        onError: {
          target: 'editing',
          actions: { type: 'showSaveError', params: ({ event }) => errorText(event.error) },
          description: "INV-050, INV-051: the save failed; an inline 'Error' alert shows the server's text.",
        },
      },
    },
    confirmingDelete: {
      description: 'INV-015: the delete confirmation dialog is open.',
      on: {
        'delete.confirm': { target: 'deleting', actions: 'clearErrors', description: 'The user confirms the delete.' },
        'form.cancel': { target: 'closed', actions: 'close', description: 'The user keeps the item.' },
      },
    },
    deleting: {
      description: 'The item is being deleted.',
      invoke: {
        id: 'deleteInventoryItem',
        src: 'saveInventoryItem',
        input: ({ context }) => saveRequestOf(context),
        onDone: {
          target: 'closed',
          actions: ['confirmSaved', 'close'],
          description: "INV-054: deleted; 'Itinerary Saved' says the item was deleted.",
        },
        onError: {
          target: 'confirmingDelete',
          actions: { type: 'showDeleteError', params: ({ event }) => errorText(event.error) },
          description: "INV-053: the delete failed; the toast 'Cannot delete inventory item' shows the server's text.",
        },
      },
    },
  },
});

/** The server's error text of a failed call (INV-050). */
function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
