// Pure date rules of ground transfers: trip end, pre/post-trip accommodation dates and pickup windows (GTR-022..026, GTR-030).
import { addDays, type CalendarDate, compareDates } from '../shared/dates.js';
import {
  ARRIVAL_WINDOW_DAYS_AFTER,
  ARRIVAL_WINDOW_DAYS_BEFORE,
  DEPARTURE_WINDOW_FIRST_DAY_AFTER,
  DEPARTURE_WINDOW_LAST_DAY_AFTER,
  POST_TRIP_ACCOMMODATION_DAYS_AFTER_END,
  PRE_TRIP_ACCOMMODATION_DAYS_BEFORE_START,
} from './ground-transfer.constants.js';
import type { GroundTransferStage } from './ride.schema.js';

/** An inclusive range of calendar dates. */
export interface CalendarDateWindow {
  from: CalendarDate;
  to: CalendarDate;
}

/** The trip end date: the start date plus the trip's days (GTR-022). */
export function groundTransferTripEndDate(startDate: CalendarDate, days: number): CalendarDate {
  return addDays(startDate, days);
}

/** The pre-trip accommodation date: 1 day before the trip start (GTR-023). */
export function preTripAccommodationDate(startDate: CalendarDate): CalendarDate {
  return addDays(startDate, -PRE_TRIP_ACCOMMODATION_DAYS_BEFORE_START);
}

/** The post-trip accommodation date: 1 day after the trip end (GTR-024). */
export function postTripAccommodationDate(startDate: CalendarDate, days: number): CalendarDate {
  return postTripAccommodationDateAfter(groundTransferTripEndDate(startDate, days));
}

/** The post-trip accommodation date from the trip's end date itself: 1 day after it (GTR-024). */
export function postTripAccommodationDateAfter(endDate: CalendarDate): CalendarDate {
  return addDays(endDate, POST_TRIP_ACCOMMODATION_DAYS_AFTER_END);
}

/** The arrival pickup window: from 7 days before arrival (or today, if later) to 1 day after it (GTR-025, GTF-091). */
export function arrivalPickupWindow(arrivalDate: CalendarDate, today: CalendarDate): CalendarDateWindow {
  const earliest = addDays(arrivalDate, -ARRIVAL_WINDOW_DAYS_BEFORE);
  return {
    // Stryker disable next-line EqualityOperator: on the day itself today and the earliest day are the same date
    from: compareDates(today, earliest) > 0 ? today : earliest,
    to: addDays(arrivalDate, ARRIVAL_WINDOW_DAYS_AFTER),
  };
}

/** The departure pickup window: from 1 day after to 7 days after the departure date (GTR-026, GTF-092). */
export function departurePickupWindow(departureDate: CalendarDate): CalendarDateWindow {
  return {
    from: addDays(departureDate, DEPARTURE_WINDOW_FIRST_DAY_AFTER),
    to: addDays(departureDate, DEPARTURE_WINDOW_LAST_DAY_AFTER),
  };
}

/** The pickup window of a stage: arrival around the arrival date, departure after the departure date. */
export function groundTransferPickupWindow(
  stage: GroundTransferStage,
  dates: { arrivalDate: CalendarDate; departureDate: CalendarDate; today: CalendarDate },
): CalendarDateWindow {
  return stage === 'arrival'
    ? arrivalPickupWindow(dates.arrivalDate, dates.today)
    : departurePickupWindow(dates.departureDate);
}

/** Whether a date lies inside a window, both bounds inclusive (GTF-082). */
export function isDateInWindow(date: CalendarDate, window: CalendarDateWindow): boolean {
  return compareDates(date, window.from) >= 0 && compareDates(date, window.to) <= 0;
}
