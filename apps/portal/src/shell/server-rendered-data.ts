// The data a server-rendered home or search came with (apps/api/src/views/public-search.page.ts): the first page of
// cards and the search it answers, put in the query cache under the search's key, so the portal's page shows the same
// cards at once and asks for nothing before its first paint.
import { type Page, TRIP_SEARCH_DATA_ELEMENT_ID, type TripCard, type TripSearchFilters } from '@caravan/domain';
import type { QueryClient } from '@tanstack/react-query';
import { tripSearchKey } from '../public/search/trip-search.api.js';

interface ServerRenderedSearch {
  filters: TripSearchFilters;
  limit: number;
  page: Page<TripCard>;
}

/** Seeds `client` with the page's inlined search, if it has one; a malformed one is ignored (the page asks the API). */
export function seedServerRenderedSearch(client: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(TRIP_SEARCH_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    const data = JSON.parse(text) as ServerRenderedSearch;
    if (!Array.isArray(data.page?.items) || typeof data.limit !== 'number') return;
    client.setQueryData(tripSearchKey(data.filters ?? {}, data.limit), {
      pages: [data.page],
      pageParams: [undefined],
    });
  } catch {
    // Not JSON: the page loads its cards as it would without the server's render.
  }
}
