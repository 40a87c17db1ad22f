// The traveler's day-by-day itinerary: each day's date and title from the trip's start (TRV-053), shared by the
// itinerary tab and its PDF so both read the same.
import { addDays, type CalendarDate, formatDate } from '../shared/dates.js';

/** DECIDE: a day's title is 'Day N · Weekday, Month D, YYYY', because travelers plan by both the count and the date. */
const ITINERARY_DAY_TITLE_PATTERN = 'EEEE, MMMM d, yyyy';

/** The calendar date of day `day` (1-based) of a trip starting on `startDate`. */
export function itineraryDayDate(startDate: CalendarDate, day: number): CalendarDate {
  return addDays(startDate, day - 1);
}

/** The title of day `day` (1-based): 'Day 1 · Tuesday, March 2, 2027'. */
export function itineraryDayTitle(startDate: CalendarDate, day: number): string {
  return `Day ${day} · ${formatDate(itineraryDayDate(startDate, day), ITINERARY_DAY_TITLE_PATTERN)}`;
}
