// Inventory item form: context, input and events (a discriminated union) of the create/update/duplicate/delete drawer.
import type {
  CalendarDate,
  CurrencyCode,
  FieldErrors,
  InventoryFormMode,
  InventoryFormValues,
  InventoryItem,
  InventoryItemInput,
  UserGroup,
} from '@caravan/domain';

/** The form's values as typed, before validation: any field may be blank or wrong. */
export type InventoryFormDraft = { [K in keyof InventoryFormValues]?: unknown };

/** A toast or inline alert text pair from the domain's inventory messages. */
export interface InventoryNotice {
  title: string;
  message: string;
}

export interface InventoryFormContext {
  group: UserGroup;
  itinerary: string;
  currency: CurrencyCode;
  /** Today's calendar date, for the start date bounds and defaults: the machine never reads the clock. */
  today: CalendarDate;
  /** The itinerary's inventory, for reserved and duplicate start dates (INV-039, INV-040). */
  items: InventoryItem[];
  /** The itinerary's spots: a new item's price tiers run from the minimum to the maximum (INV-042, INV-043). */
  spots: InventorySpots | undefined;
  /** The open mode; null while the drawer is closed (INV-024). */
  mode: InventoryFormMode | null;
  /** The item edited or deleted (update, delete), or copied (duplicate). */
  item: InventoryItem | null;
  values: InventoryFormDraft;
  errors: FieldErrors;
  /** The inline 'Error' alert of a failed create or update (INV-051), or the failed-delete toast (INV-053). */
  failure: InventoryNotice | null;
  /** The success toast of the last save (INV-054). */
  saved: InventoryNotice | null;
}

export interface InventoryFormInput {
  group: UserGroup;
  itinerary: string;
  today: CalendarDate;
  currency?: CurrencyCode;
  items?: InventoryItem[];
  spots?: InventorySpots;
}

/** The itinerary's minimum and maximum spots. */
export interface InventorySpots {
  minimumSpots: number;
  maximumSpots: number;
}

/** What the injected save actor is asked to do: the item to create or update, or the id to delete. */
export type InventorySaveRequest =
  | { mode: 'create' | 'duplicate'; item: InventoryItemInput }
  | { mode: 'update'; id: string; item: InventoryItemInput }
  | { mode: 'delete'; id: string };

export type InventoryFormEvent =
  | { type: 'form.open'; mode: InventoryFormMode; item?: InventoryItem; readOnly?: boolean }
  | { type: 'form.change'; values: InventoryFormDraft }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'form.delete' }
  | { type: 'delete.confirm' }
  | { type: 'items.sync'; items: InventoryItem[] }
  | { type: 'clock.tick'; today: CalendarDate };
