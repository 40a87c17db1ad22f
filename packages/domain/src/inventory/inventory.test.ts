// Tests of the inventory item entity, its form schema and its rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PACKAGE_LEVELS } from '../shared/statuses.js';
import { DEFAULT_MAX_NIGHTS, DEFAULT_QUANTITY_AVAILABLE } from './inventory.constants.js';
import { inventoryFormSchema, inventoryItemSchema } from './inventory.schema.js';
import {
  addBlankInventoryPriceTier,
  canAddInventoryItem,
  canChangeInventoryTripQuantity,
  canRemoveInventoryPriceTier,
  checkInventoryStartDate,
  duplicateInventoryItem,
  groupInventoryItemsByYear,
  initialInventoryPriceTiers,
  inventoryDeleteFailedToast,
  inventoryFormModesFor,
  inventoryFormToItemInput,
  inventoryInUseNotice,
  inventoryItemDisplayStatus,
  inventoryItemIdOf,
  inventoryItemPriceRange,
  inventoryPriceTierCounts,
  inventoryTripState,
  inventoryRowMenuActions,
  inventorySaveErrorAlert,
  inventorySavedToast,
  inventoryStartDateBounds,
  isInventoryItemFullyRequested,
  isInventoryItemInUse,
  isInventoryItemOpen,
  isInventoryItemSoldOut,
  isInventoryStartDateEditable,
  newInventoryItemDefaults,
  normalizeOptionalInventoryPrice,
  reservedInventoryDates,
  showsInventoryYearSelector,
  visibleInventoryRows,
} from './inventory.rules.js';

const q = (quantityAvailable: number, quantityPending: number, quantityConfirmed: number) => ({
  quantityAvailable,
  quantityPending,
  quantityConfirmed,
});
const quantities = fc.record({
  quantityAvailable: fc.nat(50),
  quantityPending: fc.nat(50),
  quantityConfirmed: fc.nat(50),
});

const fullItem = {
  _id: 'inv_1',
  itinerary: 'itn_1',
  startDate: '2026-05-01',
  quantityAvailable: 3,
  packageLevel: 'premium',
  singleSupplementPrice: 45000,
  singleSupplementQuantityAvailable: 4,
  preTransferPrice: 8000,
  postTransferPrice: 9000,
  preAccommodation: { single: { price: 15000, quantityAvailable: 2, maxNights: 2 }, double: { price: 20000 } },
  postAccommodation: { double: { price: 21000, quantityAvailable: 5, maxNights: 4 } },
  costSchedule: [
    { numberOfTravelers: 8, price: 250000 },
    { numberOfTravelers: 12, price: 210000 },
  ],
  accommodationSelections: ['acc_a', 'acc_b'],
  quantityPending: 1,
  quantityConfirmed: 1,
  pendingTrips: [{ _id: 'trip_1', name: 'Yoga in Bali' }],
  confirmedTrips: [{ _id: 'trip_2', name: 'Surf Camp' }],
  isReserved: true,
  currentSelection: 'acc_a',
  dayRangeIndex: 0,
};

