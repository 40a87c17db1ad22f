// Tests of the host itinerary: service editability, the gathering form, moves and deletes, workshops and prompts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRIP_STATUSES } from '../shared/statuses.js';
import {
  acceptWorkshop,
  addGatheringToDay,
  canAddOrEditGatherings,
  canDeleteHostService,
  canStartEditingItineraryItem,
  gatheringDayOptions,
  gatheringFormSchema,
  isHostServiceEditable,
  isTemporaryServiceId,
  isTripSupportOffered,
  isWorkshopOpen,
  itineraryNextStep,
  moveServiceToDay,
  newGathering,
  removeGathering,
  showNextPriceCard,
} from './gatherings.rules.js';
import { HOST_SERVICE_TYPES, type HostService, type HostServicesByDay } from './host-trip.schema.js';
import {
  GATHERING_TOAST_MS,
  GATHERING_TOASTS,
  ITINERARY_TAB_COPY,
  WORKSHOP_CREATED_TOAST,
  WORKSHOP_UPDATE_ERROR,
} from './workspace.constants.js';

const svc = (
  id: string,
  type: HostService['type'],
  dayIndex: number,
  extra: Partial<HostService> = {},
): HostService => ({
  _id: id,
  name: id,
  description: '',
  type,
  dayIndex,
  removed: false,
  deleted: false,
  ...extra,
});
const byDay: HostServicesByDay = [
  [svc('g1', 'INFORMAL_GATHERING', 0), svc('a1', 'ACTIVITY', 0)],
  [svc('w1', 'WORKSHOP_SPACE', 1, { acceptedByHost: true })],
  [],
];

describe('service editability', () => {
  it('[WSP-087] only gatherings can be deleted', () => {
    expect(HOST_SERVICE_TYPES.filter(canDeleteHostService)).toEqual(['INFORMAL_GATHERING']);
  });

  it('[WSP-088] workshop space entries are editable', () => {
    expect(isHostServiceEditable('WORKSHOP_SPACE')).toBe(true);
    expect(isHostServiceEditable('INFORMAL_GATHERING')).toBe(true);
  });

  it('[WSP-089] other service types are read-only', () => {
    expect(isHostServiceEditable('ACTIVITY')).toBe(false);
    expect(isHostServiceEditable('AIRPORT_TRANSFER')).toBe(false);
  });

  it('[WSP-090] gatherings cannot be added or edited when the trip is closed, cancelled or complete', () => {
    expect(TRIP_STATUSES.filter((s) => !canAddOrEditGatherings(s))).toEqual(['closed', 'complete', 'cancelled']);
  });
});

describe('gathering form', () => {
  it('[WSP-091] requires a trimmed name and description', () => {
    const schema = gatheringFormSchema(3);
    const r = schema.safeParse({ name: '  ', description: '', dayIndex: 0 });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Name is required'],
      ['description', 'Description is required'],
    ]);
    expect(schema.parse({ name: ' Welcome drinks ', description: ' Rooftop ', dayIndex: 1 })).toEqual({
      name: 'Welcome drinks',
      description: 'Rooftop',
      dayIndex: 1,
    });
  });

  it('[WSP-092] the day is chosen from the trip days', () => {
    expect(gatheringDayOptions(3)).toEqual([
      { value: 0, label: 'Day 1' },
      { value: 1, label: 'Day 2' },
      { value: 2, label: 'Day 3' },
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: -5, max: 40 }), (days, day) => {
        const ok = gatheringFormSchema(days).safeParse({ name: 'n', description: 'd', dayIndex: day }).success;
        expect(ok).toBe(day >= 0 && day < days);
      }),
    );
    expect(
      gatheringFormSchema(3).safeParse({ name: 'n', description: 'd', dayIndex: 3 }).error?.issues[0]?.message,
    ).toBe('Choose a day of the trip');
  });

  it('[WSP-092] a one-day trip offers only its first day; a trip without days offers none', () => {
    const form = (days: number, dayIndex: number) =>
      gatheringFormSchema(days).safeParse({ name: 'n', description: 'd', dayIndex }).success;
    expect([form(1, 0), form(1, 1), form(0, 0), form(0, -1)]).toEqual([true, false, false, false]);
    expect(gatheringDayOptions(1)).toEqual([{ value: 0, label: 'Day 1' }]);
    expect(gatheringDayOptions(0)).toEqual([]);
    expect(gatheringDayOptions(-2)).toEqual([]);
  });

  it('[WSP-091] [WSP-092] a missing or mistyped field names what is wrong with it', () => {
    const messages = (input: unknown) =>
      gatheringFormSchema(3)
        .safeParse(input)
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages({})).toEqual([
      ['name', 'Name is required'],
      ['description', 'Description is required'],
      ['dayIndex', 'Choose a day of the trip'],
    ]);
    expect(messages({ name: 'n', description: 'd', dayIndex: 1.5 })).toEqual([
      ['dayIndex', 'Choose a day of the trip'],
    ]);
    expect(messages({ name: 'n', description: 'd', dayIndex: -1 })).toEqual([['dayIndex', 'Choose a day of the trip']]);
  });
});

