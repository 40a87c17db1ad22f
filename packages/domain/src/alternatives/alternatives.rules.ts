// Pure rules of accommodation alternatives: day ranges, per-item selections, swap/add/remove, card state, permission, messages.
import type { FieldErrors } from '../shared/errors.js';
import { type CurrencyCode, DEFAULT_CURRENCY, money, toMajor } from '../shared/money.js';
import type { UserGroup } from '../shared/statuses.js';
import {
  ALTERNATIVE_DESCRIPTION_MAX_LINES,
  ALTERNATIVE_MANAGER_GROUPS,
  ALTERNATIVE_MESSAGES,
  type InventoryAccommodationCardState,
} from './alternatives.constants.js';
import type { AccommodationAlternative, AccommodationDayRange, AccommodationSelections } from './alternative.schema.js';

/** The minimal day entry the range derivation needs: an accommodation with its id and alternatives. */
interface AccommodationEntryLike {
  service: { type: string; _id?: string | undefined; alternatives?: readonly string[] | undefined };
  duration?: number | undefined;
  dayIndex: number;
}

/**
 * The accommodation day ranges of servicesByDay, in day order: one per accommodation entry with an id, with its
 * default accommodation and its alternatives (ALT-001).
 */
export function accommodationDayRanges(
  servicesByDay: readonly (readonly AccommodationEntryLike[])[],
): AccommodationDayRange[] {
  const ranges: AccommodationDayRange[] = [];
  servicesByDay.forEach((day, d) => {
    for (const entry of day) {
      const id = entry.service._id;
      if (entry.service.type !== 'ACCOMMODATION' || !id) continue;
      ranges.push({
        index: ranges.length,
        startDayIndex: d,
        duration: Math.max(1, entry.duration ?? 1),
        defaultAccommodationId: id,
        alternativeIds: [...(entry.service.alternatives ?? [])],
      });
    }
  });
  return ranges;
}

/** The accommodations selectable for a day range: its default then its alternatives (ALT-001). */
export function accommodationOptionsForRange(
  range: Pick<AccommodationDayRange, 'defaultAccommodationId' | 'alternativeIds'>,
): string[] {
  return [range.defaultAccommodationId, ...range.alternativeIds.filter((id) => id !== range.defaultAccommodationId)];
}

/**
 * An item's selections made whole: one id per range, a missing or no-longer-offered choice falling back to the
 * range's default, so an item that chose nothing holds every range's default (ALT-002).
 */
export function effectiveAccommodationSelections(
  ranges: readonly AccommodationDayRange[],
  selections?: readonly string[],
): AccommodationSelections {
  return ranges.map((range, i) => {
    const chosen = selections?.[i];
    return chosen && accommodationOptionsForRange(range).includes(chosen) ? chosen : range.defaultAccommodationId;
  });
}

/** Chooses an accommodation for one day range of an item; undefined when it is not an option of that range (ALT-001, ALT-002). */
export function selectAccommodationForRange(
  ranges: readonly AccommodationDayRange[],
  selections: readonly string[],
  rangeIndex: number,
  accommodationId: string,
): AccommodationSelections | undefined {
  const range = ranges[rangeIndex];
  if (!range || !accommodationOptionsForRange(range).includes(accommodationId)) return undefined;
  const next = effectiveAccommodationSelections(ranges, selections);
  next[rangeIndex] = accommodationId;
  return next;
}

/** Checks an item's selections: exactly one id per range, each an option of its range (ALT-002). */
export function validateAccommodationSelections(
  ranges: readonly AccommodationDayRange[],
  selections: readonly string[],
): FieldErrors {
  if (selections.length !== ranges.length)
    return { accommodationSelections: `Choose one accommodation for each of the ${ranges.length} day ranges` };
  const errors: FieldErrors = {};
  selections.forEach((id, i) => {
    const range = ranges[i];
    if (range && !accommodationOptionsForRange(range).includes(id))
      errors[`accommodationSelections.${i}`] = 'This accommodation is not an option for this day range';
  });
  return errors;
}

/** The update payload of the alternatives inventory panel: only accommodationSelections (ALT-019). */
export function accommodationSelectionsUpdate(selections: readonly string[]): { accommodationSelections: string[] } {
  return { accommodationSelections: [...selections] };
}

/** Swaps an alternative into the itinerary: it becomes the default and the old default an alternative (ALT-005). */
export function swapAlternativeWithDefault(
  range: AccommodationDayRange,
  alternativeId: string,
): AccommodationDayRange | undefined {
  if (!range.alternativeIds.includes(alternativeId)) return undefined;
  return {
    ...range,
    defaultAccommodationId: alternativeId,
    alternativeIds: range.alternativeIds.map((id) => (id === alternativeId ? range.defaultAccommodationId : id)),
  };
}

