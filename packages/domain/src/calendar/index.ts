// Public surface of the calendar area (MKT-050): the events of a user's feed and their RFC 5545 text.
export {
  type CalendarBooking,
  type CalendarDay,
  type CalendarEvent,
  type CalendarTrip,
  hostCalendarEvents,
  operatorCalendarEvents,
  travelerCalendarEvents,
} from './calendar.rules.js';
export { toICalendar } from './ical.js';
export { type CalendarLink, calendarFeedParamsSchema, calendarLinkSchema } from './calendar.schema.js';
