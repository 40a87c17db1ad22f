// The URL of a search (MKT-028), read as the portal reads it: without zod, so the search's first script has none
// (issue 29 point 4). The same rules as the filters' schema, written out; the API reads with the schema
// (trip-search.codec.ts: parseTripSearch, with the reasons), and a test checks the two accept exactly the same URLs.
import { EXPLORE_CATEGORIES } from '../traveler/traveler-app.constants.js';
import {
  TRIP_SEARCH_DESTINATION_MAX,
  TRIP_SEARCH_FILTER_KEYS,
  TRIP_SEARCH_LENGTH_MAX,
  TRIP_SEARCH_PRICE_MAX,
  TRIP_SEARCH_SORTS,
} from './trip-search.constants.js';
import type { TripSearchFilters } from './trip-search.schema.js';
import { compactTripSearch } from './trip-search.url.js';

/** What a query string reader offers (URLSearchParams has it); the domain has no DOM types. */
export interface QueryParams {
  get(key: string): string | null;
}

/**
 * `application/x-www-form-urlencoded` decoding of one part, as URLSearchParams does it: `+` is a space, each run of
 * escapes is decoded, and a broken escape (`%`, `%zz`) is kept as typed beside the ones that decode. A run that is
 * not UTF-8 is kept as typed too, where the platform writes U+FFFD: no search filter accepts either.
 */
function decodePart(part: string): string {
  return part.replace(/\+/g, ' ').replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** The first value of each key of a query string (a leading '?' is allowed). */
export function paramsOf(query: string): QueryParams {
  const values = new Map<string, string>();
  for (const pair of query.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = decodePart(at < 0 ? pair : pair.slice(0, at));
    if (!values.has(key)) values.set(key, at < 0 ? '' : decodePart(pair.slice(at + 1)));
  }
  return { get: (key) => values.get(key) ?? null };
}

/** A real YYYY-MM-DD date (the schema's `calendarDateSchema`). */
const isCalendarDate = (s: string): boolean => {
  // Stryker disable next-line Regex: no text before or after a date survives the round trip below; the anchors say what is meant
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** The schema's whole number in [0, max], coerced as `z.coerce.number()` does (`Number(text)`), or undefined. */
function wholeNumber(text: string, max: number): number | undefined {
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 && n <= max ? n : undefined;
}

/**
 * MKT-028: the filters of a query string as the portal reads its URL: the search when the filters' schema accepts it
 * (the same rules, written out), or `ok: false` and the empty search. The API and the reasons: `parseTripSearch`.
 */
export function readTripSearch(query: string | QueryParams): { ok: boolean; filters: TripSearchFilters } {
  const params = typeof query === 'string' ? paramsOf(query) : query;
  const raw: Partial<Record<(typeof TRIP_SEARCH_FILTER_KEYS)[number], string>> = {};
  for (const key of TRIP_SEARCH_FILTER_KEYS) {
    const value = params.get(key);
    // An empty field in a shared link (`?destination=`) is no filter, as the form's empty field is.
    if (value !== null && value.trim() !== '') raw[key] = value;
  }
  const refused = { ok: false, filters: {} };
  const filters: TripSearchFilters = {};
  if (raw.destination !== undefined) {
    const destination = raw.destination.trim();
    if (destination.length > TRIP_SEARCH_DESTINATION_MAX) return refused;
    filters.destination = destination;
  }
  if (raw.month !== undefined) {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(raw.month)) return refused;
    filters.month = raw.month;
  }
  for (const key of ['from', 'to'] as const) {
    const value = raw[key];
    if (value === undefined) continue;
    if (!isCalendarDate(value)) return refused;
    filters[key] = value;
  }
  for (const [key, max] of [
    ['priceMin', TRIP_SEARCH_PRICE_MAX],
    ['priceMax', TRIP_SEARCH_PRICE_MAX],
    ['lengthMin', TRIP_SEARCH_LENGTH_MAX],
    ['lengthMax', TRIP_SEARCH_LENGTH_MAX],
  ] as const) {
    const value = raw[key];
    if (value === undefined) continue;
    const n = wholeNumber(value, max);
    if (n === undefined) return refused;
    filters[key] = n;
  }
  if (raw.spots !== undefined) {
    if (raw.spots !== 'available') return refused;
    filters.spots = raw.spots;
  }
  if (raw.sort !== undefined) {
    const sort = TRIP_SEARCH_SORTS.find((s) => s === raw.sort);
    if (!sort) return refused;
    filters.sort = sort;
  }
  if (raw.category !== undefined) {
    const category = EXPLORE_CATEGORIES.find((c) => c === raw.category);
    if (!category) return refused;
    filters.category = category;
  }
  // The schema's checks across fields (checkTripSearchRanges).
  const { month, from, to, priceMin, priceMax, lengthMin, lengthMax } = filters;
  if (month && (from || to)) return refused;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a missing end compares false (undefined > x), so the presence checks only narrow the types
  if (from && to && from > to) return refused;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a missing end compares false (undefined > x), so the presence checks only narrow the types
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) return refused;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a missing end compares false (undefined > x), so the presence checks only narrow the types
  if (lengthMin !== undefined && lengthMax !== undefined && lengthMin > lengthMax) return refused;
  return { ok: true, filters: compactTripSearch(filters) };
}
