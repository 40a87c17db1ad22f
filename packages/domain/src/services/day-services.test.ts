// Tests of servicesByDay rules: multi-day copies, one accommodation/info per day, resizing, accommodation nights.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjustAccommodationNights,
  canPlaceServiceOnDay,
  dayServiceTypeCount,
  dayServicesView,
  resizeServicesByDay,
  servicesLostOnResize,
} from './day-services.rules.js';

const entry = (type: string, dayIndex: number, duration = 1, name = type) => ({
  service: { type, name },
  duration,
  dayIndex,
});

describe('day services', () => {
  const days = [
    [entry('ACCOMMODATION', 0, 3, 'Riad'), entry('ACTIVITY', 0)],
    [entry('MEAL', 1)],
    [],
    [entry('INFO', 3)],
  ];

  it('[SVC-017] later days of a multi-day service show read-only copies of it', () => {
    const view = dayServicesView(days);
    expect(view[0]?.map((v) => [v.entry.service.name, v.readOnlyCopy])).toEqual([
      ['Riad', false],
      ['ACTIVITY', false],
    ]);
    expect(view[1]?.map((v) => [v.entry.service.name, v.readOnlyCopy, v.originDayIndex])).toEqual([
      ['MEAL', false, 1],
      ['Riad', true, 0],
    ]);
    expect(view[2]?.map((v) => [v.entry.service.name, v.readOnlyCopy])).toEqual([['Riad', true]]);
    expect(view[3]?.map((v) => v.entry.service.name)).toEqual(['INFO']);
  });

  it('[SVC-017] a multi-day service running past the last day shows on the days there are, and nothing is added', () => {
    const view = dayServicesView([[entry('ACTIVITY', 0, 3, 'Hike')], [entry('INFO', 1, 4, 'Notes')], []]);
    expect(view).toHaveLength(3);
    expect(view.map((d) => d.map((v) => [v.entry.service.name, v.readOnlyCopy, v.originDayIndex]))).toEqual([
      // An activity never spans days, whatever its duration.
      [['Hike', false, 0]],
      [['Notes', false, 1]],
      [['Notes', true, 1]],
    ]);
  });

  it('[SVC-016] a multi-day accommodation occupies each day of its duration', () => {
    expect([0, 1, 2, 3].map((d) => dayServiceTypeCount(days, d, 'ACCOMMODATION'))).toEqual([1, 1, 1, 0]);
    expect(dayServiceTypeCount(days, 4, 'ACCOMMODATION')).toBe(0);
    expect(dayServiceTypeCount(days, 0, 'ACTIVITY')).toBe(1);
  });

  it('[SVC-018] a day holds at most one accommodation service, counting those begun earlier and the new one’s nights', () => {
    expect(canPlaceServiceOnDay(days, 2, 'ACCOMMODATION')).toEqual({
      ok: false,
      code: 'day-has-accommodation',
      reason: 'A day holds at most one accommodation service',
    });
    expect(canPlaceServiceOnDay(days, 3, 'ACCOMMODATION')).toEqual({ ok: true });
    // Nights past the last day are not checked: the trip ends there.
    expect(canPlaceServiceOnDay(days, 3, 'ACCOMMODATION', 3)).toEqual({ ok: true });
    const later = [[], [], [entry('ACCOMMODATION', 2)], []];
    expect(canPlaceServiceOnDay(later, 1, 'ACCOMMODATION')).toEqual({ ok: true });
    expect(canPlaceServiceOnDay(later, 0, 'ACCOMMODATION', 2)).toEqual({ ok: true });
    expect(canPlaceServiceOnDay(later, 0, 'ACCOMMODATION', 3)).toMatchObject({
      ok: false,
      code: 'day-has-accommodation',
    });
    expect(canPlaceServiceOnDay(later, 3, 'ACCOMMODATION', 2)).toEqual({ ok: true });
    // Other types are not limited per day.
    expect(canPlaceServiceOnDay(days, 0, 'ACTIVITY')).toEqual({ ok: true });
    expect(canPlaceServiceOnDay(days, 1, 'MEAL', 4)).toEqual({ ok: true });
  });

  it('[SVC-019] a day holds at most one info service', () => {
    expect(canPlaceServiceOnDay(days, 3, 'INFO')).toEqual({
      ok: false,
      code: 'day-has-info',
      reason: 'A day holds at most one info service',
    });
    expect(canPlaceServiceOnDay(days, 2, 'INFO')).toEqual({ ok: true });
    expect(canPlaceServiceOnDay(days, 9, 'INFO').ok).toBe(false);
    // An info service over two days needs both free.
    expect(canPlaceServiceOnDay(days, 2, 'INFO', 2)).toMatchObject({ ok: false, code: 'day-has-info' });
    // A duration under one day still takes its own day.
    expect(canPlaceServiceOnDay(days, 3, 'INFO', 0)).toMatchObject({ ok: false, code: 'day-has-info' });
    const noSuchDay = { ok: false, code: 'day-out-of-range', reason: 'There is no such day' };
    expect(canPlaceServiceOnDay(days, 4, 'ACTIVITY')).toEqual(noSuchDay);
    expect(canPlaceServiceOnDay(days, -1, 'ACTIVITY')).toEqual(noSuchDay);
    expect(canPlaceServiceOnDay(days, 0, 'ACTIVITY')).toEqual({ ok: true });
  });

  it('[SVC-021] reducing lengthInDays removes days from the end and loses their services', () => {
    expect(resizeServicesByDay(days, 2)).toEqual([days[0], days[1]]);
    expect(servicesLostOnResize(days, 2)).toEqual([entry('INFO', 3)]);
    expect(resizeServicesByDay(days, 6)).toEqual([...days, [], []]);
    // A fractional length keeps the whole days; a negative one none.
    expect(resizeServicesByDay(days, 2.9)).toEqual([days[0], days[1]]);
    expect(servicesLostOnResize(days, 2.9)).toEqual([entry('INFO', 3)]);
    expect(resizeServicesByDay(days, -1)).toEqual([]);
    expect(servicesLostOnResize(days, -1)).toEqual(days.flat());
    fc.assert(
      fc.property(fc.array(fc.array(fc.nat(), { maxLength: 3 }), { maxLength: 10 }), fc.nat(12), (byDay, n) => {
        const resized = resizeServicesByDay(byDay, n);
        expect(resized).toHaveLength(n);
        expect(resized.slice(0, Math.min(n, byDay.length))).toEqual(byDay.slice(0, n));
        expect(resized.flat().length + servicesLostOnResize(byDay, n).length).toBe(byDay.flat().length);
      }),
    );
  });

  it('[SVC-022] accommodation nights are adjusted by day position and total days', () => {
    expect(adjustAccommodationNights(5, 0, 7)).toBe(5);
    expect(adjustAccommodationNights(5, 4, 7)).toBe(3);
    expect(adjustAccommodationNights(2, 6, 7)).toBe(1);
    expect(adjustAccommodationNights(0, 0, 7)).toBe(1);
    expect(adjustAccommodationNights(2.8, 0, 7)).toBe(2);
    expect(adjustAccommodationNights(Number.NaN, 0, 7)).toBe(1);
    expect(adjustAccommodationNights(Number.POSITIVE_INFINITY, 0, 7)).toBe(1);
    // A day at or past the trip's end still keeps one night.
    expect(adjustAccommodationNights(3, 7, 7)).toBe(1);
    expect(adjustAccommodationNights(3, 9, 7)).toBe(1);
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 40 }),
        fc.nat(20),
        fc.integer({ min: 1, max: 21 }),
        (nights, day, total) => {
          const n = adjustAccommodationNights(nights, day, total);
          expect(n).toBeGreaterThanOrEqual(1);
          if (day < total) expect(n).toBeLessThanOrEqual(total - day);
        },
      ),
    );
  });
});
