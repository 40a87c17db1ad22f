// "Today" in a zone (issue 28 point 5): named instants either side of a zone's midnight, and properties over zones.
import fc from 'fast-check';
import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, startOfDateIn } from './date-rules.js';
import { todayInZone, tripToday, utcToday } from './today.js';

/** Zones from UTC-11 to UTC+14, with half- and quarter-hour offsets and daylight saving on both hemispheres. */
const ZONES = [
  'UTC',
  'Pacific/Pago_Pago',
  'America/Lima',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/Madrid',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Kiritimati',
] as const;

const zones = fc.constantFrom(...ZONES);
/** Instants from 2020 to 2035. */
const instants = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2035-12-31T23:59:59Z'),
  noInvalidDate: true,
});
/** Calendar dates from 2020 to 2035. */
const dates = fc.integer({ min: 0, max: 16 * 365 }).map((n) => addDays('2020-01-01', n));

describe('todayInZone [issue 28]', () => {
  it.each([
    ['2027-05-01T03:00:00Z', 'America/Lima', '2027-04-30'],
    ['2027-05-01T04:59:59.999Z', 'America/Lima', '2027-04-30'],
    ['2027-05-01T05:00:00Z', 'America/Lima', '2027-05-01'],
    ['2027-04-30T14:59:59Z', 'Asia/Tokyo', '2027-04-30'],
    ['2027-04-30T15:00:00Z', 'Asia/Tokyo', '2027-05-01'],
    ['2027-04-30T18:29:59Z', 'Asia/Kolkata', '2027-04-30'],
    ['2027-04-30T18:30:00Z', 'Asia/Kolkata', '2027-05-01'],
    // Madrid in summer time is UTC+2, in winter UTC+1.
    ['2027-07-14T22:00:00Z', 'Europe/Madrid', '2027-07-15'],
    ['2027-01-14T22:00:00Z', 'Europe/Madrid', '2027-01-14'],
    ['2027-05-01T03:00:00Z', 'UTC', '2027-05-01'],
  ])('%s is %s in %s', (instant, zone, date) => {
    expect(todayInZone(new Date(instant), zone)).toBe(date);
  });

  it('is always within one day of the UTC date', () => {
    fc.assert(
      fc.property(instants, zones, (now, zone) => {
        expect(Math.abs(daysBetween(utcToday(now), todayInZone(now, zone)))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("flips to a date exactly at the zone's local midnight of that date", () => {
    fc.assert(
      fc.property(dates, zones, (date, zone) => {
        const midnight = startOfDateIn(date, zone);
        expect(todayInZone(midnight, zone)).toBe(date);
        expect(todayInZone(new Date(midnight.getTime() - 1), zone)).toBe(addDays(date, -1));
      }),
    );
  });

  it('never goes back as time goes on', () => {
    fc.assert(
      fc.property(instants, instants, zones, (a, b, zone) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(todayInZone(early, zone) <= todayInZone(late, zone)).toBe(true);
      }),
    );
  });
});

describe('tripToday and utcToday [issue 28]', () => {
  it("a trip's today is the date in the trip's zone", () => {
    const now = new Date('2027-05-01T03:00:00Z');
    expect(tripToday({ timeZone: 'America/Lima' }, now)).toBe('2027-04-30');
    expect(tripToday({ timeZone: 'UTC' }, now)).toBe('2027-05-01');
  });

  it('the platform today is the UTC calendar date', () => {
    fc.assert(
      fc.property(instants, (now) => {
        expect(utcToday(now)).toBe(now.toISOString().slice(0, 10));
      }),
    );
  });
});

describe('the zone date formatter', () => {
  it('[issue 28] gives the date date-fns-tz gives, for any instant in any zone (its cached Intl formatter is exact)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true }),
        zones,
        (instant, zone) => {
          expect(todayInZone(instant, zone)).toBe(formatInTimeZone(instant, zone, 'yyyy-MM-dd'));
        },
      ),
      { numRuns: 500 },
    );
  });
});