describe('inventory item entity', () => {
  it('[INV-001] holds a departure date with quantity, package level, price schedule, single supplement, transfer and accommodation prices', () => {
    const item = inventoryItemSchema.parse(fullItem);
    expect(item.startDate).toBe('2026-05-01');
    expect(item.quantityAvailable).toBe(3);
    expect(item.packageLevel).toBe('premium');
    expect(item.costSchedule).toEqual([
      { numberOfTravelers: 8, price: 250000 },
      { numberOfTravelers: 12, price: 210000 },
    ]);
    expect(item.singleSupplementPrice).toBe(45000);
    expect(item.preTransferPrice).toBe(8000);
    expect(item.postAccommodation?.double?.price).toBe(21000);
  });

  it('[INV-003] has every InventoryItem field, with room defaults and display fields', () => {
    const item = inventoryItemSchema.parse(fullItem);
    expect(Object.keys(item).sort()).toEqual(
      [
        '_id',
        'itinerary',
        'startDate',
        'quantityAvailable',
        'packageLevel',
        'singleSupplementPrice',
        'singleSupplementQuantityAvailable',
        'preTransferPrice',
        'postTransferPrice',
        'preAccommodation',
        'postAccommodation',
        'costSchedule',
        'accommodationSelections',
        'quantityPending',
        'quantityConfirmed',
        'pendingTrips',
        'confirmedTrips',
        'isReserved',
        'currentSelection',
        'dayRangeIndex',
      ].sort(),
    );
    expect(item.preAccommodation?.double).toEqual({
      price: 20000,
      quantityAvailable: DEFAULT_QUANTITY_AVAILABLE,
      maxNights: DEFAULT_MAX_NIGHTS,
    });
    expect(item.pendingTrips).toEqual([{ _id: 'trip_1', name: 'Yoga in Bali' }]);
    expect(inventoryItemIdOf(item)).toBe('inv_1');
    expect(inventoryItemIdOf({ id: 'a', _id: 'b' })).toBe('a');
  });

  it('[INV-003] defaults the counters and lists of a minimal item', () => {
    const item = inventoryItemSchema.parse({ itinerary: 'itn_1', startDate: '2026-01-10', packageLevel: 'standard' });
    expect(item).toMatchObject({
      quantityAvailable: 1,
      singleSupplementQuantityAvailable: 10,
      singleSupplementPrice: 0,
      costSchedule: [],
      accommodationSelections: [],
      quantityPending: 0,
      quantityConfirmed: 0,
      pendingTrips: [],
      confirmedTrips: [],
    });
  });

  it('[INV-033] rejects negative or fractional minor-unit prices', () => {
    expect(inventoryItemSchema.safeParse({ ...fullItem, preTransferPrice: -1 }).success).toBe(false);
    expect(inventoryItemSchema.safeParse({ ...fullItem, singleSupplementPrice: 10.5 }).success).toBe(false);
    expect(inventoryItemSchema.safeParse({ ...fullItem, startDate: '2026-02-30' }).success).toBe(false);
  });

  it('[INV-002] package levels are standard, economy, premium in order, and parse from spelling variants', () => {
    for (const level of ['standard', 'economy', 'premium'])
      expect(inventoryItemSchema.parse({ ...fullItem, packageLevel: level }).packageLevel).toBe(level);
    expect(inventoryItemSchema.parse({ ...fullItem, packageLevel: 'ECONOMY' }).packageLevel).toBe('economy');
    expect(inventoryItemSchema.safeParse({ ...fullItem, packageLevel: 'luxury' }).success).toBe(false);
  });
});

describe('inventory item states', () => {
  it('[INV-019] is in use when pending > 0 or confirmed > 0', () => {
    expect(isInventoryItemInUse(q(5, 0, 0))).toBe(false);
    expect(isInventoryItemInUse(q(5, 1, 0))).toBe(true);
    expect(isInventoryItemInUse(q(5, 0, 1))).toBe(true);
    fc.assert(
      fc.property(quantities, (i) => {
        expect(isInventoryItemInUse(i)).toBe(i.quantityPending > 0 || i.quantityConfirmed > 0);
      }),
    );
  });

  it('[INV-020] is fully requested when pending > 0 and available = confirmed + pending', () => {
    expect(isInventoryItemFullyRequested(q(3, 2, 1))).toBe(true);
    expect(isInventoryItemFullyRequested(q(3, 0, 3))).toBe(false);
    expect(isInventoryItemFullyRequested(q(4, 2, 1))).toBe(false);
  });

  it('[INV-021] is sold out when available <= confirmed', () => {
    expect(isInventoryItemSoldOut(q(2, 0, 2))).toBe(true);
    expect(isInventoryItemSoldOut(q(2, 0, 3))).toBe(true);
    expect(isInventoryItemSoldOut(q(0, 0, 0))).toBe(true);
    expect(isInventoryItemSoldOut(q(3, 5, 2))).toBe(false);
  });

  it('[INV-022] is open only if neither sold out nor fully requested', () => {
    expect(isInventoryItemOpen(q(3, 1, 1))).toBe(true);
    expect(isInventoryItemOpen(q(3, 2, 1))).toBe(false);
    expect(isInventoryItemOpen(q(1, 0, 1))).toBe(false);
    fc.assert(
      fc.property(quantities, (i) => {
        expect(isInventoryItemOpen(i)).toBe(!isInventoryItemSoldOut(i) && !isInventoryItemFullyRequested(i));
        if (isInventoryItemOpen(i)) expect(i.quantityAvailable).toBeGreaterThan(i.quantityConfirmed);
      }),
    );
  });

  it('[INV-023] display status is confirmed, then reserved, then available (DECIDE)', () => {
    expect(inventoryItemDisplayStatus(q(4, 2, 1))).toBe('confirmed');
    expect(inventoryItemDisplayStatus(q(4, 2, 0))).toBe('reserved');
    expect(inventoryItemDisplayStatus(q(4, 0, 0))).toBe('available');
    fc.assert(
      fc.property(quantities, (i) => {
        expect(inventoryItemDisplayStatus(i) === 'available').toBe(!isInventoryItemInUse(i));
      }),
    );
  });
});

