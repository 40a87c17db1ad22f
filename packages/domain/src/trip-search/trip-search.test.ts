// The trip search's filters, URL codec and card rules (MKT-026..028).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TRIP_SEARCH_SORTS,
  activeTripSearchFilters,
  compactTripSearch,
  departureWindow,
  minorOfWhole,
  parseTripSearch,
  serializeTripSearch,
  tripCardAvailabilityLabel,
  tripCardDates,
  tripLengthDays,
  tripSearchFiltersSchema,
  tripSearchMonths,
  tripSearchUrl,
} from './index.js';
import { TRIP_SEARCH_FILTER_KEYS } from './trip-search.constants.js';
import { tripSearchFilterShape } from './trip-search.schema.js';

describe('trip search filters', () => {
  it('[MKT-027] reads every filter from a query string, numbers as numbers', () => {
    const parsed = parseTripSearch(
      '?destination=peru&month=2027-05&priceMin=1000&priceMax=5000&lengthMin=5&lengthMax=10&spots=available&sort=price-asc',
    );
    expect(parsed).toEqual({
      ok: true,
      filters: {
        destination: 'peru',
        month: '2027-05',
        priceMin: 1000,
        priceMax: 5000,
        lengthMin: 5,
        lengthMax: 10,
        spots: 'available',
        sort: 'price-asc',
      },
    });
  });

  it('[MKT-027] refuses unknown values: a sort, a month, a price, a spots value; ignores unknown keys', () => {
    for (const bad of ['sort=cheapest', 'month=2027-13', 'priceMax=lots', 'priceMin=-5', 'spots=yes', 'lengthMax=1.5'])
      expect(parseTripSearch(bad).ok, bad).toBe(false);
    expect(parseTripSearch('utm_source=newsletter')).toEqual({ ok: true, filters: {} });
    expect(parseTripSearch('?destination=S%C3%A3o+Paulo&destination=Lima')).toEqual({
      ok: true,
      filters: { destination: 'São Paulo' },
    });
  });

  it('[MKT-027] refuses a range upside down and a month mixed with dates', () => {
    expect(parseTripSearch('priceMin=5000&priceMax=1000').ok).toBe(false);
    expect(parseTripSearch('lengthMin=9&lengthMax=3').ok).toBe(false);
    expect(parseTripSearch('from=2027-06-01&to=2027-05-01').ok).toBe(false);
    expect(parseTripSearch('month=2027-05&from=2027-05-01').ok).toBe(false);
  });

  it('[MKT-028] an invalid URL falls back to the empty search and says what was wrong', () => {
    const parsed = parseTripSearch('sort=cheapest&month=2027-05');
    expect(parsed.ok).toBe(false);
    expect(parsed.filters).toEqual({});
    if (!parsed.ok) expect(parsed.problems.join(' ')).toMatch(/sort/);
  });

  it('[MKT-028] serializes one spelling per search: no empty values, no default sort, a fixed key order', () => {
    expect(serializeTripSearch({ sort: 'departure', destination: '' })).toBe('');
    expect(serializeTripSearch({ priceMax: 5000, month: '2027-05' })).toBe('month=2027-05&priceMax=5000');
    expect(tripSearchUrl({})).toBe('/trips');
    expect(tripSearchUrl({ destination: 'São Paulo' }, '/app/traveler/explore')).toBe(
      '/app/traveler/explore?destination=S%C3%A3o%20Paulo',
    );
  });

  it("[MKT-028] writes a URL with the schema's fields in the schema's order (the writer lists them without zod)", () => {
    expect(Object.keys(tripSearchFilterShape)).toEqual([...TRIP_SEARCH_FILTER_KEYS]);
  });

  it('[MKT-028] parse(serialize(filters)) gives the filters back for every valid search', () => {
    const filters = fc.record(
      {
        destination: fc
          .string({ maxLength: 20 })
          .map((s) => s.trim())
          .filter((s) => s.length > 0),
        month: fc.constantFrom('2027-01', '2027-05', '2027-12'),
        priceMin: fc.integer({ min: 0, max: 5000 }),
        priceMax: fc.integer({ min: 5000, max: 1_000_000 }),
        lengthMin: fc.integer({ min: 0, max: 10 }),
        lengthMax: fc.integer({ min: 10, max: 60 }),
        spots: fc.constant('available' as const),
        sort: fc.constantFrom(...TRIP_SEARCH_SORTS.filter((s) => s !== 'departure')),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(filters, (f) => {
        expect(tripSearchFiltersSchema.safeParse(f).success).toBe(true);
        expect(parseTripSearch(serializeTripSearch(f))).toEqual({ ok: true, filters: compactTripSearch(f) });
      }),
    );
  });
});

describe('trip search rules', () => {
  it('[MKT-027] a month is its first day up to the next month; a date range includes its last day', () => {
    expect(departureWindow({ month: '2027-12' })).toEqual({ from: '2027-12-01', before: '2028-01-01' });
    expect(departureWindow({ from: '2027-05-01', to: '2027-05-31' })).toEqual({
      from: '2027-05-01',
      before: '2027-06-01',
    });
    expect(departureWindow({})).toEqual({});
  });

  it('[MKT-027] a trip length counts its first and last day; price bounds are whole units in minor units', () => {
    expect(tripLengthDays('2027-05-10', '2027-05-17')).toBe(8);
    expect(tripLengthDays('2027-05-10', null)).toBe(1);
    expect(minorOfWhole(4650, 'USD')).toBe(465000);
    expect(minorOfWhole(3500, 'EUR')).toBe(350000);
  });

  it('[MKT-026] a card says spots left, the waitlist, when booking opens, or closed', () => {
    expect(tripCardAvailabilityLabel({ kind: 'open', spotsRemaining: 1 })).toBe('1 spot left');
    expect(tripCardAvailabilityLabel({ kind: 'open', spotsRemaining: 4 })).toBe('4 spots left');
    expect(tripCardAvailabilityLabel({ kind: 'waitlist' })).toMatch(/waitlist/);
    expect(tripCardAvailabilityLabel({ kind: 'upcoming', opensOn: '2026-12-01' })).toBe('Booking opens Dec 1, 2026');
    expect(tripCardDates({ startDate: '2027-05-10', endDate: '2027-05-17' })).toBe('May 10 – May 17, 2027');
    expect(tripCardDates({ startDate: '2027-12-30', endDate: '2028-01-04' })).toBe('Dec 30, 2027 – Jan 4, 2028');
  });

  it('[MKT-027] the month picker starts at this month and counts the filters set', () => {
    const months = tripSearchMonths(new Date('2026-11-21T12:00:00Z'), 3);
    expect(months.map((m) => m.id)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(months[0]?.label).toBe('November 2026');
    expect(activeTripSearchFilters({ sort: 'price-asc', month: '2027-05', priceMax: 5000 })).toBe(2);
  });

  it('[MKT-010] offers this month and the next ones, each once, in order, as YYYY-MM with a readable label', () => {
    const months = tripSearchMonths(new Date('2027-01-31T23:00:00Z'));
    expect(months).toHaveLength(18);
    expect(new Set(months.map((m) => m.id)).size).toBe(18);
    expect(months.slice(0, 3)).toEqual([
      { id: '2027-01', label: 'January 2027' },
      { id: '2027-02', label: 'February 2027' },
      { id: '2027-03', label: 'March 2027' },
    ]);
  });

  it('[TRV-064] reads one of the eight categories from the URL; another is refused (the page shows all trips)', () => {
    expect(parseTripSearch('category=Yoga')).toEqual({ ok: true, filters: { category: 'Yoga' } });
    expect(parseTripSearch('category=hiking').ok).toBe(false);
    expect(tripSearchUrl({ category: 'Health & Wellness' }, '/app/traveler/explore')).toBe(
      '/app/traveler/explore?category=Health%20%26%20Wellness',
    );
  });
});
