// Time of day for services: free-text parsing (hours 0-23, minutes 0-59), 12-hour display and the time picker steps.
import { TIME_PICKER_START_HOUR, TIME_PICKER_STEP_MINUTES } from './services.constants.js';

/** A time of day as hours (0-23) and minutes (0-59). */
interface ServiceClockTime {
  hours: number;
  minutes: number;
}

const TIME_PATTERN = /^(\d{1,2})(?:[:.h]?(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|a|p)?$/;

/**
 * Parses free text such as '7', '07:30', '730', '19.05', '7pm' or '12:15 a.m.' into a time of day;
 * undefined when the hours are outside 0-23 (1-12 with AM/PM) or the minutes outside 0-59 (SVC-032).
 */
export function parseServiceTime(text: string): ServiceClockTime | undefined {
  const match = TIME_PATTERN.exec(text.trim().toLowerCase());
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  const meridiem = match[3]?.startsWith('p') ? 'pm' : match[3] ? 'am' : undefined;
  if (minutes > 59) return undefined;
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  } else if (hours > 23) return undefined;
  return { hours, minutes };
}

/** A time of day as the stored 24-hour 'HH:mm'. */
export function toServiceTimeString(time: ServiceClockTime): string {
  return `${String(time.hours).padStart(2, '0')}:${String(time.minutes).padStart(2, '0')}`;
}

/** Free text as the stored 'HH:mm', or undefined when it is not a valid time (SVC-032). */
export function normalizeServiceTimeInput(text: string): string | undefined {
  const time = parseServiceTime(text);
  return time ? toServiceTimeString(time) : undefined;
}

/** A valid time of day in 12-hour form with AM/PM. */
function clock12h(t: ServiceClockTime): string {
  const suffix = t.hours < 12 ? 'AM' : 'PM';
  const hour12 = t.hours % 12 === 0 ? 12 : t.hours % 12;
  return `${hour12}:${String(t.minutes).padStart(2, '0')} ${suffix}`;
}

/** A time shown in 12-hour form with AM/PM: '6:00 AM', '12:30 PM', '12:00 AM' (SVC-033). */
export function formatServiceTime12h(time: ServiceClockTime | string): string | undefined {
  const t = typeof time === 'string' ? parseServiceTime(time) : time;
  if (!t || t.hours < 0 || t.hours > 23 || t.minutes < 0 || t.minutes > 59) return undefined;
  return clock12h(t);
}

/** The time picker options: every 15 minutes of the day, starting at 6:00 AM and wrapping past midnight (SVC-044). */
export function serviceTimePickerOptions(): { value: string; label: string }[] {
  const steps = (24 * 60) / TIME_PICKER_STEP_MINUTES;
  const start = TIME_PICKER_START_HOUR * 60;
  return Array.from({ length: steps }, (_, i) => {
    const total = (start + i * TIME_PICKER_STEP_MINUTES) % (24 * 60);
    const time = { hours: Math.floor(total / 60), minutes: total % 60 };
    return { value: toServiceTimeString(time), label: clock12h(time) };
  });
}
