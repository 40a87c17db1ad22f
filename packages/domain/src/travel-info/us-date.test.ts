// Tests of the trip form's date and clock-time helpers: MM/DD/YYYY dates (HTI-010) and 12/24-hour times (HTI-011).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClockTime12, isUsDateString, toClockTime24, usDateToCalendarDate } from './us-date.rules.js';

describe('MM/DD/YYYY dates', () => {
  it('[HTI-010] a real date is read as its calendar date, surrounding spaces ignored', () => {
    expect(usDateToCalendarDate('01/02/2025')).toBe('2025-01-02');
    expect(usDateToCalendarDate('  12/31/1999 ')).toBe('1999-12-31');
    expect(isUsDateString(' 02/29/2024 ')).toBe(true);
  });

  it('[HTI-010] an impossible month or day, another layout or extra text is not a date', () => {
    for (const v of ['13/01/2024', '00/10/2024', '04/31/2024', '99/99/2024', '01/00/2024', '2024-01-02', '01/02/24']) {
      expect(usDateToCalendarDate(v), v).toBeUndefined();
      expect(isUsDateString(v), v).toBe(false);
    }
    expect(usDateToCalendarDate('x01/02/2025')).toBeUndefined();
    expect(usDateToCalendarDate('01/02/2025x')).toBeUndefined();
    expect(usDateToCalendarDate('')).toBeUndefined();
  });

  it('[HTI-010] every calendar date written MM/DD/YYYY reads back as itself', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const [y, m, day] = iso.split('-');
          expect(usDateToCalendarDate(`${m}/${day}/${y}`)).toBe(iso);
        },
      ),
    );
  });
});

describe('clock times', () => {
  it('[HTI-011] a 24-hour time is kept, trimmed', () => {
    expect(toClockTime24('14:30')).toBe('14:30');
    expect(toClockTime24(' 00:00 ')).toBe('00:00');
    expect(toClockTime24('23:59')).toBe('23:59');
  });

  it('[HTI-011] a 12-hour time becomes 24-hour HH:mm: midnight and noon, one-digit hours padded, any case, space optional', () => {
    expect(toClockTime24('12:00 AM')).toBe('00:00');
    expect(toClockTime24('12:15 PM')).toBe('12:15');
    expect(toClockTime24('1:05 am')).toBe('01:05');
    expect(toClockTime24('9:00 AM')).toBe('09:00');
    expect(toClockTime24('2:30 PM')).toBe('14:30');
    expect(toClockTime24('11:59PM')).toBe('23:59');
    expect(toClockTime24(' 07:45 pM ')).toBe('19:45');
  });

  it('[HTI-011] anything else is not a time', () => {
    for (const v of ['24:00', '12:60', '13:00 PM', '0:30 AM', '2:30', '2 PM', '', 'noon'])
      expect(toClockTime24(v), v).toBeUndefined();
  });

  it("[HTI-011] the 12-hour picker label of a 24-hour time: '14:05' is '2:05 PM', midnight '12:00 AM', noon '12:00 PM'", () => {
    expect(formatClockTime12('14:05')).toBe('2:05 PM');
    expect(formatClockTime12('00:00')).toBe('12:00 AM');
    expect(formatClockTime12('11:59')).toBe('11:59 AM');
    expect(formatClockTime12('12:00')).toBe('12:00 PM');
    expect(formatClockTime12(' 09:30 ')).toBe('9:30 AM');
    expect(formatClockTime12('23:01')).toBe('11:01 PM');
  });

  it('[HTI-011] a label that is not a 24-hour time is refused, naming it', () => {
    expect(() => formatClockTime12('2:05 PM')).toThrow(new RangeError('not a 24-hour time: 2:05 PM'));
    expect(() => formatClockTime12('24:00')).toThrow(RangeError);
  });

  it('[HTI-011] the picker label reads back as the same 24-hour time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const t = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        expect(toClockTime24(formatClockTime12(t))).toBe(t);
      }),
    );
  });
});
