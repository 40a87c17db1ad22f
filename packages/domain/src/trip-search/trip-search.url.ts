// The URL of a search (MKT-028), written: one spelling per search, the same names the API reads. Apart from the
// reading (trip-search.url-read.ts; the API's, checked by the filters' schema, in trip-search.codec.ts) so a page that
// only links to or asks for a search loads neither zod nor the reading (issue 29).
import { TRIP_SEARCH_DEFAULT_SORT, TRIP_SEARCH_FILTER_KEYS, TRIP_SEARCH_PATH } from './trip-search.constants.js';
import type { TripSearchFilters } from './trip-search.schema.js';

/** A search with only the filters it sets: no key holds undefined (what an API query's optional fields accept). */
export type CompactTripSearch = { [K in keyof TripSearchFilters]?: Exclude<TripSearchFilters[K], undefined> };

/** The filters without empty values and without the default sort: one search has one spelling. */
export function compactTripSearch(filters: TripSearchFilters): CompactTripSearch {
  const out: Record<string, unknown> = {};
  for (const key of TRIP_SEARCH_FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === '') continue;
    if (key === 'sort' && value === TRIP_SEARCH_DEFAULT_SORT) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out as CompactTripSearch;
}

/** MKT-028: the query string of a search (no leading '?'), '' for the empty search. */
export function serializeTripSearch(filters: TripSearchFilters): string {
  return Object.entries(compactTripSearch(filters))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

/** The page URL of a search: `/trips?month=2027-05`, or the page's bare path for the empty search. */
export function tripSearchUrl(filters: TripSearchFilters, path: string = TRIP_SEARCH_PATH): string {
  const query = serializeTripSearch(filters);
  return query ? `${path}?${query}` : path;
}
