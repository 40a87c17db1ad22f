// The trip search's reads (MKT-026..028, MKT-034): a search's cards a page at a time, the home's featured trips and a
// host's trips, each under its own query key; the query is the domain's filters as the API names them.
import { type TripCard, type TripSearchFilters, compactTripSearch, serializeTripSearch } from '@caravan/domain';
import { TRIP_SEARCH_PAGE_SIZE } from '@caravan/domain';
import { type PagedList, usePagedList } from '../../api/paged.js';
import { call } from '../../api/typed.js';

export type { TripCard };

/** A search's query key: the entry seeds it with the cards a server-rendered page came with. */
export const tripSearchKey = (filters: TripSearchFilters, pageSize: number) =>
  ['public', 'trip-search', serializeTripSearch(compactTripSearch(filters)), pageSize] as const;

/** MKT-027: the live trips matching a search, a page at a time. */
export function useTripSearch(filters: TripSearchFilters, pageSize = TRIP_SEARCH_PAGE_SIZE): PagedList<TripCard> {
  const search = compactTripSearch(filters);
  return usePagedList(tripSearchKey(filters, pageSize), (cursor, signal) =>
    call('get', '/api/public/trips', {
      query: { ...search, limit: pageSize, ...(cursor ? { cursor } : {}) },
      signal,
      authRedirect: false,
    }),
  );
}

/** MKT-034: a host's live and upcoming trips, a page at a time. */
export function useHostTrips(pagePath: string): PagedList<TripCard> {
  return usePagedList(['public', 'host-trips', pagePath], (cursor, signal) =>
    call('get', '/api/public/hosts/{pagePath}/trips', {
      params: { pagePath },
      query: { limit: TRIP_SEARCH_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      signal,
      authRedirect: false,
    }),
  );
}
