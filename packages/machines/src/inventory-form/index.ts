// Inventory item form machine.
export { inventoryFormDraftOf, inventoryFormMachine } from './inventory-form.machine.js';
export * from './inventory-form.selectors.js';
export { inventoryFormModel, sampleInventoryItem } from './inventory-form.model.js';
export type * from './inventory-form.types.js';