/** Whether a user group may create, edit, swap, delete and manage inventory of alternatives on itineraries (ALT-018). */
export function canManageAccommodationAlternatives(group: UserGroup | null | undefined): boolean {
  return (ALTERNATIVE_MANAGER_GROUPS as readonly (string | null | undefined)[]).includes(group);
}

/**
 * The state of an accommodation card for an inventory item: saving or disabled first; then assigned (saved and
 * still chosen), selected (newly chosen), unselected (saved but another one chosen) or idle (ALT-010).
 */
export function inventoryAccommodationCardState(input: {
  accommodationId: string;
  savedSelection: string | undefined;
  draftSelection: string | undefined;
  saving?: boolean;
  disabled?: boolean;
}): InventoryAccommodationCardState {
  if (input.saving) return 'saving';
  if (input.disabled) return 'disabled';
  const saved = input.savedSelection === input.accommodationId;
  const chosen = (input.draftSelection ?? input.savedSelection) === input.accommodationId;
  if (saved && chosen) return 'assigned';
  if (chosen) return 'selected';
  if (saved) return 'unselected';
  return 'idle';
}

/** The pluralised alternatives count of the label: '1 alternative', '2 alternatives' (ALT-008). */
export function alternativesCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'alternative' : 'alternatives'}`;
}

/** The description display: 3 lines when collapsed, with the 'View more' / 'View less' toggle (ALT-009). */
export function alternativeDescriptionDisplay(expanded: boolean): {
  maxLines: number | undefined;
  toggleLabel: string;
} {
  return expanded
    ? { maxLines: undefined, toggleLabel: ALTERNATIVE_MESSAGES.viewLess }
    : { maxLines: ALTERNATIVE_DESCRIPTION_MAX_LINES, toggleLabel: ALTERNATIVE_MESSAGES.viewMore };
}

/** The toast of an alternative action's outcome (ALT-023 to ALT-030). */
export function alternativeActionMessage(action: 'create' | 'update' | 'delete' | 'swap', succeeded: boolean): string {
  const m = ALTERNATIVE_MESSAGES;
  const table = {
    create: [m.created, m.createFailed],
    update: [m.updated, m.updateFailed],
    delete: [m.deleted, m.deleteFailed],
    swap: [m.swapped, m.swapFailed],
  } as const;
  return table[action][succeeded ? 0 : 1];
}

/**
 * The outcome of saving several inventory items from the panel: 'Inventory updated' when all succeed,
 * otherwise 'Some changes failed to save' with 'x of y changes failed' (ALT-020, ALT-021).
 */
export function inventoryBatchSaveMessage(
  failed: number,
  total: number,
): { ok: true; title: string } | { ok: false; title: string; description: string } {
  if (failed <= 0) return { ok: true, title: ALTERNATIVE_MESSAGES.inventoryUpdated };
  return {
    ok: false,
    title: ALTERNATIVE_MESSAGES.someChangesFailed,
    description: `${failed} of ${total} changes failed`,
  };
}

/** The inventory item to save by id, or the error 'Inventory item not found' (ALT-022). */
export function findInventoryItemToSave<T extends { id?: string | undefined; _id?: string | undefined }>(
  items: readonly T[],
  id: string,
): { ok: true; item: T } | { ok: false; error: string } {
  const item = items.find((i) => (i.id ?? i._id) === id || i._id === id);
  return item ? { ok: true, item } : { ok: false, error: ALTERNATIVE_MESSAGES.inventoryItemNotFound };
}

/**
 * The alternative form's starting values: blank with price 0 to create, the alternative's values to edit; the number
 * of nights is always the range's (ALT-004, ALT-016, ALT-017). Price in major units.
 */
export function alternativeAccommodationFormDefaults(
  numberOfNights: number,
  existing?: Partial<Omit<AccommodationAlternative, 'type'>>,
  currency: CurrencyCode = DEFAULT_CURRENCY,
) {
  return {
    name: existing?.name ?? '',
    accommodationType: existing?.accommodationType ?? '',
    occupancy: existing?.occupancy ?? '',
    starRating: existing?.starRating,
    description: existing?.description ?? '',
    price: existing?.price === undefined ? 0 : toMajor(money(existing.price, currency)),
    numberOfNights,
    orSimilar: existing?.orSimilar ?? false,
    images: [...(existing?.images ?? [])],
  };
}

/**
 * Whether a user may manage the alternatives of one itinerary: admins and trip managers on any (ALT-018), and the
 * operator who owns it on their own. DECIDE (docs/decisions/018): alternatives are accommodations, and the owning
 * operator already creates, edits and removes the itinerary's accommodations (OAP-016), so issue 12 gives them the
 * alternatives card in their builder; another operator never reaches the itinerary at all.
 */
export function canManageItineraryAlternatives(group: UserGroup | null | undefined, ownsItinerary: boolean): boolean {
  return canManageAccommodationAlternatives(group) || (group === 'operator' && ownsItinerary);
}
