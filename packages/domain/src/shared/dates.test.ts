// Tests of the calendar-date and instant helpers: a date in a zone, the start of a date in a zone, display patterns,
// and the calendar-date schema's format and real-date checks.
import { describe, expect, it } from 'vitest';
import { calendarDateOf, calendarDateSchema, formatDate, formatInstant, startOfDateIn } from './dates.js';

describe('calendar dates and instants', () => {
  it('the calendar date of an instant is read in UTC unless a zone is named', () => {
    const instant = new Date('2025-03-10T03:30:00Z');
    expect(calendarDateOf(instant)).toBe('2025-03-10');
    expect(calendarDateOf(instant, 'UTC')).toBe('2025-03-10');
    expect(calendarDateOf(instant, 'America/New_York')).toBe('2025-03-09');
    expect(calendarDateOf(new Date('2025-12-31T16:00:00Z'), 'Asia/Tokyo')).toBe('2026-01-01');
    // The zone's formatter is made once and reused: a second read in the same zone is the same date.
    expect(calendarDateOf(new Date('2025-01-05T12:00:00Z'), 'America/New_York')).toBe('2025-01-05');
  });

  it('a calendar date begins at its local midnight in the zone', () => {
    expect(startOfDateIn('2025-07-01', 'America/New_York').toISOString()).toBe('2025-07-01T04:00:00.000Z');
    expect(startOfDateIn('2025-07-01', 'UTC').toISOString()).toBe('2025-07-01T00:00:00.000Z');
  });

  it('a calendar date is formatted the same in every zone; an instant in the zone it is shown in', () => {
    expect(formatDate('2025-03-05', 'MMM d, yyyy')).toBe('Mar 5, 2025');
    expect(formatDate('2025-12-31', 'yyyy-MM-dd')).toBe('2025-12-31');
    const instant = new Date('2025-03-10T03:30:00Z');
    expect(formatInstant(instant, 'yyyy-MM-dd HH:mm')).toBe('2025-03-10 03:30');
    expect(formatInstant(instant, 'yyyy-MM-dd HH:mm', 'America/Lima')).toBe('2025-03-09 22:30');
  });
});

describe('calendar date schema', () => {
  it('takes a real date written YYYY-MM-DD, leap days included', () => {
    expect(calendarDateSchema.parse('2025-03-05')).toBe('2025-03-05');
    expect(calendarDateSchema.parse('2024-02-29')).toBe('2024-02-29');
  });

  it('refuses another format, and a date the calendar does not have', () => {
    const message = (value: string) => calendarDateSchema.safeParse(value).error?.issues.map((i) => i.message);
    // zod runs the refinement after a failed format check too: another format is no real date either.
    expect(message('2025-3-5')).toEqual(['Use the format YYYY-MM-DD', 'Not a real calendar date']);
    expect(message('05/03/2025')).toEqual(['Use the format YYYY-MM-DD', 'Not a real calendar date']);
    expect(message('2025-02-29')).toEqual(['Not a real calendar date']);
    expect(message('2025-04-31')).toEqual(['Not a real calendar date']);
    expect(message('2025-13-01')).toEqual(['Not a real calendar date']);
  });
});
