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
  if (timeZone === 'UTC') return instant.toISOString().slice(0, 10) as CalendarDate;
  const parts = zoneDateFormatOf(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}` as CalendarDate;
}

/**
 * One date formatter per zone, made on first use: a booking's rules ask for its trip's today on every read, and
 * building an Intl.DateTimeFormat costs far more than formatting with one (the read path's profile, decision 041).
 */
const zoneDateFormats = new Map<string, Intl.DateTimeFormat>();
function zoneDateFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = zoneDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    zoneDateFormats.set(timeZone, format);
  }
  return format;
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