describe('inventory permissions', () => {
  it('[INV-011] the Add Inventory button is for hosts only', () => {
    expect(canAddInventoryItem('host')).toBe(true);
    expect(canAddInventoryItem('operator')).toBe(false);
    expect(canAddInventoryItem('admin')).toBe(false);
  });

  it('[INV-016] the host row menu offers edit, duplicate and delete', () => {
    expect(inventoryRowMenuActions('host')).toEqual(['edit', 'duplicate', 'delete']);
  });

  it('[INV-017] operators and admins see edit and delete, neither add nor duplicate', () => {
    expect(inventoryRowMenuActions('operator')).toEqual(['edit', 'delete']);
    expect(inventoryRowMenuActions('admin')).toEqual(['edit', 'delete']);
    expect(canAddInventoryItem('admin')).toBe(false);
  });

  it('[INV-024] the form modes are create, update, duplicate and delete', () => {
    expect(inventoryFormModesFor('host')).toEqual(['create', 'update', 'duplicate', 'delete']);
  });

  it('[INV-025] duplicate copies the item without its id and is for hosts only', () => {
    const item = inventoryItemSchema.parse(fullItem);
    const copy = duplicateInventoryItem(item);
    expect(copy).not.toHaveProperty('_id');
    expect(copy).not.toHaveProperty('id');
    expect(copy).toMatchObject({
      itinerary: 'itn_1',
      startDate: '2026-05-01',
      packageLevel: 'premium',
      costSchedule: item.costSchedule,
      quantityPending: 0,
      quantityConfirmed: 0,
      pendingTrips: [],
      confirmedTrips: [],
    });
    expect(inventoryFormModesFor('operator')).toEqual(['update', 'delete']);
    expect(inventoryFormModesFor('operator')).not.toContain('duplicate');
  });
});

describe('trip quantity changes', () => {
  it('[INV-026] an in-use item can only have its trip quantity raised', () => {
    expect(canChangeInventoryTripQuantity(q(5, 1, 0), 4)).toBe(false);
    expect(canChangeInventoryTripQuantity(q(5, 1, 0), 5)).toBe(true);
    expect(canChangeInventoryTripQuantity(q(5, 0, 2), 7)).toBe(true);
    expect(canChangeInventoryTripQuantity(q(5, 0, 0), 2)).toBe(true);
    fc.assert(
      fc.property(quantities, fc.nat(60), (i, next) => {
        if (isInventoryItemInUse(i) && next < i.quantityAvailable)
          expect(canChangeInventoryTripQuantity(i, next)).toBe(false);
        if (next >= i.quantityAvailable) expect(canChangeInventoryTripQuantity(i, next)).toBe(true);
      }),
    );
  });

  it("[INV-041] an in-use item shows 'This date is in use' with 'Trip Quantity can only be increased.'", () => {
    expect(inventoryInUseNotice(q(3, 1, 0))).toEqual({
      title: 'This date is in use',
      text: 'Trip Quantity can only be increased.',
    });
    expect(inventoryInUseNotice(q(3, 0, 0))).toBeUndefined();
  });
});

