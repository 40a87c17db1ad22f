// Issue 29 point 4: the public pages format dates and prices without date-fns or dinero, and must read exactly as the
// date-fns and dinero formatting they replaced (the signed-in screens still use those): compared here on every
// month and weekday, across years, and on amounts of every size and currency.
import { addDays as addDaysFns, differenceInCalendarDays } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  type CalendarPattern,
  daysBetween,
  formatCalendarDate,
  utcCalendarDateOf,
  utcMidnight,
} from './calendar-format.js';
import { CURRENCIES, type CurrencyCode } from './currencies.js';
import { formatMoney, money } from './money.js';
import { CURRENCY_EXPONENTS, formatMinor } from './money-format.js';

const PATTERNS: CalendarPattern[] = ['MMMM d, yyyy', 'MMM d, yyyy', 'MMM d', 'EEE, MMM d', 'MMMM yyyy'];
const calendarDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('[issue 29] the public pages’ date formatting without date-fns', () => {
  it('reads as date-fns writes each pattern, every day of a leap year and on random dates', () => {
    let day = '2028-01-01';
    for (let i = 0; i < 366; i += 1, day = addDays(day, 1))
      for (const pattern of PATTERNS)
        expect(formatCalendarDate(day, pattern)).toBe(formatInTimeZone(utcMidnight(day), 'UTC', pattern));
    fc.assert(
      fc.property(calendarDate, fc.constantFrom(...PATTERNS), (date, pattern) => {
        expect(formatCalendarDate(date, pattern)).toBe(formatInTimeZone(utcMidnight(date), 'UTC', pattern));
      }),
    );
  });

  // The reference is UTC's own calendar, by the Date object's day rollover: date-fns reckons in the process's zone,
  // and the unit tier's second run is in Pacific/Kiritimati, whose calendar skipped 31 December 1994 — a calendar date
  // has no zone, so a date-fns count across that day is one more than the dates' distance.
  const utcDay = (date: string, plus = 0) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(y, m - 1, d + plus));
  };
  it('adds and counts calendar days as the UTC calendar does, across month, year and leap-day boundaries', () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, fc.integer({ min: -800, max: 800 }), (a, b, n) => {
        expect(addDays(a, n)).toBe(utcDay(a, n).toISOString().slice(0, 10));
        expect(daysBetween(a, b)).toBe((utcDay(b).getTime() - utcDay(a).getTime()) / 86_400_000);
      }),
    );
    // And as date-fns did, in a zone whose calendar skipped no day.
    if (process.env.TZ === undefined || process.env.TZ === 'UTC')
      expect(daysBetween('1990-01-01', '1995-01-01')).toBe(
        differenceInCalendarDays(addDaysFns(utcMidnight('1995-01-01'), 0), utcMidnight('1990-01-01')),
      );
    expect(daysBetween('1990-01-01', '1995-01-01')).toBe(1826);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2027-12-31', '2028-03-01')).toBe(61);
  });

  it('takes an instant’s UTC calendar date as the zone-aware formatter does in UTC', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(0), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }), (d) => {
        expect(utcCalendarDateOf(d)).toBe(formatInTimeZone(d, 'UTC', 'yyyy-MM-dd'));
      }),
    );
  });
});

describe('[issue 29] the public pages’ price formatting without dinero', () => {
  it("has dinero's exponent for every currency", () => {
    for (const code of Object.keys(CURRENCIES) as CurrencyCode[])
      expect(CURRENCY_EXPONENTS[code], code).toBe(CURRENCIES[code].exponent);
  });

  it('writes minor units as the dinero formatter does, whole or with decimals', () => {
    const codes = Object.keys(CURRENCIES) as CurrencyCode[];
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
        fc.constantFrom(...codes),
        fc.boolean(),
        (minor, code, wholeDollars) => {
          expect(formatMinor(minor, code, { wholeDollars })).toBe(formatMoney(money(minor, code), { wholeDollars }));
        },
      ),
    );
    expect(formatMinor(123450)).toBe('$1,234.50');
    expect(() => formatMinor(1.5)).toThrow(RangeError);
  });
});

describe('calendar dates before the year 1000', () => {
  it('the year is written with four digits, as date-fns writes yyyy', () => {
    expect(formatCalendarDate('0999-01-05', 'MMMM d, yyyy')).toBe('January 5, 0999');
    expect(formatCalendarDate('0999-01-05', 'MMMM d, yyyy')).toBe(
      formatInTimeZone(utcMidnight('0999-01-05'), 'UTC', 'MMMM d, yyyy'),
    );
  });
});
