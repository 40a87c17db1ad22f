// Calendar dates as 'YYYY-MM-DD', instants as UTC; display and deadlines in a named zone via date-fns-tz. The
// functions only: a module with no zod, so a page that formats a date does not load the schemas (issue 29). The
// schemas and the public `@caravan/domain/dates` entry are dates.ts, which re-exports these.
// The zone-free arithmetic is calendar-format.ts's (no date-fns), re-exported here.
import { parseISO } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { type CalendarDate, utcMidnight } from './calendar-format.js';

export { addDays, type CalendarDate, compareDates, daysBetween, utcMidnight } from './calendar-format.js';

/** The calendar date of an instant in `timeZone` (UTC by default). */
export function calendarDateOf(instant: Date, timeZone = 'UTC'): CalendarDate {
  return formatInTimeZone(instant, timeZone, 'yyyy-MM-dd');
}

/** The instant at which a calendar date begins in `timeZone`. */
export function startOfDateIn(date: CalendarDate, timeZone: string): Date {
  return fromZonedTime(`${date}T00:00:00`, timeZone);
}

/** Formats a calendar date with a date-fns pattern, zone-independent. */
export function formatDate(date: CalendarDate, pattern: string): string {
  return formatInTimeZone(utcMidnight(date), 'UTC', pattern);
}

/** Formats an instant with a date-fns pattern in a zone. */
export function formatInstant(instant: Date, pattern: string, timeZone = 'UTC'): string {
  return formatInTimeZone(instant, timeZone, pattern);
}

export { parseISO };
