// Calendar-date arithmetic and the few display patterns a public page shows, written out instead of read from
// date-fns: a public page's first script stays small (issue 29 point 4; date-fns and date-fns-tz were 8.5 kB gzip of
// it). The English names are date-fns's en-US names, so each pattern reads exactly as date-fns writes it (a test
// compares the two on every month and weekday). Other patterns and zoned instants: date-rules.ts.

/** A calendar date: no time, no zone. */
export type CalendarDate = string;

const DAY_MS = 86_400_000;

/** UTC midnight at the start of a calendar date. */
export function utcMidnight(date: CalendarDate): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/** date + n days, as a calendar date (zone-free arithmetic on UTC midnights). */
export function addDays(date: CalendarDate, n: number): CalendarDate {
  return new Date(utcMidnight(date).getTime() + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from a to b (b - a). */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return Math.round((utcMidnight(b).getTime() - utcMidnight(a).getTime()) / DAY_MS);
}

/** Compares two calendar dates: negative, zero or positive. */
export const compareDates = (a: CalendarDate, b: CalendarDate): number => (a < b ? -1 : a > b ? 1 : 0);

/** The calendar date of an instant in UTC. */
export const utcCalendarDateOf = (instant: Date): CalendarDate => instant.toISOString().slice(0, 10);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The date-fns patterns written here (date-fns tokens: MMMM May, MMM May/Sep, d 7, yyyy 2027, EEE Fri). */
export type CalendarPattern = 'MMMM d, yyyy' | 'MMM d, yyyy' | 'MMM d' | 'EEE, MMM d' | 'MMMM yyyy';

/** Formats a calendar date as date-fns's `format` would with `pattern` (en-US), zone-independent. */
export function formatCalendarDate(date: CalendarDate, pattern: CalendarPattern): string {
  const day = utcMidnight(date);
  const month = MONTHS[day.getUTCMonth()] ?? '';
  const tokens: Record<string, string> = {
    yyyy: String(day.getUTCFullYear()).padStart(4, '0'),
    MMMM: month,
    MMM: month.slice(0, 3),
    EEE: WEEKDAYS[day.getUTCDay()] ?? '',
    d: String(day.getUTCDate()),
  };
  return pattern.replace(/yyyy|MMMM|MMM|EEE|d/g, (token) => tokens[token] ?? token);
}
