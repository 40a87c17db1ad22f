// The inventory rules at their edges: the update form's trip quantity, saved prices in the item's currency, calendar
// months across years and short months, tier counts from fractional spots, the table's cut and the ids.
import { describe, expect, it } from 'vitest';
import { inventoryFormSchema, inventoryItemSchema } from './inventory.schema.js';
import {
  canChangeInventoryTripQuantity,
  canPerformInventoryAction,
  canRemoveInventoryPriceTier,
  checkInventoryStartDate,
  groupInventoryItemsByYear,
  inventoryFormModesFor,
  inventoryFormToItemInput,
  inventoryItemIdOf,
  inventoryPriceTierCounts,
  inventoryRowMenuActions,
  inventoryStartDateBounds,
  isInventoryItemFullyRequested,
  newInventoryItemDefaults,
  normalizeOptionalInventoryPrice,
  reservedInventoryDates,
  visibleInventoryRows,
} from './inventory.rules.js';

const valid = {
  packageLevel: 'standard',
  quantityAvailable: 4,
  singleSupplementPrice: 100,
  singleSupplementQuantityAvailable: 2,
};

describe('update form', () => {
  it('[INV-032] on update the trip quantity cannot go below the current one; create and an unknown current are free', () => {
    const update = inventoryFormSchema({ mode: 'update', currentTripQuantity: 4 });
    const issues = update.safeParse({ ...valid, quantityAvailable: 3 }).error?.issues;
    expect(issues?.map((i) => ({ code: i.code, path: i.path, message: i.message }))).toEqual([
      { code: 'custom', path: ['quantityAvailable'], message: 'Trip Quantity can only be increased' },
    ]);
    expect(update.safeParse({ ...valid, quantityAvailable: 4 }).success).toBe(true);
    expect(
      inventoryFormSchema({ mode: 'create', currentTripQuantity: 4 }).safeParse({ ...valid, quantityAvailable: 3 })
        .success,
    ).toBe(true);
    expect(inventoryFormSchema({ mode: 'update' }).safeParse({ ...valid, quantityAvailable: 0 }).success).toBe(true);
  });

  it('[INV-026] a trip quantity that is not a whole number of at least 0 is refused, in use or not', () => {
    const unused = { quantityAvailable: 5, quantityPending: 0, quantityConfirmed: 0 };
    expect(canChangeInventoryTripQuantity(unused, 0)).toBe(true);
    expect(canChangeInventoryTripQuantity(unused, -1)).toBe(false);
    expect(canChangeInventoryTripQuantity(unused, 2.5)).toBe(false);
    expect(canChangeInventoryTripQuantity({ ...unused, quantityPending: 1 }, 6.5)).toBe(false);
  });

  it('[INV-020] fully requested needs a pending request, even when available equals confirmed', () => {
    expect(isInventoryItemFullyRequested({ quantityAvailable: 2, quantityPending: 0, quantityConfirmed: 2 })).toBe(
      false,
    );
    expect(isInventoryItemFullyRequested({ quantityAvailable: 2, quantityPending: 1, quantityConfirmed: 0 })).toBe(
      false,
    );
  });
});

describe('permissions of no group', () => {
  it('[INV-018] a visitor without a group may take no action', () => {
    for (const action of ['add', 'edit', 'duplicate', 'delete'] as const) {
      expect(canPerformInventoryAction(null, action)).toBe(false);
      expect(canPerformInventoryAction(undefined, action)).toBe(false);
    }
    expect(inventoryRowMenuActions(null)).toEqual([]);
    expect(inventoryFormModesFor('traveler')).toEqual([]);
    expect(canPerformInventoryAction('operator', 'edit')).toBe(true);
  });
});

describe('saved prices', () => {
  const schema = inventoryFormSchema({ mode: 'create' });

  it('[INV-033] amounts become minor units of the item currency, US dollars without one', () => {
    const values = schema.parse({ ...valid, singleSupplementPrice: 1200, preTransferPrice: 80 });
    const context = { itinerary: 'i', startDate: '2026-07-01' };
    for (const saved of [
      inventoryFormToItemInput(values, { ...context, currency: 'EUR' }),
      inventoryFormToItemInput(values, context),
    ])
      expect(saved).toMatchObject({ singleSupplementPrice: 120_000, preTransferPrice: 8_000 });
  });

  it('[INV-001] the whole saved item: the form’s own start date wins, rooms keep their quantities, no blank keys', () => {
    const values = schema.parse({
      ...valid,
      startDate: '2026-09-09',
      postTransferPrice: 60,
      preAccommodation: { single: { price: 50, quantityAvailable: 2, maxNights: 4 } },
      postAccommodation: {},
      costSchedule: [{ numberOfTravelers: 2, price: 900 }],
    });
    expect(inventoryFormToItemInput(values, { itinerary: 'itn_1', startDate: '2026-07-01', currency: 'USD' })).toEqual({
      itinerary: 'itn_1',
      startDate: '2026-09-09',
      packageLevel: 'standard',
      quantityAvailable: 4,
      singleSupplementPrice: 10_000,
      singleSupplementQuantityAvailable: 2,
      postTransferPrice: 6_000,
      preAccommodation: { single: { price: 5_000, quantityAvailable: 2, maxNights: 4 } },
      costSchedule: [{ numberOfTravelers: 2, price: 90_000 }],
    });
  });

  it('[INV-034] [INV-035] an optional price is kept only as a positive finite number', () => {
    expect(normalizeOptionalInventoryPrice(' 12.5 ')).toBe(12.5);
    expect(normalizeOptionalInventoryPrice(0.01)).toBe(0.01);
    for (const v of ['0', '-3', 'abc', Number.POSITIVE_INFINITY, Number.NaN, -0.01, true, {}, undefined])
      expect(normalizeOptionalInventoryPrice(v), String(v)).toBeUndefined();
  });
});