describe('inventory form validation', () => {
  const schema = inventoryFormSchema({ mode: 'create' });
  const valid = {
    packageLevel: 'economy',
    quantityAvailable: 2,
    singleSupplementPrice: 120,
    singleSupplementQuantityAvailable: 4,
  };
  const messages = (input: unknown) => {
    const r = schema.safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('[INV-027] package is required with a message naming the field', () => {
    expect(messages({ ...valid, packageLevel: undefined }).packageLevel).toBe('Package is required');
    expect(messages({ ...valid, packageLevel: '' }).packageLevel).toBe('Package is required');
  });

  it('[INV-028] package must be one of standard, economy, premium', () => {
    expect(messages({ ...valid, packageLevel: 'luxury' }).packageLevel).toBe(
      'Package must be one of standard, economy, premium',
    );
    for (const level of PACKAGE_LEVELS)
      expect(schema.parse({ ...valid, packageLevel: level }).packageLevel).toBe(level);
  });

  it('[INV-029] trip quantity is required, a number and at least 0', () => {
    expect(messages({ ...valid, quantityAvailable: '' }).quantityAvailable).toBe('Trip Quantity is required');
    expect(messages({ ...valid, quantityAvailable: 'abc' }).quantityAvailable).toBe('Trip Quantity must be a number');
    expect(messages({ ...valid, quantityAvailable: -1 }).quantityAvailable).toBe('Trip Quantity must be at least 0');
    expect(schema.parse({ ...valid, quantityAvailable: '0' }).quantityAvailable).toBe(0);
  });

  it('[INV-030] single supplement price is required, a number and at least 0', () => {
    expect(messages({ ...valid, singleSupplementPrice: undefined }).singleSupplementPrice).toBe(
      'Single Supplement Price is required',
    );
    expect(messages({ ...valid, singleSupplementPrice: 'x' }).singleSupplementPrice).toBe(
      'Single Supplement Price must be a number',
    );
    expect(messages({ ...valid, singleSupplementPrice: -5 }).singleSupplementPrice).toBe(
      'Single Supplement Price must be at least 0',
    );
  });

  it('[INV-031] single supplement quantity is required, a number and at least 0', () => {
    expect(messages({ ...valid, singleSupplementQuantityAvailable: null }).singleSupplementQuantityAvailable).toBe(
      'Single Supplement Quantity is required',
    );
    expect(messages({ ...valid, singleSupplementQuantityAvailable: 'two' }).singleSupplementQuantityAvailable).toBe(
      'Single Supplement Quantity must be a number',
    );
    expect(messages({ ...valid, singleSupplementQuantityAvailable: -1 }).singleSupplementQuantityAvailable).toBe(
      'Single Supplement Quantity must be at least 0',
    );
  });

  it('[INV-033] prices are currency values with a minimum of 0', () => {
    expect(messages({ ...valid, preTransferPrice: -1 }).preTransferPrice).toBe(
      'Pre-Trip Transfer Price must be at least 0',
    );
    expect(messages({ ...valid, costSchedule: [{ numberOfTravelers: 2, price: -3 }] })['costSchedule.0.price']).toBe(
      'Price must be at least 0',
    );
    expect(schema.parse({ ...valid, postTransferPrice: '12.50' }).postTransferPrice).toBe(12.5);
  });

  it('[INV-034] blank or zero optional prices are dropped from the saved item', () => {
    const values = schema.parse({
      ...valid,
      preTransferPrice: 0,
      postTransferPrice: 75.5,
      costSchedule: [
        { numberOfTravelers: 2, price: 0 },
        { numberOfTravelers: 3, price: '' },
        { numberOfTravelers: 4, price: 1999.99 },
      ],
      preAccommodation: { single: { price: 0 }, double: { price: 130 } },
    });
    const saved = inventoryFormToItemInput(values, { itinerary: 'itn_9', startDate: '2026-07-01', currency: 'USD' });
    expect(saved).not.toHaveProperty('preTransferPrice');
    expect(saved.postTransferPrice).toBe(7550);
    expect(saved.costSchedule).toEqual([{ numberOfTravelers: 4, price: 199999 }]);
    expect(saved.singleSupplementPrice).toBe(12000);
    expect(saved.preAccommodation).toEqual({
      single: { quantityAvailable: DEFAULT_QUANTITY_AVAILABLE, maxNights: DEFAULT_MAX_NIGHTS },
      double: { price: 13000, quantityAvailable: DEFAULT_QUANTITY_AVAILABLE, maxNights: DEFAULT_MAX_NIGHTS },
    });
    expect(inventoryItemSchema.parse(saved).startDate).toBe('2026-07-01');
    expect(normalizeOptionalInventoryPrice(0)).toBeUndefined();
  });

  it('[INV-035] blank optional transfer and accommodation prices become undefined', () => {
    const values = schema.parse({
      ...valid,
      preTransferPrice: '',
      postTransferPrice: '  ',
      postAccommodation: { double: { price: '' } },
    });
    expect(values.preTransferPrice).toBeUndefined();
    expect(values.postTransferPrice).toBeUndefined();
    expect(values.postAccommodation?.double?.price).toBeUndefined();
    expect(normalizeOptionalInventoryPrice('')).toBeUndefined();
    expect(normalizeOptionalInventoryPrice(null)).toBeUndefined();
    expect(normalizeOptionalInventoryPrice('40')).toBe(40);
    fc.assert(
      fc.property(fc.oneof(fc.constant(''), fc.constant(null), fc.constant(undefined), fc.double()), (v) => {
        const out = normalizeOptionalInventoryPrice(v);
        expect(out === undefined || out > 0).toBe(true);
      }),
    );
  });
});

describe('price tiers', () => {
  it('[INV-042] price tiers run from the minimum spots to the maximum spots', () => {
    expect(inventoryPriceTierCounts(4, 7)).toEqual([4, 5, 6, 7]);
    expect(initialInventoryPriceTiers(2, 4, [{ numberOfTravelers: 3, price: 900 }])).toEqual([
      { numberOfTravelers: 2, price: undefined },
      { numberOfTravelers: 3, price: 900 },
      { numberOfTravelers: 4, price: undefined },
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 30 }), (min, extra) => {
        const counts = inventoryPriceTierCounts(min, min + extra);
        expect(counts[0]).toBe(min);
        expect(counts.at(-1)).toBe(min + extra);
        expect(counts).toHaveLength(extra + 1);
      }),
    );
  });

  it('[INV-043] a tier may be removed unless it is the smallest or largest of more than two tiers outside min/max spots', () => {
    const tiers = [2, 4, 6, 12].map((n) => ({ numberOfTravelers: n }));
    const spots = { minimumSpots: 4, maximumSpots: 10 };
    expect(canRemoveInventoryPriceTier(tiers, 0, spots)).toBe(false); // smallest, below min
    expect(canRemoveInventoryPriceTier(tiers, 3, spots)).toBe(false); // largest, above max
    expect(canRemoveInventoryPriceTier(tiers, 1, spots)).toBe(true);
    expect(canRemoveInventoryPriceTier(tiers, 2, spots)).toBe(true);
    expect(canRemoveInventoryPriceTier(tiers.slice(0, 2), 0, spots)).toBe(true); // only two tiers
    expect(
      canRemoveInventoryPriceTier(
        [4, 6, 10].map((n) => ({ numberOfTravelers: n })),
        0,
        spots,
      ),
    ).toBe(true);
    expect(canRemoveInventoryPriceTier(tiers, 9, spots)).toBe(false);
  });

  it('[INV-044] a new tier is added blank', () => {
    expect(addBlankInventoryPriceTier([{ numberOfTravelers: 5, price: 100 }])).toEqual([
      { numberOfTravelers: 5, price: 100 },
      { numberOfTravelers: 6, price: undefined },
    ]);
    expect(addBlankInventoryPriceTier([])).toEqual([{ numberOfTravelers: 1, price: undefined }]);
  });

  it('[INV-005] the table shows the min and max price of the price schedule', () => {
    expect(inventoryItemPriceRange(inventoryItemSchema.parse(fullItem))).toEqual({ min: 210000, max: 250000 });
    expect(inventoryItemPriceRange({ costSchedule: [] })).toBeUndefined();
  });
});

