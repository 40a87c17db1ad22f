// Calendar dates as 'YYYY-MM-DD', instants as UTC; display and deadlines in a named zone via date-fns-tz. The
// functions only: a module with no zod, so a page that formats a date does not load the schemas (issue 29). The
// schemas and the public `@caravan/domain/dates` entry are dates.ts, which re-exports these.
import { addDays as addDaysFns, differenceInCalendarDays, parseISO } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/** A calendar date: no time, no zone. */
export type CalendarDate = string;

/** The calendar date of an instant in `timeZone` (UTC by default). */
export function calendarDateOf(instant: Date, timeZone = 'UTC'): CalendarDate {
  return formatInTimeZone(instant, timeZone, 'yyyy-MM-dd');
}

/** UTC midnight at the start of a calendar date. */
export function utcMidnight(date: CalendarDate): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/** The instant at which a calendar date begins in `timeZone`. */
export function startOfDateIn(date: CalendarDate, timeZone: string): Date {
  return fromZonedTime(`${date}T00:00:00`, timeZone);
}

/** date + n days, as a calendar date (zone-free arithmetic on UTC midnights). */
export function addDays(date: CalendarDate, n: number): CalendarDate {
  return addDaysFns(utcMidnight(date), n).toISOString().slice(0, 10);
}

/** Whole calendar days from a to b (b - a). */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return differenceInCalendarDays(utcMidnight(b), utcMidnight(a));
}

/** Compares two calendar dates: negative, zero or positive. */
export const compareDates = (a: CalendarDate, b: CalendarDate): number => (a < b ? -1 : a > b ? 1 : 0);

/** Formats a calendar date with a date-fns pattern, zone-independent. */
export function formatDate(date: CalendarDate, pattern: string): string {
  return formatInTimeZone(utcMidnight(date), 'UTC', pattern);
}

/** Formats an instant with a date-fns pattern in a zone. */
export function formatInstant(instant: Date, pattern: string, timeZone = 'UTC'): string {
  return formatInTimeZone(instant, timeZone, pattern);
}

export { parseISO };
