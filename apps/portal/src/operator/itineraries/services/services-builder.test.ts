// The builder's pure edits: read-only copies of spans, one a day, shrinking and what it loses, the API's field errors.
import { SERVICE_MESSAGES } from '@caravan/domain';
import { describe, expect, it } from 'vitest';
import { checkServiceForm, formValuesOf, itineraryServicePermissions } from './service-fields.js';
import {
  type BuilderEntry,
  canEditInCard,
  daysView,
  entryErrors,
  lostOnShrink,
  placeProblem,
  savePayload,
  serviceNoticeOf,
  withAdded,
  withLength,
  withRemoved,
  withReplaced,
} from './services-builder.js';

const hotel = (nights: number): BuilderEntry => ({
  serviceId: 'h1',
  type: 'ACCOMMODATION',
  duration: nights,
  values: { name: 'Harbour hotel', description: 'Rooms', numberOfNights: nights },
});
const meal: BuilderEntry = { type: 'MEAL', duration: 1, values: { mealType: 'Dinner', description: 'Fish' } };

describe('services builder', () => {
  it('[SVC-017] a two-night stay shows a read-only copy on the next day only', () => {
    const view = daysView([[hotel(2)], [], []]);
    expect(view[0]?.map((v) => v.readOnlyCopy)).toEqual([false]);
    expect(view[1]?.map((v) => [v.readOnlyCopy, v.originDayIndex])).toEqual([[true, 0]]);
    expect(view[2]).toEqual([]);
  });

  it('[SVC-020] [SVC-047] legacy full days and read-only copies offer no Edit; a legacy text location gets its notice', () => {
    const legacy: BuilderEntry = { serviceId: 'l1', type: 'FULL_DAY', duration: 1, values: { name: 'Old day' } };
    const view = daysView([[hotel(2), legacy], []]);
    expect(view[0]?.map(canEditInCard)).toEqual([true, false]);
    expect(view[1]?.map(canEditInCard)).toEqual([false]);
    expect(serviceNoticeOf('ACCOMMODATION', { location: 'Old harbour road' })).toBe(SERVICE_MESSAGES.legacyLocation);
    expect(serviceNoticeOf('ACCOMMODATION', { location: 'x', addressLocation: { name: 'x' } })).toBeUndefined();
    expect(serviceNoticeOf('ACCOMMODATION', null)).toBeUndefined();
  });

  it('[SVC-018] a day covered by a stay takes no second accommodation; a meal is fine', () => {
    const days = [[hotel(2)], []];
    expect(placeProblem(days, 1, 'ACCOMMODATION')).toBe('A day holds at most one accommodation service');
    expect(placeProblem(days, 1, 'MEAL')).toBeNull();
  });

  it('[SVC-021] [SVC-022] shrinking names the services lost and re-clamps spans; the edits leave the input untouched', () => {
    const days = [[hotel(3)], [meal], [{ ...meal, values: { mealType: 'Lunch', description: 'Soup' } }]];
    expect(lostOnShrink(days, 2)).toEqual(['Meal: Lunch']);
    const shorter = withLength(days, 2);
    expect(shorter).toHaveLength(2);
    expect(shorter[0]?.[0]?.duration).toBe(2);
    expect(days[0]?.[0]?.duration).toBe(3);
    const added = withAdded(days, 1, meal);
    expect(added[1]).toHaveLength(2);
    expect(days[1]).toHaveLength(1);
    expect(withRemoved(days, 1, 0)[1]).toEqual([]);
    expect(withReplaced(days, 0, 0, { ...hotel(1), serviceId: undefined })[0]?.[0]?.serviceId).toBe('h1');
  });

  it('sends the version, the length and each entry; reads the API errors of one entry by field', () => {
    const body = savePayload([[hotel(1)], []], 4);
    expect(body).toMatchObject({ version: 4, lengthInDays: 2 });
    expect(body.servicesByDay[0]?.[0]).toMatchObject({ serviceId: 'h1', type: 'ACCOMMODATION', saveToLibrary: false });
    expect(entryErrors({ 'servicesByDay.1.0.description': 'x', 'servicesByDay.0.0.title': 'y' }, 1, 0)).toEqual({
      description: 'x',
    });
  });
});

describe('service forms', () => {
  it('[SVC-002] [SVC-033] each type has its own form; a stored time shows in 12-hour form and saves as 24-hour', () => {
    expect(Object.keys(formValuesOf('MEAL', { startTime: '19:30' }))).toEqual(['mealType', 'startTime', 'description']);
    expect(formValuesOf('MEAL', { startTime: '19:30' }).startTime).toBe('7:30 PM');
    expect(formValuesOf('WORKSHOP_SPACE', null).hoursAvailable).toBe('1');
    const checked = checkServiceForm('MEAL', { mealType: 'Dinner', startTime: '7:30 PM', description: 'Fish' });
    expect(checked).toEqual({ ok: true, values: expect.objectContaining({ startTime: '19:30' }) });
    expect(checkServiceForm('INFO', { title: 'Day 2', description: '' })).toEqual({
      ok: false,
      errors: { title: SERVICE_MESSAGES.titleNotDescriptive, description: SERVICE_MESSAGES.descriptionRequired },
    });
  });

  it('[SVC-003] [SVC-005] [SVC-034] save and remove default to allowed; an operator has the workshop hours locked', () => {
    expect(itineraryServicePermissions('operator')).toEqual({
      canSave: true,
      canRemove: true,
      disabledFields: ['hoursAvailable', 'hoursRequested'],
    });
    expect(itineraryServicePermissions('admin').disabledFields).toEqual([]);
  });
});