describe('gathering lifecycle helpers', () => {
  it('[WSP-082] a new gathering has a temporary id until it is created', () => {
    const g = newGathering(2, 'abc');
    expect(g).toEqual({
      _id: 'temp-abc',
      type: 'INFORMAL_GATHERING',
      dayIndex: 2,
      name: '',
      description: '',
      removed: false,
      deleted: false,
    });
    expect(isTemporaryServiceId(g._id)).toBe(true);
    expect(isTemporaryServiceId('65f0c1')).toBe(false);
  });

  it("[WSP-083] changing a gathering's day moves it to the new day", () => {
    const moved = moveServiceToDay(byDay, 'g1', 2);
    expect(moved[0]?.map((s) => s._id)).toEqual(['a1']);
    expect(moved[2]?.map((s) => [s._id, s.dayIndex])).toEqual([['g1', 2]]);
    expect(moveServiceToDay(byDay, 'missing', 1)).toBe(byDay);
    // a day past the last one adds the empty days between
    expect(moveServiceToDay(byDay, 'a1', 4).map((day) => day.map((s) => s._id))).toEqual([
      ['g1'],
      ['w1'],
      [],
      [],
      ['a1'],
    ]);
    expect(moveServiceToDay(byDay, 'a1', 3).map((day) => day.map((s) => s._id))).toEqual([['g1'], ['w1'], [], ['a1']]);
    fc.assert(
      fc.property(fc.constantFrom('g1', 'a1', 'w1'), fc.integer({ min: 0, max: 5 }), (id, day) => {
        const after = moveServiceToDay(byDay, id, day);
        expect(after.flat()).toHaveLength(byDay.flat().length);
        expect(after[day]?.some((s) => s._id === id && s.dayIndex === day)).toBe(true);
      }),
    );
  });

  it('[WSP-084] deleting a gathering removes it from servicesByDay, never another type', () => {
    expect(
      removeGathering(byDay, 'g1')
        .flat()
        .map((s) => s._id),
    ).toEqual(['a1', 'w1']);
    expect(removeGathering(byDay, 'a1').flat()).toHaveLength(3);
  });

  it('[WSP-086] only one itinerary item may be edited at a time', () => {
    expect(canStartEditingItineraryItem(null)).toEqual({ ok: true });
    expect(canStartEditingItineraryItem('g1')).toEqual({
      ok: false,
      code: 'ITEM_IN_PROGRESS',
      reason: 'Please finish editing your in-progress item before creating a new one.',
    });
  });

  it('[WSP-085] a new itinerary entry starts in edit mode', () => {
    const added = addGatheringToDay(byDay, 1, 'n1', null);
    expect(added).toMatchObject({ ok: true, editingItemId: 'temp-n1' });
    if (added.ok) expect(added.servicesByDay[1]?.map((s) => s._id)).toEqual(['w1', 'temp-n1']);
    expect(addGatheringToDay(byDay, 1, 'n2', 'temp-n1')).toEqual({
      ok: false,
      code: 'ITEM_IN_PROGRESS',
      reason: 'Please finish editing your in-progress item before creating a new one.',
    });
    expect(byDay[1]?.map((s) => s._id)).toEqual(['w1']);
    const later = addGatheringToDay(byDay, 4, 'n3', null);
    expect(later.ok && later.servicesByDay.map((day) => day.map((s) => s._id))).toEqual([
      ['g1', 'a1'],
      ['w1'],
      [],
      [],
      ['temp-n3'],
    ]);
    const next = addGatheringToDay(byDay, 3, 'n4', null);
    expect(next.ok && next.servicesByDay.map((day) => day.length)).toEqual([2, 1, 0, 1]);
    expect(next.ok && next.servicesByDay[3]?.[0]).toEqual(newGathering(3, 'n4'));
  });

  it('[WSP-096] a workshop is open while not accepted by the host and saving marks it accepted', () => {
    const w = svc('w2', 'WORKSHOP_SPACE', 0, { acceptedByHost: false });
    expect(isWorkshopOpen(w)).toBe(true);
    expect(isWorkshopOpen(acceptWorkshop(w))).toBe(false);
    expect(acceptWorkshop(w).acceptedByHost).toBe(true);
  });
});

