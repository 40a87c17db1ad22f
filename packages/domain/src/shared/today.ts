// "Today" as a calendar date, in one place (issue 28 point 5): a trip's today is the date at the trip's own place
// (its IANA zone), so a deadline or a trip-dated rule turns at the trip's local midnight, not at UTC's.
import { type CalendarDate, calendarDateOf } from './date-rules.js';

/** The calendar date it is at `now` in `timeZone`, an IANA name such as 'America/Lima'. */
export function todayInZone(now: Date, timeZone: string): CalendarDate {
  return calendarDateOf(now, timeZone);
}

/** A trip's today: the calendar date at the trip's place (trips.time_zone, copied from its itinerary). */
export const tripToday = (trip: { readonly timeZone: string }, now: Date): CalendarDate =>
  todayInZone(now, trip.timeZone);

/** Today on the platform's calendar (UTC), for what belongs to no trip: an export's file name, a profile's expiry. */
export const utcToday = (now: Date): CalendarDate => todayInZone(now, 'UTC');