describe('new inventory item defaults', () => {
  it('[INV-045] a new item has a trip quantity of 1', () => {
    expect(newInventoryItemDefaults('2026-01-15').quantityAvailable).toBe(1);
  });

  it('[INV-046] a new item has a single supplement quantity of 10', () => {
    expect(newInventoryItemDefaults('2026-01-15').singleSupplementQuantityAvailable).toBe(10);
  });

  it('[INV-047] single and double rooms default to DEFAULT_QUANTITY_AVAILABLE = 10 (DECIDE)', () => {
    const d = newInventoryItemDefaults('2026-01-15');
    expect(d.preAccommodation.single.quantityAvailable).toBe(10);
    expect(d.postAccommodation.double.quantityAvailable).toBe(10);
  });

  it('[INV-048] single and double rooms default to DEFAULT_MAX_NIGHTS = 3 (DECIDE)', () => {
    const d = newInventoryItemDefaults('2026-01-15');
    expect(d.preAccommodation.double.maxNights).toBe(3);
    expect(d.postAccommodation.single.maxNights).toBe(3);
  });

  it('[INV-049] the start date defaults to AVAILABILITY_MONTHS_IN_ADVANCE = 6 months ahead (DECIDE)', () => {
    expect(newInventoryItemDefaults('2026-01-15').startDate).toBe('2026-07-15');
    expect(newInventoryItemDefaults('2025-08-31').startDate).toBe('2026-02-28');
    expect(newInventoryItemDefaults('2026-01-15', 'premium').packageLevel).toBe('premium');
  });
});

