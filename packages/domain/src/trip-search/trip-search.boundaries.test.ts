// The trip search at its edges (MKT-026..028, issue 28 point 7): each filter's bounds read from a URL by both readers,
// each refusal's reason word for word, the query string's odd spellings, and the cards' one-day and closed cases.
import { describe, expect, it } from 'vitest';
import { parseTripSearch } from './trip-search.codec.js';
import {
  activeTripSearchFilters,
  departureWindow,
  tripCardAvailabilityLabel,
  tripCardDates,
  tripLengthDays,
} from './trip-search.rules.js';
import type { TripSearchFilters } from './trip-search.schema.js';
import { compactTripSearch, serializeTripSearch } from './trip-search.url.js';
import { readTripSearch } from './trip-search.url-read.js';

/** Both readers of a URL, the API's (schema) and the portal's (no zod): they must agree on every case here. */
function bothRead(query: string): { ok: boolean; filters: TripSearchFilters } {
  const schema = parseTripSearch(query);
  const portal = readTripSearch(query);
  expect(portal, query).toEqual({ ok: schema.ok, filters: schema.filters });
  return portal;
}
const accepts = (query: string, filters: TripSearchFilters) =>
  expect(bothRead(query), query).toEqual({ ok: true, filters });
const refuses = (query: string) => expect(bothRead(query), query).toEqual({ ok: false, filters: {} });

describe('reading a search URL at its edges', () => {
  it('[MKT-028] a query string: leading ?, empty pairs, a key without =, + as a space, escaped keys, the first value', () => {
    accepts('?&&destination=Lima&&', { destination: 'Lima' });
    accepts('destination', {});
    accepts('destination=%20%20&priceMax=', {});
    accepts('destination=Costa+Rica', { destination: 'Costa Rica' });
    accepts('desti%6Eation=Lima&destination=Cusco', { destination: 'Lima' });
    accepts('destination=Why?', { destination: 'Why?' });
    accepts('destination=100%25+Peru', { destination: '100% Peru' });
    // A broken escape is kept as typed, not thrown on.
    accepts('destination=%E0%A4%A', { destination: '%E0%A4%A' });
    expect(parseTripSearch(new URLSearchParams('month=2027-05'))).toEqual({ ok: true, filters: { month: '2027-05' } });
    expect(readTripSearch(new URLSearchParams('month=2027-05'))).toEqual({ ok: true, filters: { month: '2027-05' } });
  });

  it('[MKT-027] a destination of up to 100 characters, counted after trimming', () => {
    accepts(`destination=${'a'.repeat(100)}`, { destination: 'a'.repeat(100) });
    accepts(`destination=${encodeURIComponent(` ${'b'.repeat(100)} `)}`, { destination: 'b'.repeat(100) });
    refuses(`destination=${'a'.repeat(101)}`);
  });

  it('[MKT-027] a month is YYYY-MM with a month from 01 to 12, nothing before or after', () => {
    accepts('month=2027-01', { month: '2027-01' });
    accepts('month=2027-10', { month: '2027-10' });
    for (const month of ['2027-13', '2027-00', '2027-5', 'x2027-05', '2027-05x', '27-05', '2027-1a'])
      refuses(`month=${month}`);
  });

  it('[MKT-027] dates are real calendar days as YYYY-MM-DD; a range may start and end on one day', () => {
    accepts('from=2028-02-29', { from: '2028-02-29' });
    accepts('from=2027-05-01&to=2027-05-01', { from: '2027-05-01', to: '2027-05-01' });
    for (const date of ['2027-02-29', '2027-02-30', '2027-13-01', '2027-5-01', 'x2027-05-01', '2027-05-01x', 'soon'])
      refuses(`to=${date}`);
    refuses('from=2027-05-02&to=2027-05-01');
  });

  it('[MKT-027] prices and lengths are whole numbers from 0 to their maximum; a range may be one value', () => {
    accepts('priceMin=0&priceMax=1000000', { priceMin: 0, priceMax: 1_000_000 });
    accepts('priceMin=1e3', { priceMin: 1000 });
    accepts('lengthMin=60&lengthMax=60', { lengthMin: 60, lengthMax: 60 });
    accepts('priceMin=500&priceMax=500', { priceMin: 500, priceMax: 500 });
    for (const bad of [
      'priceMax=1000001',
      'priceMin=-1',
      'lengthMax=61',
      'lengthMin=-1',
      'lengthMin=2.5',
      'priceMax=abc',
    ])
      refuses(bad);
    refuses('lengthMin=8&lengthMax=7');
    refuses('priceMin=501&priceMax=500');
  });

  it('[MKT-027] spots, sort and category take only their own values; a month goes with no date at all', () => {
    accepts('spots=available&sort=price-desc&category=Food', {
      spots: 'available',
      sort: 'price-desc',
      category: 'Food',
    });
    for (const bad of ['spots=Available', 'sort=price', 'category=food']) refuses(bad);
    refuses('month=2027-05&to=2027-05-20');
    refuses('month=2027-05&from=2027-05-02');
  });

  it('[MKT-028] the schema says what was wrong with a URL, field by field', () => {
    const problems = (query: string) => {
      const parsed = parseTripSearch(query);
      return parsed.ok ? [] : parsed.problems;
    };
    expect(problems('month=2027-05&to=2027-05-20')).toEqual(['month: Pick a month or a date range, not both']);
    expect(problems('from=2027-05-02&to=2027-05-01')).toEqual(['to: The end date is before the start date']);
    expect(problems('priceMin=9&priceMax=8')).toEqual(['priceMax: The highest price is below the lowest']);
    expect(problems('lengthMin=9&lengthMax=8')).toEqual(['lengthMax: The longest length is below the shortest']);
    expect(problems('sort=cheapest')).toEqual(['sort: Sort is one of departure, price-asc, price-desc']);
  });
});

