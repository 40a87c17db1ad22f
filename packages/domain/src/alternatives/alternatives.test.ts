// Tests of accommodation alternatives: entities, day ranges, selections, form, permission, card state and messages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USER_GROUPS } from '../shared/statuses.js';
import {
  accommodationAlternativeSchema,
  accommodationDayRangeSchema,
  alternativeAccommodationFormSchema,
} from './alternative.schema.js';
import { INVENTORY_ACCOMMODATION_CARD_STATES } from './alternatives.constants.js';
import {
  accommodationDayRanges,
  accommodationOptionsForRange,
  accommodationSelectionsUpdate,
  alternativeAccommodationFormDefaults,
  alternativeActionMessage,
  alternativeDescriptionDisplay,
  alternativesCountLabel,
  canManageAccommodationAlternatives,
  canManageItineraryAlternatives,
  effectiveAccommodationSelections,
  findInventoryItemToSave,
  inventoryAccommodationCardState,
  inventoryBatchSaveMessage,
  selectAccommodationForRange,
  swapAlternativeWithDefault,
  validateAccommodationSelections,
} from './alternatives.rules.js';

const acc = (id: string, dayIndex: number, duration: number, alternatives: string[] = []) => ({
  service: { type: 'ACCOMMODATION', _id: id, alternatives },
  duration,
  dayIndex,
});
const servicesByDay = [
  [acc('riad', 0, 2, ['kasbah', 'hostel']), { service: { type: 'ACTIVITY', _id: 'hike' }, dayIndex: 0 }],
  [],
  [acc('camp', 2, 1, ['luxcamp'])],
  [{ service: { type: 'INFO', _id: 'info' }, dayIndex: 3 }],
];
// The ranges of servicesByDay, written out: the rules under test run only inside tests, where StrykerJS can tell their
// mutants apart (a call at import time would make them static mutants, left out of the score).
const ranges = [
  { index: 0, startDayIndex: 0, duration: 2, defaultAccommodationId: 'riad', alternativeIds: ['kasbah', 'hostel'] },
  { index: 1, startDayIndex: 2, duration: 1, defaultAccommodationId: 'camp', alternativeIds: ['luxcamp'] },
];

