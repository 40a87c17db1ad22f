// Issue 29 point 4 and MKT-028: the portal reads a search's URL without zod; the reading must accept exactly the URLs
// the filters' schema accepts (the API's reading) and give the same search, or a shared link would mean one search
// on the page and another in the API. Compared on URLs made of valid, borderline and wrong values of every filter.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPLORE_CATEGORIES } from '../traveler/traveler-app.constants.js';
import { parseTripSearch } from './trip-search.codec.js';
import { TRIP_SEARCH_SORTS } from './trip-search.constants.js';
import { paramsOf, readTripSearch } from './trip-search.url-read.js';

const oneOf = <T>(...values: T[]) => fc.constantFrom(...values);
/** Mostly a value the schema accepts, sometimes a borderline or wrong one. */
const mostly = (valid: fc.Arbitrary<string>, wrong: fc.Arbitrary<string>) =>
  fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: wrong, weight: 1 });
const number = (max: number) =>
  mostly(
    fc.integer({ min: 0, max }).map(String),
    fc.oneof(
      fc.integer({ min: -5, max: max + 5 }).map(String),
      oneOf('-0', '1.5', '1e3', '0x10', ' 12 ', 'abc', 'Infinity', '', ' ', '007', String(max), String(max + 1)),
    ),
  );
const date = mostly(
  fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  oneOf('2027-02-30', '2027-13-01', '2027-5-01', 'tomorrow', '2028-02-29', '2027-02-29'),
);
const VALUES = {
  destination: mostly(
    fc.string({ maxLength: 30 }),
    oneOf('  Lisbon  ', 'a'.repeat(100), 'a'.repeat(101), ` ${'b'.repeat(100)} `),
  ),
  month: mostly(oneOf('2027-05', '2027-12', '1999-01'), oneOf('2027-13', '2027-00', '2027-5', 'May')),
  from: date,
  to: date,
  priceMin: number(1_000_000),
  priceMax: number(1_000_000),
  lengthMin: number(60),
  lengthMax: number(60),
  spots: mostly(oneOf('available'), oneOf('all', 'Available')),
  sort: mostly(oneOf(...TRIP_SEARCH_SORTS), oneOf('price', 'DEPARTURE')),
  category: mostly(oneOf(...EXPLORE_CATEGORIES), oneOf('Beach', 'yoga')),
  utm_source: oneOf('newsletter'),
};
/** A URL with a few of the filters (a handful, as links have; all of them would nearly always conflict). */
const query = fc
  .subarray(Object.keys(VALUES) as (keyof typeof VALUES)[], { maxLength: 5 })
  .chain((keys) => fc.tuple(...keys.map((key) => VALUES[key].map((value) => [key, value] as const))))
  .map((pairs) => pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&'));

describe('[issue 29] [MKT-028] the portal’s zod-free reading of a search URL', () => {
  it('accepts exactly the URLs the filters’ schema accepts, with the same search', () => {
    let accepted = 0;
    fc.assert(
      fc.property(query, (q) => {
        const schema = parseTripSearch(q);
        if (schema.ok) accepted += 1;
        expect(readTripSearch(q), q).toEqual({ ok: schema.ok, filters: schema.filters });
      }),
      { numRuns: 3000 },
    );
    // Both sides are exercised: a fair share of the URLs is a search, the rest refused.
    expect(accepted).toBeGreaterThan(300);
    expect(accepted).toBeLessThan(2700);
  });

  it('reads the common searches and refuses a mixed or inverted one', () => {
    expect(readTripSearch('?month=2027-05&priceMax=5000&sort=departure')).toEqual({
      ok: true,
      filters: { month: '2027-05', priceMax: 5000 },
    });
    expect(readTripSearch('destination=+Lisbon+&spots=available').filters).toEqual({
      destination: 'Lisbon',
      spots: 'available',
    });
    expect(readTripSearch('month=2027-05&from=2027-05-02')).toEqual({ ok: false, filters: {} });
    expect(readTripSearch('lengthMin=9&lengthMax=3')).toEqual({ ok: false, filters: {} });
    // A date the platform reads and writes back the same way, but not in the YYYY-MM-DD shape the schema asks for.
    expect(readTripSearch('from=%2B010000-01')).toEqual({ ok: false, filters: {} });
    expect(parseTripSearch('from=%2B010000-01').ok).toBe(false);
  });
});

describe('[MKT-028] the query string reader without DOM types', () => {
  it('gives each key’s first value as URLSearchParams does, for any mix of keys, = signs, empty pairs and escapes', () => {
    // Key letters that are not hex digits: a run of escapes that is not UTF-8 (`%aa`) is the one case read differently.
    const piece = fc.constantFrom('x', 'y', '=', '&', '+', '%20', '%C3%A9', '%2B', '%', '%zz', '%2', '?', '');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const query = parts.join('');
        const platform = new URLSearchParams(query);
        const ours = paramsOf(query);
        for (const key of ['', 'x', 'y', 'x y', 'xy', '?x', 'x=y', 'zz', 'é', 'x+'])
          expect(ours.get(key), `${JSON.stringify(query)} ${JSON.stringify(key)}`).toBe(platform.get(key));
      }),
      { numRuns: 300 },
    );
    // A bare key is present with an empty value; a pair with no key has the key ''.
    expect(paramsOf('spots').get('spots')).toBe('');
    expect(paramsOf('=x').get('')).toBe('x');
    expect(paramsOf('a&&b').get('')).toBeNull();
    expect(paramsOf('q=%aa').get('q')).toBe('%aa');
  });
});
