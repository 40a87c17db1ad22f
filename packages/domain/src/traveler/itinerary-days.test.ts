// The itinerary's day dates and titles, shared by the Itinerary tab and its PDF.
import { describe, expect, it } from 'vitest';
import { itineraryDayDate, itineraryDayTitle } from './itinerary-days.rules.js';

describe('itinerary days', () => {
  it('[TRV-053] day N falls N-1 days after the start, across months and leap days', () => {
    expect(itineraryDayDate('2027-03-02', 1)).toBe('2027-03-02');
    expect(itineraryDayDate('2028-02-28', 2)).toBe('2028-02-29');
    expect(itineraryDayDate('2027-12-31', 2)).toBe('2028-01-01');
  });

  it('[TRV-053] a day title carries its number and its full date', () => {
    expect(itineraryDayTitle('2027-03-02', 1)).toBe('Day 1 · Tuesday, March 2, 2027');
    expect(itineraryDayTitle('2027-03-02', 8)).toBe('Day 8 · Tuesday, March 9, 2027');
  });
});