describe('writing a search at its edges', () => {
  it('[MKT-028] one spelling: text trimmed, the default sort and empty text left out, a zero bound kept', () => {
    expect(compactTripSearch({ destination: '  Lima ', sort: 'departure', priceMin: 0 })).toEqual({
      destination: 'Lima',
      priceMin: 0,
    });
    expect(compactTripSearch({ destination: '', sort: 'price-asc' })).toEqual({ sort: 'price-asc' });
    // Only the sort's default is left out: a destination spelled like it is a destination.
    expect(compactTripSearch({ destination: 'departure' })).toEqual({ destination: 'departure' });
    expect(serializeTripSearch({ lengthMin: 0, spots: 'available' })).toBe('lengthMin=0&spots=available');
  });

  it('[MKT-027] the sort and empty text are no filters; a zero bound is one', () => {
    expect(activeTripSearchFilters({})).toBe(0);
    expect(activeTripSearchFilters({ sort: 'price-desc', destination: '' })).toBe(0);
    expect(activeTripSearchFilters({ destination: undefined, priceMin: undefined })).toBe(0);
    expect(activeTripSearchFilters({ priceMin: 0, destination: 'Lima', spots: 'available' })).toBe(3);
  });
});

describe('trip search rules at their edges', () => {
  it('[MKT-027] a month runs to the first of the next (two digits); a date range open at either end', () => {
    expect(departureWindow({ month: '2027-09' })).toEqual({ from: '2027-09-01', before: '2027-10-01' });
    expect(departureWindow({ month: '2027-10' })).toEqual({ from: '2027-10-01', before: '2027-11-01' });
    expect(departureWindow({ month: '2027-01' })).toEqual({ from: '2027-01-01', before: '2027-02-01' });
    expect(departureWindow({ from: '2027-05-01' })).toEqual({ from: '2027-05-01' });
    expect(departureWindow({ to: '2027-12-31' })).toEqual({ before: '2028-01-01' });
  });

  it('[MKT-027] a trip ending the day it starts, or (bad data) before, lasts one day', () => {
    expect(tripLengthDays('2027-05-10', '2027-05-10')).toBe(1);
    expect(tripLengthDays('2027-05-10', '2027-05-11')).toBe(2);
    expect(tripLengthDays('2027-05-10', '2027-05-01')).toBe(1);
  });

  it('[MKT-026] a card says the waitlist and closed word for word, and one date for a one-day trip', () => {
    expect(tripCardAvailabilityLabel({ kind: 'waitlist' })).toBe('Full — join the waitlist');
    expect(tripCardAvailabilityLabel({ kind: 'closed' })).toBe('Bookings closed');
    expect(tripCardDates({ startDate: '2027-05-10', endDate: null })).toBe('May 10, 2027');
    expect(tripCardDates({ startDate: '2027-05-10', endDate: '2027-05-10' })).toBe('May 10, 2027');
  });
});
