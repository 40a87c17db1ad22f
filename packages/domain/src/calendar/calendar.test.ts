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

describe('calendar events, exactly', () => {
  it('[MKT-050] a trip with no destination has no description; an itinerary day on the last day is in the feed', () => {
    const days = [
      { dayIndex: 7, items: ['Farewell'] },
      { dayIndex: 8, items: ['Left over'] },
    ];
    const events = travelerCalendarEvents([booking({ dueAmount: 0, days, trip: { ...trip, destination: '' } })]);
    expect(events).toStrictEqual([
      { uid: 'trip-t1@caravan', summary: trip.name, start: '2027-05-10', end: '2027-05-18', description: undefined },
      {
        uid: 'day-8-t1@caravan',
        summary: `Day 8: ${trip.name}`,
        start: '2027-05-17',
        end: '2027-05-18',
        description: 'Farewell',
      },
    ]);
  });

  it('[MKT-050] a one-day trip (no end date) keeps only its first itinerary day', () => {
    const days = [
      { dayIndex: 0, items: ['Walk'] },
      { dayIndex: 1, items: ['Left over'] },
    ];
    const events = travelerCalendarEvents([booking({ dueAmount: 0, days, trip: { ...trip, endDate: null } })]);
    expect(events.map((e) => [e.uid, e.start, e.end])).toEqual([
      ['trip-t1@caravan', '2027-05-10', '2027-05-11'],
      ['day-1-t1@caravan', '2027-05-10', '2027-05-11'],
    ]);
  });

  it('[MKT-050] a balance owed with no due date has no payment event', () => {
    expect(travelerCalendarEvents([booking({ paymentDueDate: null })]).map((e) => e.uid)).toEqual(['trip-t1@caravan']);
  });

  it("[MKT-050] the host's and operator's events carry their summaries and the trip's destination", () => {
    expect(hostCalendarEvents([trip])).toStrictEqual([
      { uid: 'launch-t1@caravan', summary: `Launch: ${trip.name}`, start: '2027-01-05', end: '2027-01-06' },
      {
        uid: 'bookings-close-t1@caravan',
        summary: `Bookings close: ${trip.name}`,
        start: '2027-04-10',
        end: '2027-04-11',
      },
      {
        uid: 'departure-t1@caravan',
        summary: trip.name,
        start: '2027-05-10',
        end: '2027-05-18',
        description: 'Portugal',
      },
    ]);
    expect(operatorCalendarEvents([trip])).toStrictEqual([
      {
        uid: 'departure-t1@caravan',
        summary: trip.name,
        start: '2027-05-10',
        end: '2027-05-18',
        description: 'Portugal',
      },
    ]);
  });
});

describe('RFC 5545 text, exactly', () => {
  const summaryLines = (summary: string) => {
    const lines = toICalendar([{ uid: 'x@caravan', summary, start: '2027-01-01', end: '2027-01-02' }], 'T', now).split(
      '\r\n',
    );
    const start = lines.findIndex((l) => l.startsWith('SUMMARY:'));
    const end = lines.findIndex((l, i) => i > start && !l.startsWith(' '));
    return lines.slice(start, end);
  };

  it('[MKT-050] writes the whole feed, line for line, with a description only where there is one', () => {
    const events = [
      { uid: 'a@caravan', summary: 'A', start: '2027-01-01', end: '2027-01-03', description: 'x\r\ny' },
      { uid: 'b@caravan', summary: 'B', start: '2027-02-01', end: '2027-02-02' },
    ];
    const event = (uid: string, start: string, end: string, summary: string) => [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTAMP:20261129T223005Z',
      `DTSTART;VALUE=DATE:${start}`,
      `DTEND;VALUE=DATE:${end}`,
      `SUMMARY:${summary}`,
    ];
    expect(toICalendar(events, 'My, trips', now)).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Caravan//Trip calendar//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'X-WR-CALNAME:My\\, trips',
        ...event('a@caravan', '20270101', '20270103', 'A'),
        'DESCRIPTION:x\\ny',
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
        ...event('b@caravan', '20270201', '20270202', 'B'),
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('[MKT-050] escapes every occurrence, and a bare line break as a CRLF one', () => {
    expect(summaryLines('a,,b;;c\\\\d\n\ne\r\nf')).toEqual(['SUMMARY:a\\,\\,b\\;\\;c\\\\\\\\d\\n\\ne\\nf']);
  });

  it('[MKT-050] fills the first line to exactly 75 octets and each continuation to 74 after its space', () => {
    // "SUMMARY:" is 8 octets: 67 more fill the first line, then 74 a line.
    expect(summaryLines('a'.repeat(67 + 74 + 3))).toEqual([`SUMMARY:${'a'.repeat(67)}`, ` ${'a'.repeat(74)}`, ' aaa']);
    expect(summaryLines('a'.repeat(67))).toEqual([`SUMMARY:${'a'.repeat(67)}`]);
  });

  it('[MKT-050] counts 1, 2, 3 and 4 octets for characters at each UTF-8 boundary', () => {
    // 8 + 66 = 74 octets; the next character fits only if it is one octet.
    const after = (ch: string) => summaryLines(`${'a'.repeat(66)}${ch}`);
    expect(after('\u007f')).toEqual([`SUMMARY:${'a'.repeat(66)}\u007f`]);
    expect(after('\u0080')).toEqual([`SUMMARY:${'a'.repeat(66)}`, ' \u0080']);
    // 8 + 64 = 72 octets: room for a 3-octet character, not a 4-octet one.
    const after3 = (ch: string) => summaryLines(`${'a'.repeat(64)}${ch}`);
    expect(after3('\u07ff')).toEqual([`SUMMARY:${'a'.repeat(64)}\u07ff`]);
    expect(after3('\u0800')).toEqual([`SUMMARY:${'a'.repeat(64)}\u0800`]);
    expect(after3('\uffff')).toEqual([`SUMMARY:${'a'.repeat(64)}\uffff`]);
    expect(after3('\u{10000}')).toEqual([`SUMMARY:${'a'.repeat(64)}`, ' \u{10000}']);
    // 8 + 65 = 73 octets: a 2-octet character fits, a 3-octet one does not.
    const after2 = (ch: string) => summaryLines(`${'a'.repeat(65)}${ch}`);
    expect(after2('\u07ff')).toEqual([`SUMMARY:${'a'.repeat(65)}\u07ff`]);
    expect(after2('\u0800')).toEqual([`SUMMARY:${'a'.repeat(65)}`, ' \u0800']);
  });
});