describe('accommodation day ranges and selections', () => {
  it('[ALT-001] alternatives are defined per accommodation day range and selectable per inventory item', () => {
    expect(accommodationDayRanges(servicesByDay)).toEqual([
      { index: 0, startDayIndex: 0, duration: 2, defaultAccommodationId: 'riad', alternativeIds: ['kasbah', 'hostel'] },
      { index: 1, startDayIndex: 2, duration: 1, defaultAccommodationId: 'camp', alternativeIds: ['luxcamp'] },
    ]);
    expect(accommodationOptionsForRange(ranges[0]!)).toEqual(['riad', 'kasbah', 'hostel']);
    const itemA = selectAccommodationForRange(ranges, [], 0, 'kasbah');
    const itemB = selectAccommodationForRange(ranges, [], 1, 'luxcamp');
    expect(itemA).toEqual(['kasbah', 'camp']);
    expect(itemB).toEqual(['riad', 'luxcamp']);
    expect(selectAccommodationForRange(ranges, [], 1, 'kasbah')).toBeUndefined();
    expect(
      accommodationDayRangeSchema.parse({ index: 0, startDayIndex: 0, duration: 1, defaultAccommodationId: 'x' })
        .alternativeIds,
    ).toEqual([]);
    const alt = accommodationAlternativeSchema.parse({
      type: 'ACCOMMODATION',
      name: 'Kasbah',
      dayRangeIndex: 0,
      defaultAccommodationId: 'riad',
    });
    expect(alt).toMatchObject({ dayRangeIndex: 0, starRating: 3, price: 0 });
  });

  it('[ALT-002] accommodationSelections holds one chosen accommodation id per day range', () => {
    // An item that chose nothing yet holds every range's default.
    expect(effectiveAccommodationSelections(ranges)).toEqual(['riad', 'camp']);
    expect(effectiveAccommodationSelections(ranges, ['hostel'])).toEqual(['hostel', 'camp']);
    expect(effectiveAccommodationSelections(ranges, ['gone', 'luxcamp'])).toEqual(['riad', 'luxcamp']);
    expect(validateAccommodationSelections(ranges, ['riad', 'camp'])).toEqual({});
    expect(validateAccommodationSelections(ranges, ['riad'])).toEqual({
      accommodationSelections: 'Choose one accommodation for each of the 2 day ranges',
    });
    expect(validateAccommodationSelections(ranges, ['riad', 'kasbah'])).toEqual({
      'accommodationSelections.1': 'This accommodation is not an option for this day range',
    });
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('riad', 'kasbah', 'hostel', 'camp', 'luxcamp', 'x'), { maxLength: 4 }),
        (sel) => {
          const whole = effectiveAccommodationSelections(ranges, sel);
          expect(whole).toHaveLength(ranges.length);
          expect(validateAccommodationSelections(ranges, whole)).toEqual({});
        },
      ),
    );
  });

  it('[ALT-019] the panel saves inventory items with only accommodationSelections', () => {
    expect(accommodationSelectionsUpdate(['kasbah', 'camp'])).toEqual({ accommodationSelections: ['kasbah', 'camp'] });
  });

  it('[ALT-005] swapping makes the alternative the default and the old default an alternative', () => {
    expect(swapAlternativeWithDefault(ranges[0]!, 'hostel')).toMatchObject({
      defaultAccommodationId: 'hostel',
      alternativeIds: ['kasbah', 'riad'],
    });
    expect(swapAlternativeWithDefault(ranges[0]!, 'camp')).toBeUndefined();
  });

  it('[ALT-001] a range is one accommodation entry with an id: entries without an id are skipped, a missing or short duration is one day, missing alternatives none', () => {
    const days = [
      [{ service: { type: 'ACCOMMODATION' }, duration: 3, dayIndex: 0 }],
      [
        { service: { type: 'ACCOMMODATION', _id: '' }, dayIndex: 1 },
        { service: { type: 'ACCOMMODATION', _id: 'inn' }, dayIndex: 1 },
      ],
      [{ service: { type: 'ACCOMMODATION', _id: 'lodge', alternatives: [] }, duration: 0, dayIndex: 2 }],
    ];
    expect(accommodationDayRanges(days)).toEqual([
      { index: 0, startDayIndex: 1, duration: 1, defaultAccommodationId: 'inn', alternativeIds: [] },
      { index: 1, startDayIndex: 2, duration: 1, defaultAccommodationId: 'lodge', alternativeIds: [] },
    ]);
    expect(accommodationDayRanges([])).toEqual([]);
  });

  it('[ALT-001] the default is offered once even when it is also listed among the alternatives', () => {
    const range = { defaultAccommodationId: 'riad', alternativeIds: ['kasbah', 'riad', 'hostel'] };
    expect(accommodationOptionsForRange(range)).toEqual(['riad', 'kasbah', 'hostel']);
  });

  it('[ALT-002] choosing for a day range that does not exist changes nothing; a choice keeps the other ranges whole', () => {
    expect(selectAccommodationForRange(ranges, ['hostel', 'luxcamp'], 2, 'riad')).toBeUndefined();
    expect(selectAccommodationForRange(ranges, ['hostel', 'luxcamp'], -1, 'riad')).toBeUndefined();
    expect(selectAccommodationForRange(ranges, ['hostel', 'luxcamp'], 1, 'camp')).toEqual(['hostel', 'camp']);
    expect(selectAccommodationForRange(ranges, ['gone'], 1, 'luxcamp')).toEqual(['riad', 'luxcamp']);
  });

  it('[ALT-002] too many selections, or none for ranges, is one count message; each wrong id is keyed by its range', () => {
    expect(validateAccommodationSelections(ranges, ['riad', 'camp', 'x'])).toEqual({
      accommodationSelections: 'Choose one accommodation for each of the 2 day ranges',
    });
    expect(validateAccommodationSelections(ranges, [])).toEqual({
      accommodationSelections: 'Choose one accommodation for each of the 2 day ranges',
    });
    expect(validateAccommodationSelections([], [])).toEqual({});
    expect(validateAccommodationSelections(ranges, ['camp', 'riad'])).toEqual({
      'accommodationSelections.0': 'This accommodation is not an option for this day range',
      'accommodationSelections.1': 'This accommodation is not an option for this day range',
    });
  });

  it("[ALT-005] a swap keeps the range's other fields and the alternatives' order", () => {
    expect(swapAlternativeWithDefault(ranges[0]!, 'kasbah')).toEqual({
      index: 0,
      startDayIndex: 0,
      duration: 2,
      defaultAccommodationId: 'kasbah',
      alternativeIds: ['riad', 'hostel'],
    });
  });
});