describe('start date picker', () => {
  const items = [
    { startDate: '2026-06-01', quantityPending: 1, quantityConfirmed: 0 },
    { startDate: '2026-06-10', quantityPending: 0, quantityConfirmed: 0 },
  ];

  it('[INV-036] dates before the minimum date (today + 30 days, DECIDE) are not selectable', () => {
    expect(inventoryStartDateBounds('2026-01-01').min).toBe('2026-01-31');
    expect(checkInventoryStartDate('2026-01-30', [], '2026-01-01')).toEqual({
      selectable: false,
      reason: 'before-minimum',
    });
    expect(checkInventoryStartDate('2026-01-31', [], '2026-01-01')).toEqual({ selectable: true });
  });

  it('[INV-037] dates after the window of lead months (24, DECIDE) are not selectable', () => {
    expect(inventoryStartDateBounds('2026-01-01').max).toBe('2028-01-01');
    expect(checkInventoryStartDate('2028-01-02', [], '2026-01-01')).toEqual({
      selectable: false,
      reason: 'after-maximum',
    });
    expect(checkInventoryStartDate('2028-01-01', [], '2026-01-01').selectable).toBe(true);
  });

  it('[INV-038] the start date is disabled on update', () => {
    expect(isInventoryStartDateEditable('update')).toBe(false);
    expect(isInventoryStartDateEditable('create')).toBe(true);
    expect(isInventoryStartDateEditable('duplicate')).toBe(true);
  });

  it("[INV-039] reserved dates are disabled with 'This date has been reserved'", () => {
    expect(reservedInventoryDates(items)).toEqual(['2026-06-01']);
    expect(checkInventoryStartDate('2026-06-01', items, '2026-01-01')).toEqual({
      selectable: false,
      reason: 'reserved',
      message: 'This date has been reserved',
    });
  });

  it("[INV-040] a date with a departure warns 'You already have a departure available on this date' and stays savable", () => {
    expect(checkInventoryStartDate('2026-06-10', items, '2026-01-01')).toEqual({
      selectable: true,
      warning: 'You already have a departure available on this date',
    });
  });
});

describe('inventory table', () => {
  it('[INV-007] shows 25 rows before a View All control', () => {
    const rows = Array.from({ length: 30 }, (_, i) => i);
    expect(visibleInventoryRows(rows, false)).toEqual({ rows: rows.slice(0, 25), showViewAll: true });
    expect(visibleInventoryRows(rows, true)).toEqual({ rows, showViewAll: false });
    expect(visibleInventoryRows(rows.slice(0, 25), false).showViewAll).toBe(false);
  });

  it('[INV-008] a year selector appears when the items span more than one year', () => {
    expect(showsInventoryYearSelector([{ startDate: '2026-01-01' }, { startDate: '2026-12-31' }])).toBe(false);
    expect(showsInventoryYearSelector([{ startDate: '2026-12-31' }, { startDate: '2027-01-01' }])).toBe(true);
  });

  it('[INV-009] year groups are sorted newest first', () => {
    const groups = groupInventoryItemsByYear([
      { startDate: '2026-03-01' },
      { startDate: '2028-01-01' },
      { startDate: '2026-01-01' },
      { startDate: '2027-05-05' },
    ]);
    expect(groups.map((g) => g.year)).toEqual([2028, 2027, 2026]);
    expect(groups[2]?.items.map((i) => i.startDate)).toEqual(['2026-01-01', '2026-03-01']);
  });

  it('[INV-012] a trip is confirmed in the dialog from confirmed on, pending before, and a cancelled one is not listed', () => {
    expect(inventoryTripState('created')).toBe('pending');
    expect(inventoryTripState('early-confirmed')).toBe('pending');
    expect(inventoryTripState('confirmed')).toBe('confirmed');
    expect(inventoryTripState('complete')).toBe('confirmed');
    expect(inventoryTripState('cancelled')).toBeUndefined();
  });
});

describe('inventory messages', () => {
  it("[INV-054] success toasts are 'Itinerary Saved' with the verb matching the action", () => {
    expect(inventorySavedToast('create')).toEqual({
      title: 'Itinerary Saved',
      message: 'The inventory item has been created',
    });
    expect(inventorySavedToast('update').message).toBe('The inventory item has been updated');
    expect(inventorySavedToast('delete').message).toBe('The inventory item has been deleted');
  });

  it("[INV-053] a failed delete toasts 'Cannot delete inventory item' with the error message", () => {
    expect(inventoryDeleteFailedToast('Item has trips')).toEqual({
      title: 'Cannot delete inventory item',
      message: 'Item has trips',
    });
  });

  it("[INV-051] a failed create or update shows an inline alert titled 'Error' with the error text", () => {
    expect(inventorySaveErrorAlert('Start date taken')).toEqual({ title: 'Error', message: 'Start date taken' });
  });
});
