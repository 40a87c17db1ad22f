// Inventory item form machine.
export { inventoryFormDraftOf, inventoryFormMachine } from './inventory-form.machine.js';
export * from './inventory-form.selectors.js';
export { inventoryFormModel, sampleInventoryItem } from './inventory-form.model.js';
export type * from './inventory-form.types.js';
// The inventory accommodation card of the alternatives inventory panel (ALT-010).
export { accommodationCardMachine } from './accommodation-card.machine.js';
export * from './accommodation-card.selectors.js';
export { accommodationCardModel } from './accommodation-card.model.js';
export type * from './accommodation-card.types.js';