describe('calendar months', () => {
  it('[INV-049] six months ahead crosses the year and keeps the day, clamped to a short month, leap years included', () => {
    expect(newInventoryItemDefaults('2026-11-15').startDate).toBe('2027-05-15');
    expect(newInventoryItemDefaults('2026-07-31').startDate).toBe('2027-01-31');
    expect(newInventoryItemDefaults('2027-08-31').startDate).toBe('2028-02-29');
    expect(newInventoryItemDefaults('2026-06-30').startDate).toBe('2026-12-30');
    expect(newInventoryItemDefaults('0999-01-05').startDate).toBe('0999-07-05');
  });

  it('[INV-049] the whole new item: standard, one trip, ten single supplements, rooms of ten for three nights', () => {
    const room = { quantityAvailable: 10, maxNights: 3 };
    expect(newInventoryItemDefaults('2026-01-15')).toEqual({
      startDate: '2026-07-15',
      packageLevel: 'standard',
      quantityAvailable: 1,
      singleSupplementQuantityAvailable: 10,
      preAccommodation: { single: room, double: room },
      postAccommodation: { single: room, double: room },
    });
  });

  it('[INV-036] [INV-037] the window runs from 30 days to 24 months ahead, the last day clamped', () => {
    expect(inventoryStartDateBounds('2026-02-28')).toEqual({ min: '2026-03-30', max: '2028-02-28' });
    expect(inventoryStartDateBounds('2026-12-31')).toEqual({ min: '2027-01-30', max: '2028-12-31' });
  });
});

describe('start dates taken', () => {
  it('[INV-039] the reserved dates: in use only, each once, in date order', () => {
    expect(
      reservedInventoryDates([
        { startDate: '2026-09-01', quantityPending: 0, quantityConfirmed: 1 },
        { startDate: '2026-06-01', quantityPending: 1, quantityConfirmed: 0 },
        { startDate: '2026-09-01', quantityPending: 2, quantityConfirmed: 0 },
        { startDate: '2026-07-01', quantityPending: 0, quantityConfirmed: 0 },
      ]),
    ).toEqual(['2026-06-01', '2026-09-01']);
  });

  it('[INV-040] another date than an existing departure is selectable without a warning', () => {
    expect(
      checkInventoryStartDate(
        '2026-06-11',
        [{ startDate: '2026-06-10', quantityPending: 0, quantityConfirmed: 0 }],
        '2026-01-01',
      ),
    ).toEqual({ selectable: true });
  });
});

describe('price tier counts', () => {
  it('[INV-042] fractional spots are floored and the count starts at 1 at least; none when max is below min', () => {
    expect(inventoryPriceTierCounts(2.7, 4.9)).toEqual([2, 3, 4]);
    expect(inventoryPriceTierCounts(0, 2)).toEqual([1, 2]);
    expect(inventoryPriceTierCounts(-3, 1)).toEqual([1]);
    expect(inventoryPriceTierCounts(5, 4)).toEqual([]);
  });

  it('[INV-043] a tier on the spots’ edge may go; an inner tier outside the spots may too', () => {
    const tiers = [2, 4, 6, 12].map((n) => ({ numberOfTravelers: n }));
    expect(canRemoveInventoryPriceTier(tiers, 0, { minimumSpots: 2, maximumSpots: 12 })).toBe(true);
    expect(canRemoveInventoryPriceTier(tiers, 3, { minimumSpots: 2, maximumSpots: 12 })).toBe(true);
    expect(canRemoveInventoryPriceTier(tiers, 1, { minimumSpots: 5, maximumSpots: 5 })).toBe(true);
    expect(canRemoveInventoryPriceTier(tiers, -1, { minimumSpots: 2, maximumSpots: 12 })).toBe(false);
    expect(canRemoveInventoryPriceTier(tiers.slice(0, 3), 0, { minimumSpots: 3, maximumSpots: 12 })).toBe(false);
  });
});

describe('table', () => {
  it('[INV-007] 26 items show 25 and View All; the rows are a copy', () => {
    const items = Array.from({ length: 26 }, (_, i) => i);
    expect(visibleInventoryRows(items, false)).toEqual({ rows: items.slice(0, 25), showViewAll: true });
    const all = visibleInventoryRows(items.slice(0, 3), false).rows;
    expect(all).toEqual([0, 1, 2]);
  });

  it('[INV-009] one group per year, each sorted by date', () => {
    expect(
      groupInventoryItemsByYear([
        { startDate: '2027-12-01' },
        { startDate: '2027-01-09' },
        { startDate: '2026-05-05' },
      ]),
    ).toEqual([
      { year: 2027, items: [{ startDate: '2027-01-09' }, { startDate: '2027-12-01' }] },
      { year: 2026, items: [{ startDate: '2026-05-05' }] },
    ]);
    expect(groupInventoryItemsByYear([])).toEqual([]);
  });

  it('[INV-003] an item’s id is its id, else its _id', () => {
    expect(inventoryItemIdOf({ id: 'a', _id: 'b' })).toBe('a');
    expect(inventoryItemIdOf({ _id: 'b' })).toBe('b');
    expect(inventoryItemIdOf({})).toBeUndefined();
    expect(
      inventoryItemSchema.parse({ itinerary: 'i', startDate: '2026-01-01', packageLevel: 'standard' })
        .quantityAvailable,
    ).toBe(1);
  });
});
