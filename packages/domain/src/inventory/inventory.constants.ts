// The inventory area's named values: defaults, limits, form modes, display statuses and the spec's messages.
import { DEFAULT_SINGLE_SUPPLEMENT_AVAILABLE_QUANTITY } from '../pricing/pricing.constants.js';

/** Rows of the inventory table shown before the 'View All' control (INV-007). */
export const INVENTORY_TABLE_ROWS_BEFORE_VIEW_ALL = 25;
/** Maximum height of the inventory list (INV-010). */
export const INVENTORY_LIST_MAX_HEIGHT = '31.25rem';

/** A new inventory item's trip quantity (INV-045). */
export const DEFAULT_INVENTORY_TRIP_QUANTITY = 1;
/** A new inventory item's single supplement quantity (INV-046): the shared default of OPI-045, one value for both. */
export const DEFAULT_INVENTORY_SINGLE_SUPPLEMENT_QUANTITY = DEFAULT_SINGLE_SUPPLEMENT_AVAILABLE_QUANTITY;
/** DECIDE: 10 pre/post rooms of each type, because that houses the default 20-spot group in doubles. (INV-047) */
export const DEFAULT_QUANTITY_AVAILABLE = 10;
/** DECIDE: 3 nights, because pre/post-trip extensions are usually a long weekend at most. (INV-048) */
export const DEFAULT_MAX_NIGHTS = 3;
/** DECIDE: 6 months ahead, because hosts need about half a year to market and fill a group departure. (INV-049) */
export const AVAILABILITY_MONTHS_IN_ADVANCE = 6;
/** DECIDE: the earliest start date is 30 days after today, because operators need a month to contract suppliers. (INV-036) */
export const INVENTORY_MIN_START_LEAD_DAYS = 30;
/** DECIDE: start dates up to 24 months ahead, because supplier contracts rarely price further out. (INV-037) */
export const INVENTORY_LEAD_MONTHS = 24;

/** Inventory form modes (INV-024); duplicate is for hosts only (INV-025). */
export const INVENTORY_FORM_MODES = ['create', 'update', 'duplicate', 'delete'] as const;
export type InventoryFormMode = (typeof INVENTORY_FORM_MODES)[number];

/** Actions on inventory items and their row menu (INV-016, INV-018). */
const INVENTORY_ACTIONS = ['add', 'edit', 'duplicate', 'delete'] as const;
export type InventoryAction = (typeof INVENTORY_ACTIONS)[number];

/** An inventory item's display status (INV-023). */
export const INVENTORY_DISPLAY_STATUSES = ['confirmed', 'reserved', 'available'] as const;
export type InventoryDisplayStatus = (typeof INVENTORY_DISPLAY_STATUSES)[number];

/** The inventory form's field labels, used in its required/number/minimum messages. */
export const INVENTORY_FIELD_LABELS = {
  packageLevel: 'Package',
  quantityAvailable: 'Trip Quantity',
  singleSupplementPrice: 'Single Supplement Price',
  singleSupplementQuantityAvailable: 'Single Supplement Quantity',
  startDate: 'Start Date',
  preTransferPrice: 'Pre-Trip Transfer Price',
  postTransferPrice: 'Post-Trip Transfer Price',
  accommodationPrice: 'Accommodation Price',
  tierPrice: 'Price',
} as const;

/** The spec's inventory messages (§5, §8). */
export const INVENTORY_MESSAGES = {
  tripQuantityCanOnlyBeIncreased: 'Trip Quantity can only be increased',
  dateReserved: 'This date has been reserved',
  duplicateDepartureWarning: 'You already have a departure available on this date',
  inUseTitle: 'This date is in use',
  inUseText: 'Trip Quantity can only be increased.',
  saveErrorAlertTitle: 'Error',
  deleteFailedTitle: 'Cannot delete inventory item',
  savedTitle: 'Itinerary Saved',
} as const;

/** The user groups that may use each inventory action (INV-018): hosts all, operators and admins edit and delete. */
export const INVENTORY_ACTION_GROUPS = {
  add: ['host'],
  edit: ['host', 'operator', 'admin'],
  duplicate: ['host'],
  delete: ['host', 'operator', 'admin'],
} as const satisfies Record<InventoryAction, readonly string[]>;
