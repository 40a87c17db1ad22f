// The ground-transfer booking flow and its tab navigation.
export { groundTransferBookingMachine } from './ground-transfer-booking.machine.js';
export * from './ground-transfer-booking.selectors.js';
export { groundTransferBookingModel } from './ground-transfer-booking.model.js';
export type * from './ground-transfer-booking.types.js';
export { groundTransferTabsMachine } from './ground-transfer-tabs.machine.js';
export * from './ground-transfer-tabs.selectors.js';
export { groundTransferTabsModel } from './ground-transfer-tabs.model.js';
