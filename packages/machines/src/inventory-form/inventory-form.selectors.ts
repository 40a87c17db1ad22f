// What the Inventory Detail drawer needs from an inventory form snapshot.
import {
  type CalendarDate,
  canRemoveInventoryPriceTier,
  checkInventoryStartDate,
  inventoryInUseNotice,
  inventoryStartDateBounds,
  isInventoryStartDateEditable,
  reservedInventoryDates,
} from '@caravan/domain';
import type { SnapshotFrom } from 'xstate';
import type { inventoryFormMachine } from './inventory-form.machine.js';

type InventoryFormSnapshot = SnapshotFrom<typeof inventoryFormMachine>;

export const selectInventoryFormMode = (s: InventoryFormSnapshot) => s.context.mode;
export const selectInventoryFormOpen = (s: InventoryFormSnapshot) => !s.matches('closed');
/** INV-014: the save button shows only on an editable form. */
export const selectInventoryFormOffersSave = (s: InventoryFormSnapshot) => s.matches('editing') || s.matches('saving');
/** INV-015: the open departure offers Delete (update mode, an item with an id, a group that may delete). */
export const selectInventoryFormOffersDelete = (s: InventoryFormSnapshot) => s.can({ type: 'form.delete' });
export const selectInventoryFormSaving = (s: InventoryFormSnapshot) => s.matches('saving') || s.matches('deleting');
export const selectInventoryFormErrors = (s: InventoryFormSnapshot) => s.context.errors;
/** INV-038: the start date is editable in create and duplicate only. */
export const selectStartDateEditable = (s: InventoryFormSnapshot) =>
  s.context.mode !== null && isInventoryStartDateEditable(s.context.mode);
/** INV-041: the notice of an in-use item on update. */
export const selectInUseNotice = (s: InventoryFormSnapshot) =>
  s.context.mode === 'update' && s.context.item ? inventoryInUseNotice(s.context.item) : undefined;
/** INV-051, INV-053: the failure alert or toast. */
export const selectInventoryFailure = (s: InventoryFormSnapshot) => s.context.failure;
/** INV-054: the success toast of the last save. */
export const selectInventorySavedToast = (s: InventoryFormSnapshot) => s.context.saved;
/** INV-036, INV-037: the first and last selectable start date. */
export const selectStartDateBounds = (s: InventoryFormSnapshot) => inventoryStartDateBounds(s.context.today);
/** INV-039: the start dates taken by items in use (disabled in the picker). */
export const selectReservedDates = (s: InventoryFormSnapshot) => reservedInventoryDates(s.context.items);
/**
 * INV-039, INV-040: the chosen start date's message while editable: 'This date has been reserved' (not selectable) or
 * the duplicate-date warning (still savable).
 */
export function selectStartDateNotice(
  s: InventoryFormSnapshot,
): { tone: 'error' | 'warning'; text: string } | undefined {
  const date = s.context.values.startDate;
  if (s.context.mode === null || !isInventoryStartDateEditable(s.context.mode) || typeof date !== 'string') return;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
  const check = checkInventoryStartDate(date as CalendarDate, s.context.items, s.context.today);
  if (check.selectable) return check.warning ? { tone: 'warning', text: check.warning } : undefined;
  return check.message ? { tone: 'error', text: check.message } : undefined;
}
/** INV-042..044: the form's price tiers, each with whether it may be removed (INV-043). */
export function selectPriceTiers(s: InventoryFormSnapshot) {
  const tiers = Array.isArray(s.context.values.costSchedule)
    ? (s.context.values.costSchedule as { numberOfTravelers: number; price?: unknown }[])
    : [];
  const spots = s.context.spots ?? { minimumSpots: 0, maximumSpots: Number.MAX_SAFE_INTEGER };
  return tiers.map((tier, index) => ({ ...tier, removable: canRemoveInventoryPriceTier(tiers, index, spots) }));
}
/** The form's field values, keyed by field name. */
export const selectInventoryFormValues = (s: InventoryFormSnapshot) => s.context.values as Record<string, unknown>;
/** The open form shows an item that may not be edited. */
export const selectInventoryFormReadOnly = (s: InventoryFormSnapshot) => s.matches('readOnly');
/** INV-015: the delete confirmation is open, or its delete is running. */
export const selectInventoryDeleteConfirming = (s: InventoryFormSnapshot) =>
  s.matches('confirmingDelete') || s.matches('deleting');