describe('alternative accommodation form', () => {
  const schema = alternativeAccommodationFormSchema(2);
  const valid = {
    name: 'Kasbah',
    accommodationType: 'Guesthouse',
    occupancy: 'Double',
    starRating: 4,
    description: 'Mud-brick',
  };
  const messages = (input: unknown) => {
    const r = schema.safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('[ALT-011] name is required with a message naming the field', () => {
    expect(messages({ ...valid, name: '' }).name).toBe('Name is required');
  });
  it('[ALT-012] accommodation type is required with a message naming the field', () => {
    expect(messages({ ...valid, accommodationType: undefined }).accommodationType).toBe(
      'Accommodation Type is required',
    );
  });
  it('[ALT-013] occupancy is required with a message naming the field', () => {
    expect(messages({ ...valid, occupancy: ' ' }).occupancy).toBe('Occupancy is required');
  });
  it('[ALT-014] star rating is required with a message naming the field', () => {
    expect(messages({ ...valid, starRating: '' }).starRating).toBe('Star Rating is required');
    expect(messages({ ...valid, starRating: undefined }).starRating).toBe('Star Rating is required');
  });
  it('[ALT-015] description is required with a message naming the field', () => {
    expect(messages({ ...valid, description: '' }).description).toBe('Description is required');
  });

  it('[ALT-014] [ALT-017] star rating and price typed as text are read as numbers; other kinds of value are refused', () => {
    expect(schema.parse({ ...valid, starRating: '4', price: '12.5' })).toMatchObject({ starRating: 4, price: 12.5 });
    expect(messages({ ...valid, starRating: true, price: true })).toEqual({
      starRating: 'Star Rating is required',
      price: 'Price must be a number',
    });
    expect(messages({ ...valid, starRating: '0', price: '-1' })).toEqual({
      starRating: 'Star Rating is required',
      price: 'Price must be at least 0',
    });
  });

  it('[ALT-016] the number of nights is fixed to the day range', () => {
    expect(schema.parse({ ...valid, numberOfNights: 7 }).numberOfNights).toBe(2);
    expect(alternativeAccommodationFormDefaults(3).numberOfNights).toBe(3);
  });

  it('[ALT-017] price defaults to 0', () => {
    expect(schema.parse(valid).price).toBe(0);
    expect(schema.parse({ ...valid, price: '' }).price).toBe(0);
    expect(alternativeAccommodationFormDefaults(2).price).toBe(0);
  });

  it('[ALT-004] [ALT-017] a new alternative starts blank with price 0, not or-similar and no images', () => {
    expect(alternativeAccommodationFormDefaults(2)).toEqual({
      name: '',
      accommodationType: '',
      occupancy: '',
      starRating: undefined,
      description: '',
      price: 0,
      numberOfNights: 2,
      orSimilar: false,
      images: [],
    });
    expect(alternativeAccommodationFormDefaults(2, {})).toEqual(alternativeAccommodationFormDefaults(2));
  });

  it('[ALT-004] every field of an existing alternative is carried to the form, its price in major units', () => {
    const images = ['a.jpg', 'b.jpg'];
    const defaults = alternativeAccommodationFormDefaults(
      4,
      {
        name: 'Kasbah',
        accommodationType: 'Guesthouse',
        occupancy: 'Double',
        starRating: 5,
        description: 'Mud-brick',
        price: 1250,
        numberOfNights: 9,
        orSimilar: true,
        images,
      },
      'EUR',
    );
    expect(defaults).toEqual({
      name: 'Kasbah',
      accommodationType: 'Guesthouse',
      occupancy: 'Double',
      starRating: 5,
      description: 'Mud-brick',
      price: 12.5,
      numberOfNights: 4,
      orSimilar: true,
      images: ['a.jpg', 'b.jpg'],
    });
    // The form edits a copy: the alternative's own image list is left alone.
    expect(defaults.images).not.toBe(images);
    expect(alternativeAccommodationFormDefaults(1, { price: 0 }).price).toBe(0);
  });

  it('[ALT-004] an existing alternative is edited from its own values', () => {
    const existing = accommodationAlternativeSchema.parse({
      type: 'ACCOMMODATION',
      name: 'Kasbah',
      accommodationType: 'Guesthouse',
      occupancy: 'Double',
      starRating: 4,
      description: 'Mud-brick',
      price: 12550,
      dayRangeIndex: 0,
    });
    const defaults = alternativeAccommodationFormDefaults(2, existing);
    expect(defaults).toMatchObject({ name: 'Kasbah', starRating: 4, price: 125.5, numberOfNights: 2 });
    expect(schema.parse(defaults)).toMatchObject({ name: 'Kasbah', price: 125.5, numberOfNights: 2 });
  });
});

describe('alternatives permissions, card state and messages', () => {
  it('[ALT-018] on itineraries only admins and trip managers manage alternatives (DECIDE)', () => {
    expect(USER_GROUPS.filter(canManageAccommodationAlternatives)).toEqual(['admin', 'tripManager']);
    expect(canManageAccommodationAlternatives(undefined)).toBe(false);
  });

  it("[ALT-018] the owning operator manages their own itinerary's alternatives; other operators, hosts and travelers never", () => {
    expect(canManageItineraryAlternatives('operator', true)).toBe(true);
    expect(canManageItineraryAlternatives('operator', false)).toBe(false);
    expect(canManageItineraryAlternatives('admin', false)).toBe(true);
    expect(canManageItineraryAlternatives('tripManager', false)).toBe(true);
    expect(canManageItineraryAlternatives('host', true)).toBe(false);
    expect(canManageItineraryAlternatives('traveler', true)).toBe(false);
    expect(canManageItineraryAlternatives(undefined, true)).toBe(false);
  });

  it('[ALT-010] an accommodation card is assigned, selected, unselected, disabled, saving or idle', () => {
    const base = { accommodationId: 'kasbah', savedSelection: 'kasbah', draftSelection: undefined };
    expect(inventoryAccommodationCardState(base)).toBe('assigned');
    expect(inventoryAccommodationCardState({ ...base, draftSelection: 'riad' })).toBe('unselected');
    expect(inventoryAccommodationCardState({ ...base, savedSelection: 'riad', draftSelection: 'kasbah' })).toBe(
      'selected',
    );
    expect(inventoryAccommodationCardState({ ...base, savedSelection: 'riad' })).toBe('idle');
    expect(inventoryAccommodationCardState({ ...base, saving: true, disabled: true })).toBe('saving');
    expect(inventoryAccommodationCardState({ ...base, disabled: true })).toBe('disabled');
  });

  it('[ALT-008] the alternatives count is pluralised', () => {
    expect(alternativesCountLabel(1)).toBe('1 alternative');
    expect(alternativesCountLabel(0)).toBe('0 alternatives');
    expect(alternativesCountLabel(3)).toBe('3 alternatives');
  });

  it("[ALT-009] a description truncates to 3 lines with 'View more' / 'View less'", () => {
    expect(alternativeDescriptionDisplay(false)).toEqual({ maxLines: 3, toggleLabel: 'View more' });
    expect(alternativeDescriptionDisplay(true)).toEqual({ maxLines: undefined, toggleLabel: 'View less' });
  });

  it("[ALT-020] when some saves fail: 'Some changes failed to save' with x of y changes failed", () => {
    expect(inventoryBatchSaveMessage(2, 5)).toEqual({
      ok: false,
      title: 'Some changes failed to save',
      description: '2 of 5 changes failed',
    });
  });

  it("[ALT-021] when every save succeeds: 'Inventory updated'", () => {
    expect(inventoryBatchSaveMessage(0, 5)).toEqual({ ok: true, title: 'Inventory updated' });
  });

  it("[ALT-022] saving an item that cannot be found raises 'Inventory item not found'", () => {
    const items = [{ _id: 'a' }, { id: 'b' }];
    expect(findInventoryItemToSave(items, 'a')).toEqual({ ok: true, item: { _id: 'a' } });
    expect(findInventoryItemToSave(items, 'b').ok).toBe(true);
    expect(findInventoryItemToSave(items, 'z')).toEqual({ ok: false, error: 'Inventory item not found' });
    expect(findInventoryItemToSave(items, 'b')).toEqual({ ok: true, item: { id: 'b' } });
    // An item whose id differs from its _id is found by either.
    const both = [{ id: 'public', _id: 'stored' }];
    expect(findInventoryItemToSave(both, 'public')).toEqual({ ok: true, item: both[0] });
    expect(findInventoryItemToSave(both, 'stored')).toEqual({ ok: true, item: both[0] });
    expect(findInventoryItemToSave([], 'a')).toEqual({ ok: false, error: 'Inventory item not found' });
  });

  it("[ALT-023] [ALT-025] [ALT-027] [ALT-029] successes: 'Alternative created/updated/deleted', 'Accommodations swapped'", () => {
    expect(alternativeActionMessage('create', true)).toBe('Alternative created');
    expect(alternativeActionMessage('update', true)).toBe('Alternative updated');
    expect(alternativeActionMessage('delete', true)).toBe('Alternative deleted');
    expect(alternativeActionMessage('swap', true)).toBe('Accommodations swapped');
  });

  it("[ALT-024] [ALT-026] [ALT-028] [ALT-030] failures: 'Error creating/updating/deleting alternative', 'Error swapping accommodations'", () => {
    expect(alternativeActionMessage('create', false)).toBe('Error creating alternative');
    expect(alternativeActionMessage('update', false)).toBe('Error updating alternative');
    expect(alternativeActionMessage('delete', false)).toBe('Error deleting alternative');
    expect(alternativeActionMessage('swap', false)).toBe('Error swapping accommodations');
  });
});

// The spec's list of accommodation card states, held against the spec's table (inventoryAccommodationCardState above
// returns
// them).
describe("the spec's lists", () => {
  it.each([
    [
      '[ALT-010] the accommodation card states',
      INVENTORY_ACCOMMODATION_CARD_STATES,
      ['assigned', 'selected', 'unselected', 'disabled', 'saving', 'idle'],
    ],
  ])('%s', (_name, actual, spec) => expect([...actual]).toEqual(spec));
});
