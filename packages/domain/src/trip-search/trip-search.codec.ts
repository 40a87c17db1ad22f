// The URL of a search and back (MKT-028): the portal keeps a search in its query string and the API reads the same
// names, so a shared link, the back button and the API call all mean one search. Unknown keys (utm_source…) are
// ignored; an unknown value of a known key is refused by the schema.
import { TRIP_SEARCH_FILTER_KEYS } from './trip-search.constants.js';
import { type TripSearchFilters, tripSearchFiltersSchema } from './trip-search.schema.js';
import { compactTripSearch } from './trip-search.url.js';
import { paramsOf, type QueryParams } from './trip-search.url-read.js';

export { type CompactTripSearch, compactTripSearch, serializeTripSearch, tripSearchUrl } from './trip-search.url.js';
export { type QueryParams, readTripSearch } from './trip-search.url-read.js';

/** A URL's search: its filters, or the empty search and what was wrong with the URL's. */
export type TripSearchParse =
  | { ok: true; filters: TripSearchFilters }
  | { ok: false; filters: TripSearchFilters; problems: string[] };

/** MKT-028: the filters of a query string (`?month=2027-05&priceMax=5000`), checked by the filters' schema. */
export function parseTripSearch(query: string | QueryParams): TripSearchParse {
  const params = typeof query === 'string' ? paramsOf(query) : query;
  const raw: Record<string, string> = {};
  for (const key of TRIP_SEARCH_FILTER_KEYS) {
    const value = params.get(key);
    // An empty field in a shared link (`?destination=`) is no filter, as the form's empty field is.
    if (value !== null && value.trim() !== '') raw[key] = value;
  }
  const parsed = tripSearchFiltersSchema.safeParse(raw);
  if (parsed.success) return { ok: true, filters: compactTripSearch(parsed.data) };
  return {
    ok: false,
    filters: {},
    // Stryker disable next-line StringLiteral: every check of the filters' schema names its field, so the fallback is never read
    problems: parsed.error.issues.map((i) => `${String(i.path[0] ?? 'search')}: ${i.message}`),
  };
}
