// Unit tests of the calendar feed's events and RFC 5545 text (MKT-050).
import { describe, expect, it } from 'vitest';
import {
  type CalendarBooking,
  type CalendarTrip,
  hostCalendarEvents,
  operatorCalendarEvents,
  travelerCalendarEvents,
} from './calendar.rules.js';
import { toICalendar } from './ical.js';

const trip: CalendarTrip = {
  id: 't1',
  name: 'Lisbon, Porto; and more',
  destination: 'Portugal',
  startDate: '2027-05-10',
  endDate: '2027-05-17',
  launchDate: new Date('2027-01-05T15:00:00Z'),
  bookingsDeadline: 30,
};
const booking = (over: Partial<CalendarBooking> = {}): CalendarBooking => ({
  id: 'b1',
  status: 'confirmed',
  dueAmount: 120000,
  paymentDueDate: '2027-04-10',
  trip,
  days: [],
  ...over,
});
const now = new Date('2026-11-29T22:30:05Z');

describe('calendar events', () => {
  it("[MKT-050] a traveler's feed holds the trip days (end exclusive) and the payment due date, with stable UIDs", () => {
    expect(travelerCalendarEvents([booking()])).toEqual([
      { uid: 'trip-t1@caravan', summary: trip.name, start: '2027-05-10', end: '2027-05-18', description: 'Portugal' },
      { uid: 'payment-due-b1@caravan', summary: `Payment due: ${trip.name}`, start: '2027-04-10', end: '2027-04-11' },
    ]);
  });

  it('[MKT-050] each itinerary day with something on it is an event on its own date, the items as its description', () => {
    const days = [
      { dayIndex: 0, items: ['Arrival in Lisbon', 'Welcome dinner'] },
      { dayIndex: 1, items: [] },
      { dayIndex: 3, items: ['Train to Porto'] },
      // Beyond the trip's last day (2027-05-17 is day index 7): not in the feed.
      { dayIndex: 8, items: ['Left over'] },
    ];
    const events = travelerCalendarEvents([booking({ dueAmount: 0, days })]);
    expect(events.slice(1)).toEqual([
      {
        uid: 'day-1-t1@caravan',
        summary: `Day 1: ${trip.name}`,
        start: '2027-05-10',
        end: '2027-05-11',
        description: 'Arrival in Lisbon\nWelcome dinner',
      },
      {
        uid: 'day-4-t1@caravan',
        summary: `Day 4: ${trip.name}`,
        start: '2027-05-13',
        end: '2027-05-14',
        description: 'Train to Porto',
      },
    ]);
  });

  it('[MKT-050] a paid-up booking has no payment event; a cancelled one has no event at all', () => {
    expect(travelerCalendarEvents([booking({ dueAmount: 0 })]).map((e) => e.uid)).toEqual(['trip-t1@caravan']);
    expect(travelerCalendarEvents([booking({ status: 'cancelled' })])).toEqual([]);
  });

  it("[MKT-050] a host's feed holds the launch, the day bookings close and the departure", () => {
    const events = hostCalendarEvents([trip]);
    expect(events.map((e) => [e.uid, e.start, e.end])).toEqual([
      ['launch-t1@caravan', '2027-01-05', '2027-01-06'],
      ['bookings-close-t1@caravan', '2027-04-10', '2027-04-11'],
      ['departure-t1@caravan', '2027-05-10', '2027-05-18'],
    ]);
    expect(hostCalendarEvents([{ ...trip, launchDate: null }]).map((e) => e.uid)).not.toContain('launch-t1@caravan');
  });

  it("[MKT-050] an operator's feed holds the departures; a trip with no end date is one day", () => {
    expect(operatorCalendarEvents([{ ...trip, endDate: null }])).toMatchObject([
      { uid: 'departure-t1@caravan', start: '2027-05-10', end: '2027-05-11' },
    ]);
  });
});

describe('RFC 5545 text', () => {
  const textOf = (summary: string) =>
    toICalendar([{ uid: 'x@caravan', summary, start: '2027-01-01', end: '2027-01-02' }], 'Trips', now).split('\r\n');

  it('[MKT-050] escapes backslash, semicolon, comma and line breaks', () => {
    expect(textOf('a\\b;c,d\ne')).toContain('SUMMARY:a\\\\b\\;c\\,d\\ne');
  });

  it('[MKT-050] folds lines at 75 octets without splitting a multi-byte character', () => {
    const lines = textOf('é'.repeat(80));
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const start = lines.findIndex((l) => l.startsWith('SUMMARY:'));
    const folded = [lines[start] ?? ''];
    for (const l of lines.slice(start + 1))
      if (l.startsWith(' ')) folded.push(l.slice(1));
      else break;
    expect(folded.length).toBeGreaterThan(1);
    expect(folded.join('')).toBe(`SUMMARY:${'é'.repeat(80)}`);
  });

  it('[MKT-050] writes a VCALENDAR of all-day VEVENTs with CRLF endings, DTSTAMP and DATE values', () => {
    const text = toICalendar(travelerCalendarEvents([booking()]), 'Caravan trips', now);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('DTSTAMP:20261129T223005Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270510');
    expect(lines).toContain('DTEND;VALUE=DATE:20270518');
    expect(lines).toContain('SUMMARY:Lisbon\\, Porto\\; and more');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
  });
});
