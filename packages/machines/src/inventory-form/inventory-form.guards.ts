// Inventory form guards: one-line adapters over the inventory rules and form schema of @caravan/domain.
import {
  checkInventoryStartDate,
  type FieldErrors,
  INVENTORY_FIELD_LABELS,
  inventoryFormModesFor,
  inventoryFormSchema,
  type InventoryItem,
  inventoryItemIdOf,
  isInventoryStartDateEditable,
} from '@caravan/domain';
import type { InventoryFormContext, InventoryFormEvent } from './inventory-form.types.js';

type Args = { context: InventoryFormContext; event: InventoryFormEvent };

/**
 * The form's errors: the domain schema for the mode (INV-027..033; on update the trip quantity may only rise, INV-032)
 * and, where the start date is editable, the picker's bounds and reserved dates (INV-036, INV-037, INV-039).
 */
export function inventoryFormErrors(context: InventoryFormContext): FieldErrors {
  if (!context.mode || context.mode === 'delete') return {};
  const schema = inventoryFormSchema({
    mode: context.mode,
    ...(context.item ? { currentTripQuantity: context.item.quantityAvailable } : {}),
  });
  const result = schema.safeParse(context.values);
  const errors: FieldErrors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  if (isInventoryStartDateEditable(context.mode) && !('startDate' in errors)) {
    // The field's own reading: another field's error must not make a filled start date read as missing.
    const date = schema.shape.startDate.safeParse(context.values.startDate).data;
    if (date === undefined) errors.startDate = `${INVENTORY_FIELD_LABELS.startDate} is required`;
    else {
      const check = checkInventoryStartDate(date, context.items, context.today);
      if (!check.selectable) errors.startDate = check.message ?? `${INVENTORY_FIELD_LABELS.startDate} is not available`;
    }
  }
  return errors;
}

type Opening = Extract<InventoryFormEvent, { type: 'form.open' }>;
/**
 * INV-024, INV-025: the form.open event when the viewer's group may open its mode (duplicate is for hosts only) and it
 * brings an item unless creating; null otherwise.
 */
const openable = ({ context, event }: Args): Opening | null => {
  // Stryker disable next-line ConditionalExpression: the machine sends these guards only form.open; the check narrows the event's type
  if (event.type !== 'form.open') return null;
  if (!inventoryFormModesFor(context.group).includes(event.mode)) return null;
  return event.mode === 'create' || event.item ? event : null;
};
/** An item that names a stored departure (update and delete need one; a duplicate's copy may have none). */
const hasItemId = (item: InventoryItem | null | undefined) => inventoryItemIdOf(item ?? {}) !== undefined;

export const inventoryFormGuards = {
  /** INV-015: delete opens the confirmation, for an item with an id. */
  canOpenDelete: (args: Args) => {
    const e = openable(args);
    return e?.mode === 'delete' && hasItemId(e.item);
  },
  /** INV-014: a read-only form (never for delete) offers no save. */
  canOpenReadOnly: (args: Args) => {
    const e = openable(args);
    return e !== null && e.mode !== 'delete' && e.readOnly === true;
  },
  /** INV-013: the form opens in create, update (an item with an id) or duplicate. */
  canOpenForm: (args: Args) => {
    const e = openable(args);
    return e !== null && e.mode !== 'delete' && (e.mode !== 'update' || hasItemId(e.item));
  },
  /** INV-015, INV-018: the departure open for update (an item with an id) may be deleted by the viewer's group. */
  canDeleteOpenItem: ({ context }: Args) =>
    context.mode === 'update' && hasItemId(context.item) && inventoryFormModesFor(context.group).includes('delete'),
  isFormValid: ({ context }: Args) => Object.keys(inventoryFormErrors(context)).length === 0,
};
