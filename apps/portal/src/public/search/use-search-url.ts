// A search kept in the page's URL (MKT-028): read through the domain's codec, so a shared link and the back button
// give the same search; an unreadable link falls back to the empty search and says so (issue 26, Bad input). The
// codec's zod-free reading (readTripSearch, held to the schema by a test): the search's first script has no zod.
import { type TripSearchFilters, readTripSearch, serializeTripSearch, tripSearchUrl } from '@caravan/domain';
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

export interface SearchUrl {
  filters: TripSearchFilters;
  /** The URL held a search the codec refused; the page shows every trip and a note. */
  invalid: boolean;
  /** The applied search's query string: a key for the panel and the list. */
  key: string;
  /** Puts a search in the URL (a new history entry, so Back returns to this one). */
  setFilters: (filters: TripSearchFilters) => void;
}

export function useSearchUrl(path: string): SearchUrl {
  const search = useSearch();
  const [, navigate] = useLocation();
  return useMemo(() => {
    const parsed = readTripSearch(search);
    return {
      filters: parsed.filters,
      invalid: !parsed.ok,
      key: serializeTripSearch(parsed.filters),
      setFilters: (filters: TripSearchFilters) => navigate(tripSearchUrl(filters, path)),
    };
  }, [search, navigate, path]);
}