describe('itinerary tab prompts and copy', () => {
  it("[WSP-080] prompts 'Next: Workshops' while a service is not accepted by the host, else 'Next: Agreement'", () => {
    expect(itineraryNextStep(byDay)).toEqual({ key: 'agreement', label: 'Next: Agreement' });
    const pending = [...byDay, [svc('w3', 'WORKSHOP_SPACE', 3, { acceptedByHost: false })]];
    expect(itineraryNextStep(pending)).toEqual({ key: 'workshops', label: 'Next: Workshops' });
    const removed = [[svc('w3', 'WORKSHOP_SPACE', 0, { acceptedByHost: false, removed: true })]];
    expect(itineraryNextStep(removed).key).toBe('agreement');
    const deleted = [[svc('w3', 'WORKSHOP_SPACE', 0, { acceptedByHost: false, deleted: true })]];
    expect(itineraryNextStep(deleted).key).toBe('agreement');
    expect(itineraryNextStep([]).key).toBe('agreement');
  });

  it("[WSP-081] the 'Next: Price' card shows after pricing approval", () => {
    expect(TRIP_STATUSES.filter(showNextPriceCard)).toEqual(['pricing-approved']);
  });

  it('[WSP-079] DECIDE: trip support is offered from 7 days before the start to 7 days after the end', () => {
    const trip = { startDate: '2025-06-10', endDate: '2025-06-17' };
    expect(isTripSupportOffered(trip, '2025-06-02')).toBe(false);
    expect(isTripSupportOffered(trip, '2025-06-03')).toBe(true);
    expect(isTripSupportOffered(trip, '2025-06-24')).toBe(true);
    expect(isTripSupportOffered(trip, '2025-06-25')).toBe(false);
  });
});

// Copy and the toast time no domain rule reads: the gatherings editor machine shows the created, updated and deleted
// toasts (its tests), ui's Toast reads the time through TOAST_DURATIONS_MS; the rest has no consumer yet and its
// behaviour test comes with the screen.
describe('spec values', () => {
  it.each([
    [
      '[WSP-075] [WSP-076] [WSP-078] [WSP-081] the Itinerary tab copy',
      [
        ITINERARY_TAB_COPY.title,
        ITINERARY_TAB_COPY.downloadPdf,
        ITINERARY_TAB_COPY.addGathering,
        ITINERARY_TAB_COPY.helpCardTitle,
        ITINERARY_TAB_COPY.nextPrice,
      ],
      ['Itinerary Overview', 'Download PDF', 'Add Gathering', 'How can we help?', 'Next: Price'],
    ],
    [
      '[WSP-093] [WSP-094] the gathering toasts',
      [
        GATHERING_TOASTS.created,
        GATHERING_TOASTS.saved,
        GATHERING_TOASTS.updated,
        GATHERING_TOASTS.deleted,
        GATHERING_TOASTS.savedExclaimed,
        GATHERING_TOASTS.failureTitle,
      ],
      [
        'Gathering created',
        'Gathering saved',
        'Gathering updated',
        'Gathering deleted',
        'Gathering saved!',
        'Something went wrong',
      ],
    ],
    ['[WSP-095] the gathering toast time (ms)', GATHERING_TOAST_MS, 3500],
    [
      '[WSP-097] [WSP-098] the workshop toasts',
      [WORKSHOP_CREATED_TOAST, WORKSHOP_UPDATE_ERROR],
      ['Workshop created!', 'There was an error updating the workshop. Please try again.'],
    ],
  ])('%s', (_name, actual, spec) => expect(actual).toEqual(spec));
});
