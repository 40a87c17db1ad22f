// Tests of free-text service time parsing, 12-hour display and the time picker.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatServiceTime12h,
  normalizeServiceTimeInput,
  parseServiceTime,
  serviceTimePickerOptions,
  toServiceTimeString,
} from './service-time.rules.js';

describe('service time', () => {
  it('[SVC-032] free-text parsing accepts hours 0-23 and minutes 0-59', () => {
    expect(parseServiceTime('0')).toEqual({ hours: 0, minutes: 0 });
    expect(parseServiceTime('23:59')).toEqual({ hours: 23, minutes: 59 });
    expect(parseServiceTime('730')).toEqual({ hours: 7, minutes: 30 });
    expect(parseServiceTime('19.05')).toEqual({ hours: 19, minutes: 5 });
    expect(parseServiceTime('7pm')).toEqual({ hours: 19, minutes: 0 });
    expect(parseServiceTime('12:15 a.m.')).toEqual({ hours: 0, minutes: 15 });
    expect(parseServiceTime('12 PM')).toEqual({ hours: 12, minutes: 0 });
    expect(parseServiceTime('24:00')).toBeUndefined();
    expect(parseServiceTime('10:60')).toBeUndefined();
    expect(parseServiceTime('13pm')).toBeUndefined();
    expect(parseServiceTime('noon')).toBeUndefined();
    // Every separator and meridiem spelling, and the bounds with a meridiem.
    expect(parseServiceTime('7h30')).toEqual({ hours: 7, minutes: 30 });
    expect(parseServiceTime('7:30')).toEqual({ hours: 7, minutes: 30 });
    expect(parseServiceTime('7 p')).toEqual({ hours: 19, minutes: 0 });
    expect(parseServiceTime('7a')).toEqual({ hours: 7, minutes: 0 });
    expect(parseServiceTime('7:05 P.M.')).toEqual({ hours: 19, minutes: 5 });
    expect(parseServiceTime('12 am')).toEqual({ hours: 0, minutes: 0 });
    expect(parseServiceTime('1 am')).toEqual({ hours: 1, minutes: 0 });
    expect(parseServiceTime('11:59 pm')).toEqual({ hours: 23, minutes: 59 });
    expect(parseServiceTime('0 am')).toBeUndefined();
    expect(parseServiceTime('0 pm')).toBeUndefined();
    expect(parseServiceTime('13 am')).toBeUndefined();
    expect(parseServiceTime('7:60 pm')).toBeUndefined();
    expect(parseServiceTime('123')).toEqual({ hours: 1, minutes: 23 });
    expect(parseServiceTime('12345')).toBeUndefined();
    expect(parseServiceTime('7:3')).toBeUndefined();
    expect(parseServiceTime('x7')).toBeUndefined();
    expect(parseServiceTime('7pmx')).toBeUndefined();
    expect(parseServiceTime('7 pm ')).toEqual({ hours: 19, minutes: 0 });
    expect(parseServiceTime('')).toBeUndefined();
    expect(normalizeServiceTimeInput('9:5')).toBeUndefined();
    expect(normalizeServiceTimeInput(' 9:05 ')).toBe('09:05');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hours, minutes) => {
        expect(parseServiceTime(toServiceTimeString({ hours, minutes }))).toEqual({ hours, minutes });
        expect(parseServiceTime(formatServiceTime12h({ hours, minutes }) ?? '')).toEqual({ hours, minutes });
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 24, max: 99 }), fc.integer({ min: 0, max: 99 }), (hours, minutes) => {
        expect(parseServiceTime(`${hours}:${String(minutes).padStart(2, '0')}`)).toBeUndefined();
      }),
    );
  });

  it('[SVC-033] parsed times are shown in 12-hour form with AM/PM', () => {
    expect(formatServiceTime12h({ hours: 0, minutes: 0 })).toBe('12:00 AM');
    expect(formatServiceTime12h({ hours: 6, minutes: 5 })).toBe('6:05 AM');
    expect(formatServiceTime12h({ hours: 12, minutes: 30 })).toBe('12:30 PM');
    expect(formatServiceTime12h('18:45')).toBe('6:45 PM');
    expect(formatServiceTime12h('1845')).toBe('6:45 PM');
    expect(formatServiceTime12h('nonsense')).toBeUndefined();
    expect(formatServiceTime12h({ hours: 11, minutes: 59 })).toBe('11:59 AM');
    expect(formatServiceTime12h({ hours: 23, minutes: 0 })).toBe('11:00 PM');
    // A time of day out of its range has no display.
    expect(formatServiceTime12h({ hours: 24, minutes: 0 })).toBeUndefined();
    expect(formatServiceTime12h({ hours: -1, minutes: 0 })).toBeUndefined();
    expect(formatServiceTime12h({ hours: 5, minutes: 60 })).toBeUndefined();
    expect(formatServiceTime12h({ hours: 5, minutes: -1 })).toBeUndefined();
    expect(toServiceTimeString({ hours: 7, minutes: 5 })).toBe('07:05');
    expect(toServiceTimeString({ hours: 19, minutes: 45 })).toBe('19:45');
  });

  it('[SVC-044] the time picker steps 15 minutes starting at 6', () => {
    const options = serviceTimePickerOptions();
    expect(options).toHaveLength(96);
    expect(options.slice(0, 3)).toEqual([
      { value: '06:00', label: '6:00 AM' },
      { value: '06:15', label: '6:15 AM' },
      { value: '06:30', label: '6:30 AM' },
    ]);
    expect(options.at(-1)).toEqual({ value: '05:45', label: '5:45 AM' });
    // Past midnight the options wrap to 12:00 AM.
    expect(options[72]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect(options[71]).toEqual({ value: '23:45', label: '11:45 PM' });
    expect(options[25]).toEqual({ value: '12:15', label: '12:15 PM' });
    expect(new Set(options.map((o) => o.value)).size).toBe(96);
  });
});
