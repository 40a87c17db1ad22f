import type { CalendarDate } from '../shared/dates.js';

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const CLOCK_24 = /^([01]\d|2[0-3]):([0-5]\d)$/;
const CLOCK_12 = /^(0?[1-9]|1[0-2]):([0-5]\d)\s?([AaPp][Mm])$/;

/** The calendar date of an MM/DD/YYYY string, or undefined when it is not a real date in that format. */
export function usDateToCalendarDate(value: string): CalendarDate | undefined {
  const m = US_DATE.exec(value.trim());
  if (!m) return undefined;
  const iso = `${m[3]}-${m[1]}-${m[2]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/** Whether a string is a real calendar date written MM/DD/YYYY. */
export const isUsDateString = (value: string): boolean => usDateToCalendarDate(value) !== undefined;

/** The 24-hour 'HH:mm' form of a 12-hour ('2:30 PM') or 24-hour ('14:30') time, or undefined when invalid. */
export function toClockTime24(value: string): string | undefined {
  const v = value.trim();
  if (CLOCK_24.test(v)) return v;
  const m = CLOCK_12.exec(v);
  if (!m) return undefined;
  const pm = m[3]!.toLowerCase() === 'pm';
  const hour = (Number(m[1]) % 12) + (pm ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${m[2]}`;
}

/** The 12-hour picker label of a 24-hour 'HH:mm' time: '14:05' -> '2:05 PM'. */
export function formatClockTime12(time24: string): string {
  const m = CLOCK_24.exec(time24.trim());
  if (!m) throw new RangeError(`not a 24-hour time: ${time24}`);
  const hour = Number(m[1]);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${m[2]} ${suffix}`;
}
