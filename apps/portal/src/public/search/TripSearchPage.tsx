// /trips (MKT-027, MKT-028): the public trip search, its filters in the URL (shareable, Back restores the last
// search), the results a page at a time; a link with a search it cannot read shows every trip and says why.
import {
  TRIP_SEARCH_COPY as COPY,
  TRIP_SEARCH_INVALID_URL_NOTE,
  TRIP_SEARCH_PATH,
  activeTripSearchFilters,
} from '@caravan/domain';
import { Alert } from '@caravan/ui';
import { useEffect, useMemo } from 'react';
import { MarketplaceLayout } from './PublicHeader.js';
import { TripSearchForm } from './TripSearchForm.js';
import { TripSearchResults } from './TripSearchResults.js';
import { useSearchUrl } from './use-search-url.js';

export function TripSearchPage() {
  const url = useSearchUrl(TRIP_SEARCH_PATH);
  const today = useMemo(() => new Date(), []);
  useEffect(() => {
    document.title = COPY.documentTitle;
  }, []);
  const filtered = activeTripSearchFilters(url.filters) > 0;
  return (
    <MarketplaceLayout>
      <div className="ts-Page">
        <header className="ts-PageHeader">
          <h1 className="ts-PageHeader-title">{COPY.title}</h1>
          <p className="ts-PageHeader-text">{COPY.text}</p>
        </header>
        {url.invalid ? (
          <Alert tone="warning" title="Showing all trips">
            {TRIP_SEARCH_INVALID_URL_NOTE}
          </Alert>
        ) : null}
        <TripSearchForm key={url.key} value={url.filters} onSearch={url.setFilters} today={today} />
        <TripSearchResults filters={url.filters} onReset={filtered ? () => url.setFilters({}) : undefined} />
      </div>
    </MarketplaceLayout>
  );
}
