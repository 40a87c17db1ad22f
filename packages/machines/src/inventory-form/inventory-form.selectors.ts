// What the Inventory Detail drawer needs from an inventory form snapshot.
import { inventoryInUseNotice, isInventoryStartDateEditable } from '@caravan/domain';
import type { SnapshotFrom } from 'xstate';
import type { inventoryFormMachine } from './inventory-form.machine.js';

type InventoryFormSnapshot = SnapshotFrom<typeof inventoryFormMachine>;

export const selectInventoryFormMode = (s: InventoryFormSnapshot) => s.context.mode;
export const selectInventoryFormOpen = (s: InventoryFormSnapshot) => !s.matches('closed');
/** INV-014: the save button shows only on an editable form. */
export const selectInventoryFormOffersSave = (s: InventoryFormSnapshot) => s.matches('editing') || s.matches('saving');
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
