// Pure rules of inventory items: states, display status, permissions, quantity changes, prices, tiers, defaults and start dates.
import { type CalendarDate, addDays, compareDates } from '../shared/dates.js';
import { type CurrencyCode, DEFAULT_CURRENCY, fromMajor, minorUnits } from '../shared/money.js';
import { type PackageLevel, type TripStatus, type UserGroup, tripStatusesFrom } from '../shared/statuses.js';
import { blankToUndefined } from '../services/form-fields.js';
import {
  AVAILABILITY_MONTHS_IN_ADVANCE,
  DEFAULT_INVENTORY_SINGLE_SUPPLEMENT_QUANTITY,
  DEFAULT_INVENTORY_TRIP_QUANTITY,
  DEFAULT_MAX_NIGHTS,
  DEFAULT_QUANTITY_AVAILABLE,
  INVENTORY_ACTION_GROUPS,
  INVENTORY_LEAD_MONTHS,
  INVENTORY_MESSAGES,
  INVENTORY_MIN_START_LEAD_DAYS,
  INVENTORY_TABLE_ROWS_BEFORE_VIEW_ALL,
  type InventoryAction,
  type InventoryDisplayStatus,
  type InventoryFormMode,
} from './inventory.constants.js';
import type {
  InventoryAccommodationPrices,
  InventoryFormTier,
  InventoryFormValues,
  InventoryItem,
  InventoryItemInput,
  InventoryQuantities,
} from './inventory.schema.js';

// ---------------------------------------------------------------- states (§4 Inventory item states)

/** In use: a trip request is pending or a trip is confirmed on the item (INV-019). */
export function isInventoryItemInUse(
  item: Pick<InventoryQuantities, 'quantityPending' | 'quantityConfirmed'>,
): boolean {
  return item.quantityPending > 0 || item.quantityConfirmed > 0;
}

/** Fully requested: pending > 0 and available = confirmed + pending (INV-020). */
export function isInventoryItemFullyRequested(item: InventoryQuantities): boolean {
  return item.quantityPending > 0 && item.quantityAvailable === item.quantityConfirmed + item.quantityPending;
}

/** Sold out: available <= confirmed (INV-021). */
export function isInventoryItemSoldOut(
  item: Pick<InventoryQuantities, 'quantityAvailable' | 'quantityConfirmed'>,
): boolean {
  return item.quantityAvailable <= item.quantityConfirmed;
}

/** Open for a new trip request: neither sold out nor fully requested (INV-022). */
export function isInventoryItemOpen(item: InventoryQuantities): boolean {
  return !isInventoryItemSoldOut(item) && !isInventoryItemFullyRequested(item);
}

/** The display status: confirmed, reserved or available (INV-023, see INVENTORY_DISPLAY_STATUS_PRECEDENCE). */
export function inventoryItemDisplayStatus(
  item: Pick<InventoryQuantities, 'quantityPending' | 'quantityConfirmed'>,
): InventoryDisplayStatus {
  if (item.quantityConfirmed > 0) return 'confirmed';
  if (item.quantityPending > 0) return 'reserved';
  return 'available';
}

// ---------------------------------------------------------------- permissions (§6)

/** Whether a user group may take an inventory action: hosts all four, operators and admins edit and delete (INV-018). */
export function canPerformInventoryAction(group: UserGroup | null | undefined, action: InventoryAction): boolean {
  if (!group) return false;
  return (INVENTORY_ACTION_GROUPS[action] as readonly string[]).includes(group);
}

/** The 'Add Inventory' button shows for hosts only (INV-011). */
export const canAddInventoryItem = (group: UserGroup | null | undefined): boolean =>
  canPerformInventoryAction(group, 'add');

/** The row menu actions a group sees, in order edit, duplicate, delete (INV-016, INV-017). */
export function inventoryRowMenuActions(group: UserGroup | null | undefined): InventoryAction[] {
  return (['edit', 'duplicate', 'delete'] as const).filter((a) => canPerformInventoryAction(group, a));
}

/** The form modes a group may open: duplicate for hosts only (INV-024, INV-025). */
export function inventoryFormModesFor(group: UserGroup | null | undefined): InventoryFormMode[] {
  const modes: InventoryFormMode[] = [];
  if (canPerformInventoryAction(group, 'add')) modes.push('create');
  if (canPerformInventoryAction(group, 'edit')) modes.push('update');
  if (canPerformInventoryAction(group, 'duplicate')) modes.push('duplicate');
  if (canPerformInventoryAction(group, 'delete')) modes.push('delete');
  return modes;
}

// ---------------------------------------------------------------- trip quantity (§4, §5)

