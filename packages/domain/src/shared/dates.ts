// Calendar dates as 'YYYY-MM-DD', instants as UTC; display and deadlines in a named zone via date-fns-tz. The
// schemas here; the functions in date-rules.ts (no zod), re-exported so this stays the one place to import them from.
import { z } from 'zod';

export {
  addDays,
  type CalendarDate,
  calendarDateOf,
  compareDates,
  daysBetween,
  formatDate,
  formatInstant,
  parseISO,
  startOfDateIn,
  utcMidnight,
} from './date-rules.js';
export { todayInZone, tripToday, utcToday } from './today.js';

/** A calendar date: no time, no zone. */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { message: 'Not a real calendar date' },
  );

/** An instant, ISO-8601 with offset; parsed to Date. */
export const instantSchema = z.coerce.date();
