// Inventory form guards: one-line adapters over the inventory rules and form schema of @caravan/domain.
import {
  checkInventoryStartDate,
  type FieldErrors,
  INVENTORY_FIELD_LABELS,
  inventoryFormModesFor,
  inventoryFormSchema,
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

const opening = (event: InventoryFormEvent) => (event.type === 'form.open' ? event : null);
/** INV-024, INV-025: the group may open this mode (duplicate is for hosts only), with an item unless creating. */
const mayOpen = ({ context, event }: Args) => {
  const e = opening(event);
  return !!e && inventoryFormModesFor(context.group).includes(e.mode) && (e.mode === 'create' || !!e.item);
};
const hasItemId = ({ event }: Args) => {
  const e = opening(event);
  return !!e?.item && inventoryItemIdOf(e.item) !== undefined;
};

export const inventoryFormGuards = {
  /** INV-015: delete opens the confirmation, for an item with an id. */
  canOpenDelete: (args: Args) => mayOpen(args) && opening(args.event)?.mode === 'delete' && hasItemId(args),
  /** INV-014: a read-only form (never for delete) offers no save. */
  canOpenReadOnly: (args: Args) =>
    mayOpen(args) && opening(args.event)?.mode !== 'delete' && opening(args.event)?.readOnly === true,
  /** INV-013: the form opens in create, update (an item with an id) or duplicate. */
  canOpenForm: (args: Args) => {
    const e = opening(args.event);
    return mayOpen(args) && e?.mode !== 'delete' && (e?.mode !== 'update' || hasItemId(args));
  },
  /** INV-015, INV-018: the departure open for update (an item with an id) may be deleted by the viewer's group. */
  canDeleteOpenItem: ({ context }: Args) =>
    context.mode === 'update' &&
    !!context.item &&
    inventoryItemIdOf(context.item) !== undefined &&
    inventoryFormModesFor(context.group).includes('delete'),
  isFormValid: ({ context }: Args) => Object.keys(inventoryFormErrors(context)).length === 0,
};