/** An in-use item may only have its trip quantity raised; an unused one may take any quantity >= 0 (INV-026). */
export function canChangeInventoryTripQuantity(
  item: Pick<InventoryQuantities, 'quantityAvailable' | 'quantityPending' | 'quantityConfirmed'>,
  nextQuantity: number,
): boolean {
  if (!Number.isInteger(nextQuantity) || nextQuantity < 0) return false;
  return !isInventoryItemInUse(item) || nextQuantity >= item.quantityAvailable;
}

/** The form notice of an in-use item: 'This date is in use' with 'Trip Quantity can only be increased.' (INV-041). */
export function inventoryInUseNotice(
  item: Pick<InventoryQuantities, 'quantityPending' | 'quantityConfirmed'>,
): { title: string; text: string } | undefined {
  return isInventoryItemInUse(item)
    ? { title: INVENTORY_MESSAGES.inUseTitle, text: INVENTORY_MESSAGES.inUseText }
    : undefined;
}

// ---------------------------------------------------------------- prices (§5)

/** An optional price as saved: blank, zero, negative or not a number is dropped (undefined) (INV-034, INV-035). */
export function normalizeOptionalInventoryPrice(value: unknown): number | undefined {
  const v = blankToUndefined(value);
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return undefined;
  return n;
}

type FormRoom = { price?: number | undefined; quantityAvailable?: number | undefined; maxNights?: number | undefined };
type FormAccommodation = { single?: FormRoom | undefined; double?: FormRoom | undefined };

function toMinor(major: number, currency: CurrencyCode): number {
  return minorUnits(fromMajor(major, currency));
}

function roomToSaved(room: FormRoom | undefined, currency: CurrencyCode) {
  if (!room) return undefined;
  const price = normalizeOptionalInventoryPrice(room.price);
  return {
    ...(price === undefined ? {} : { price: toMinor(price, currency) }),
    quantityAvailable: room.quantityAvailable ?? DEFAULT_QUANTITY_AVAILABLE,
    maxNights: room.maxNights ?? DEFAULT_MAX_NIGHTS,
  };
}

function accommodationToSaved(
  acc: FormAccommodation | undefined,
  currency: CurrencyCode,
): InventoryAccommodationPrices | undefined {
  if (!acc) return undefined;
  const single = roomToSaved(acc.single, currency);
  const double = roomToSaved(acc.double, currency);
  if (!single && !double) return undefined;
  return { ...(single ? { single } : {}), ...(double ? { double } : {}) };
}

/**
 * The saved inventory item from validated form values (major units) for an itinerary: amounts become minor units,
 * blank or zero optional prices and blank tiers are dropped (INV-034, INV-035).
 */
export function inventoryFormToItemInput(
  values: InventoryFormValues,
  context: { itinerary: string; startDate: CalendarDate; currency?: CurrencyCode },
): InventoryItemInput {
  const currency = context.currency ?? DEFAULT_CURRENCY;
  const pre = normalizeOptionalInventoryPrice(values.preTransferPrice);
  const post = normalizeOptionalInventoryPrice(values.postTransferPrice);
  const preAccommodation = accommodationToSaved(values.preAccommodation, currency);
  const postAccommodation = accommodationToSaved(values.postAccommodation, currency);
  const costSchedule = values.costSchedule.flatMap((tier) => {
    const price = normalizeOptionalInventoryPrice(tier.price);
    return price === undefined ? [] : [{ numberOfTravelers: tier.numberOfTravelers, price: toMinor(price, currency) }];
  });
  return {
    itinerary: context.itinerary,
    startDate: values.startDate ?? context.startDate,
    packageLevel: values.packageLevel,
    quantityAvailable: values.quantityAvailable,
    singleSupplementPrice: toMinor(values.singleSupplementPrice, currency),
    singleSupplementQuantityAvailable: values.singleSupplementQuantityAvailable,
    ...(pre === undefined ? {} : { preTransferPrice: toMinor(pre, currency) }),
    ...(post === undefined ? {} : { postTransferPrice: toMinor(post, currency) }),
    ...(preAccommodation ? { preAccommodation } : {}),
    ...(postAccommodation ? { postAccommodation } : {}),
    costSchedule,
  };
}

