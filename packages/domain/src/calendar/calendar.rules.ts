// Calendar feeds (MKT-050): which all-day events a user's trips put in their calendar, by the user's group.
import { ACTIVE_BOOKING_STATUSES } from '../scheduling/scheduling.constants.js';
import { bookingsCloseOn } from '../booking-creation/booking-creation.rules.js';
import { type CalendarDate, addDays, calendarDateOf } from '../shared/dates.js';
import type { BookingStatus } from '../shared/statuses.js';

/** One all-day event: `end` is exclusive (the day after the last day), as RFC 5545 reads a DATE DTEND. */
export interface CalendarEvent {
  /** Stable across feeds, so a calendar app updates the event rather than adding a copy. */
  uid: string;
  summary: string;
  start: CalendarDate;
  end: CalendarDate;
  description?: string | undefined;
}

/** DECIDE: the domain part of every UID; one name for the whole product, so UIDs never collide with other feeds'. */
const CALENDAR_UID_DOMAIN = 'caravan';

/** A trip as the feed reads it. */
export interface CalendarTrip {
  id: string;
  name: string;
  destination: string;
  startDate: CalendarDate;
  endDate: CalendarDate | null;
  launchDate: Date | null;
  bookingsDeadline: number | null;
}

/** One day of a trip's itinerary: its 0-based index and the names of what stands on it, in order. */
export interface CalendarDay {
  dayIndex: number;
  items: readonly string[];
}

/** A traveler's place on a trip: the trip, its itinerary days and their booking's status, balance and due date. */
export interface CalendarBooking {
  id: string;
  status: BookingStatus;
  dueAmount: number;
  paymentDueDate: CalendarDate | null;
  trip: CalendarTrip;
  days: readonly CalendarDay[];
}

const uidOf = (kind: string, id: string) => `${kind}-${id}@${CALENDAR_UID_DOMAIN}`;
const oneDay = (date: CalendarDate) => ({ start: date, end: addDays(date, 1) });

/** The trip's days, start to end inclusive (a trip with no end date takes its start day). */
function tripDays(trip: CalendarTrip, kind: string): CalendarEvent {
  return {
    uid: uidOf(kind, trip.id),
    summary: trip.name,
    start: trip.startDate,
    end: addDays(trip.endDate ?? trip.startDate, 1),
    description: trip.destination || undefined,
  };
}

/**
 * Each itinerary day with something on it, on its own date: "Day 2: <trip>" with the day's items as its description.
 * Days past the trip's end (an itinerary entry left beyond a shortened trip) are left out.
 */
function itineraryDays(trip: CalendarTrip, days: readonly CalendarDay[]): CalendarEvent[] {
  const last = trip.endDate ?? trip.startDate;
  return days
    .filter((d) => d.items.length > 0 && addDays(trip.startDate, d.dayIndex) <= last)
    .map((d) => ({
      uid: uidOf(`day-${d.dayIndex + 1}`, trip.id),
      summary: `Day ${d.dayIndex + 1}: ${trip.name}`,
      ...oneDay(addDays(trip.startDate, d.dayIndex)),
      description: d.items.join('\n'),
    }));
}

/**
 * A traveler's feed: each active booking's trip days, its itinerary day by day, and its payment due date while a
 * balance is owed.
 */
export function travelerCalendarEvents(bookings: readonly CalendarBooking[]): CalendarEvent[] {
  return bookings
    .filter((b) => ACTIVE_BOOKING_STATUSES.includes(b.status))
    .flatMap((b) => {
      const events = [tripDays(b.trip, 'trip'), ...itineraryDays(b.trip, b.days)];
      if (b.paymentDueDate && b.dueAmount > 0)
        events.push({
          uid: uidOf('payment-due', b.id),
          summary: `Payment due: ${b.trip.name}`,
          ...oneDay(b.paymentDueDate),
        });
      return events;
    });
}

/** A host's feed: each trip's launch, the last day bookings are taken, and the departure. */
export function hostCalendarEvents(trips: readonly CalendarTrip[]): CalendarEvent[] {
  return trips.flatMap((trip) => {
    const events: CalendarEvent[] = [];
    if (trip.launchDate)
      events.push({
        uid: uidOf('launch', trip.id),
        summary: `Launch: ${trip.name}`,
        ...oneDay(calendarDateOf(trip.launchDate)),
      });
    events.push({
      uid: uidOf('bookings-close', trip.id),
      summary: `Bookings close: ${trip.name}`,
      ...oneDay(bookingsCloseOn(trip)),
    });
    events.push(tripDays(trip, 'departure'));
    return events;
  });
}

/** An operator's feed: the departures of the trips they run. */
export function operatorCalendarEvents(trips: readonly CalendarTrip[]): CalendarEvent[] {
  return trips.map((trip) => tripDays(trip, 'departure'));
}