/** The lowest and highest per-traveler price of the price schedule, for the table's min/max columns (INV-005). */
export function inventoryItemPriceRange(
  item: Pick<InventoryItem, 'costSchedule'>,
): { min: number; max: number } | undefined {
  if (item.costSchedule.length === 0) return undefined;
  const prices = item.costSchedule.map((t) => t.price);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

// ---------------------------------------------------------------- price tiers (§5)

/** The traveler counts of the price tiers: every count from the minimum to the maximum spots (INV-042). */
export function inventoryPriceTierCounts(minimumSpots: number, maximumSpots: number): number[] {
  const min = Math.max(1, Math.floor(minimumSpots));
  const max = Math.floor(maximumSpots);
  const counts: number[] = [];
  for (let n = min; n <= max; n += 1) counts.push(n);
  return counts;
}

/** The form's price tiers from min to max spots, keeping the prices already set for those counts (INV-042). */
export function initialInventoryPriceTiers(
  minimumSpots: number,
  maximumSpots: number,
  existing: readonly { numberOfTravelers: number; price?: number | undefined }[] = [],
): InventoryFormTier[] {
  const byCount = new Map(existing.map((t) => [t.numberOfTravelers, t.price]));
  return inventoryPriceTierCounts(minimumSpots, maximumSpots).map((n) => ({
    numberOfTravelers: n,
    price: byCount.get(n),
  }));
}

/**
 * A tier may be removed unless it is the smallest or largest of more than two tiers and its traveler count
 * lies outside the min/max spots (INV-043).
 */
export function canRemoveInventoryPriceTier(
  tiers: readonly { numberOfTravelers: number }[],
  index: number,
  spots: { minimumSpots: number; maximumSpots: number },
): boolean {
  const tier = tiers[index];
  if (!tier) return false;
  if (tiers.length <= 2) return true;
  const counts = tiers.map((t) => t.numberOfTravelers);
  const isEdge = tier.numberOfTravelers === Math.min(...counts) || tier.numberOfTravelers === Math.max(...counts);
  const outside = tier.numberOfTravelers < spots.minimumSpots || tier.numberOfTravelers > spots.maximumSpots;
  return !(isEdge && outside);
}

/** Adds a blank tier (no price) after the highest traveler count (INV-044). */
export function addBlankInventoryPriceTier(tiers: readonly InventoryFormTier[]): InventoryFormTier[] {
  const highest = tiers.reduce((m, t) => Math.max(m, t.numberOfTravelers), 0);
  return [...tiers, { numberOfTravelers: highest + 1, price: undefined }];
}

// ---------------------------------------------------------------- new, duplicate (§4, §9)

/** Calendar date + n months, the day clamped to the target month's length (zone-free). */
function addCalendarMonths(date: CalendarDate, months: number): CalendarDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The form values of a new inventory item (INV-045 to INV-049): start date AVAILABILITY_MONTHS_IN_ADVANCE ahead. */
export function newInventoryItemDefaults(
  today: CalendarDate,
  packageLevel: PackageLevel = 'standard',
): {
  startDate: CalendarDate;
  packageLevel: PackageLevel;
  quantityAvailable: number;
  singleSupplementQuantityAvailable: number;
  preAccommodation: { single: RoomDefaults; double: RoomDefaults };
  postAccommodation: { single: RoomDefaults; double: RoomDefaults };
} {
  const room = (): RoomDefaults => ({ quantityAvailable: DEFAULT_QUANTITY_AVAILABLE, maxNights: DEFAULT_MAX_NIGHTS });
  return {
    startDate: addCalendarMonths(today, AVAILABILITY_MONTHS_IN_ADVANCE),
    packageLevel,
    quantityAvailable: DEFAULT_INVENTORY_TRIP_QUANTITY,
    singleSupplementQuantityAvailable: DEFAULT_INVENTORY_SINGLE_SUPPLEMENT_QUANTITY,
    preAccommodation: { single: room(), double: room() },
    postAccommodation: { single: room(), double: room() },
  };
}
type RoomDefaults = { quantityAvailable: number; maxNights: number };

/**
 * Duplicate mode: a copy of the item without its id, and without the requests and trips of the original,
 * which belong to that departure only (INV-025).
 */
export function duplicateInventoryItem(item: InventoryItem): InventoryItemInput {
  const { id: _id1, _id: _id2, isReserved: _r, currentSelection: _c, dayRangeIndex: _d, ...rest } = item;
  return { ...rest, quantityPending: 0, quantityConfirmed: 0, pendingTrips: [], confirmedTrips: [] };
}

/** The item's id, whichever of id and _id it carries. */
export const inventoryItemIdOf = (item: Pick<InventoryItem, 'id' | '_id'>): string | undefined => item.id ?? item._id;

// ---------------------------------------------------------------- start date (§5)

/** The selectable start dates: from today + INVENTORY_MIN_START_LEAD_DAYS to today + INVENTORY_LEAD_MONTHS (INV-036, INV-037). */
export function inventoryStartDateBounds(today: CalendarDate): { min: CalendarDate; max: CalendarDate } {
  return { min: addDays(today, INVENTORY_MIN_START_LEAD_DAYS), max: addCalendarMonths(today, INVENTORY_LEAD_MONTHS) };
}

/** The start date field is editable in create and duplicate, disabled on update (INV-038). */
export const isInventoryStartDateEditable = (mode: InventoryFormMode): boolean =>
  mode === 'create' || mode === 'duplicate';

/** The dates reserved by existing items: the start dates of items that are in use (INV-039). */
export function reservedInventoryDates(
  items: readonly Pick<InventoryItem, 'startDate' | 'quantityPending' | 'quantityConfirmed'>[],
): CalendarDate[] {
  return [...new Set(items.filter(isInventoryItemInUse).map((i) => i.startDate))].sort(compareDates);
}

/** Whether a start date can be chosen, with the reason it cannot or a warning when it can. */
type InventoryStartDateCheck =
  | { selectable: true; warning?: string }
  | { selectable: false; reason: 'before-minimum' | 'after-maximum' | 'reserved'; message?: string };

/**
 * Checks a start date for the picker: outside the bounds or reserved is not selectable ('This date has been
 * reserved'); a date that already has a departure warns 'You already have a departure available on this date'
 * and stays selectable (INV-036, INV-037, INV-039, INV-040).
 */
export function checkInventoryStartDate(
  date: CalendarDate,
  items: readonly Pick<InventoryItem, 'startDate' | 'quantityPending' | 'quantityConfirmed'>[],
  today: CalendarDate,
): InventoryStartDateCheck {
  const { min, max } = inventoryStartDateBounds(today);
  if (compareDates(date, min) < 0) return { selectable: false, reason: 'before-minimum' };
  if (compareDates(date, max) > 0) return { selectable: false, reason: 'after-maximum' };
  if (reservedInventoryDates(items).includes(date))
    return { selectable: false, reason: 'reserved', message: INVENTORY_MESSAGES.dateReserved };
  if (items.some((i) => i.startDate === date))
    return { selectable: true, warning: INVENTORY_MESSAGES.duplicateDepartureWarning };
  return { selectable: true };
}

// ---------------------------------------------------------------- table (§2)

/** The rows shown: the first 25 until 'View All' is chosen (INV-007). */
export function visibleInventoryRows<T>(items: readonly T[], viewAll: boolean): { rows: T[]; showViewAll: boolean } {
  const showViewAll = !viewAll && items.length > INVENTORY_TABLE_ROWS_BEFORE_VIEW_ALL;
  return { rows: showViewAll ? items.slice(0, INVENTORY_TABLE_ROWS_BEFORE_VIEW_ALL) : [...items], showViewAll };
}

/** Items grouped by start-date year, newest year first, items by date within a year (INV-009). */
export function groupInventoryItemsByYear<T extends Pick<InventoryItem, 'startDate'>>(
  items: readonly T[],
): { year: number; items: T[] }[] {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const year = Number(item.startDate.slice(0, 4));
    groups.set(year, [...(groups.get(year) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, group]) => ({ year, items: group.sort((x, y) => compareDates(x.startDate, y.startDate)) }));
}

/** The year selector shows when the items span more than one year (INV-008). */
export function showsInventoryYearSelector(items: readonly Pick<InventoryItem, 'startDate'>[]): boolean {
  return new Set(items.map((i) => i.startDate.slice(0, 4))).size > 1;
}

/**
 * A trip's place in the Requested Trips dialog (INV-012): confirmed from 'confirmed' on, pending before, and a
 * cancelled trip holds no spot so it is not listed (undefined).
 */
export function inventoryTripState(status: TripStatus): 'pending' | 'confirmed' | undefined {
  if (status === 'cancelled') return undefined;
  return tripStatusesFrom('confirmed').includes(status) ? 'confirmed' : 'pending';
}

// ---------------------------------------------------------------- messages (§8)

/** The success toast of a create, update or delete: 'Itinerary Saved' / 'The inventory item has been <verb>' (INV-054). */
export function inventorySavedToast(action: 'create' | 'update' | 'delete'): { title: string; message: string } {
  const verb = { create: 'created', update: 'updated', delete: 'deleted' }[action];
  return { title: INVENTORY_MESSAGES.savedTitle, message: `The inventory item has been ${verb}` };
}

/** The failure toast of a delete: 'Cannot delete inventory item' with the server message (INV-053). */
export function inventoryDeleteFailedToast(serverMessage: string): { title: string; message: string } {
  return { title: INVENTORY_MESSAGES.deleteFailedTitle, message: serverMessage };
}

/** The inline alert of a failed create or update: titled 'Error' with the server text (INV-050, INV-051). */
export function inventorySaveErrorAlert(serverMessage: string): { title: string; message: string } {
  return { title: INVENTORY_MESSAGES.saveErrorAlertTitle, message: serverMessage };
}
