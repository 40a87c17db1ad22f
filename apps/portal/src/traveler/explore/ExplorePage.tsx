// /app/traveler/explore (MKT-010, TRV-011, TRV-063, TRV-064, MKT-027): a hero and the eight category cards, then the
// public trip search (the same filter panel, URL codec, API and cards as /trips), its search kept in this page's URL.
import {
  EXPLORE_CATEGORIES,
  TRIP_SEARCH_INVALID_URL_NOTE,
  activeTripSearchFilters,
  exploreCategoryUrl,
} from '@caravan/domain';
import { Alert, Link } from '@caravan/ui';
import { useMemo } from 'react';
import { TripSearchForm } from '../../public/search/TripSearchForm.js';
import { TripSearchResults } from '../../public/search/TripSearchResults.js';
import { useSearchUrl } from '../../public/search/use-search-url.js';
import './explore.css';

/** Explore's own path: a category card filters this page's list (the catalogue of TRV-064). */
export const EXPLORE_PATH = '/app/traveler/explore';

/** The Explore page: hero, categories, the search panel, trip cards, Load more. */
export function ExplorePage() {
  const url = useSearchUrl(EXPLORE_PATH);
  const today = useMemo(() => new Date(), []);
  const { category } = url.filters;
  return (
    <div className="ex-Page">
      <section className="ex-Hero" aria-labelledby="explore-title">
        <p className="ex-Hero-eyebrow">Traveler Portal</p>
        <h1 id="explore-title" className="ex-Hero-title">
          Explore
        </h1>
        <p className="ex-Hero-text">Small-group trips led by hosts who know the way. Find your next one.</p>
      </section>
      <nav aria-label="Trip categories">
        <ul className="ex-Categories">
          {EXPLORE_CATEGORIES.map((name) => (
            <li key={name}>
              <Link
                href={exploreCategoryUrl(EXPLORE_PATH, name)}
                variant="standalone"
                className="ex-Category"
                {...(name === category ? { 'aria-current': 'page' as const } : {})}
              >
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {url.invalid ? (
        <Alert tone="warning" title="Showing all trips">
          {TRIP_SEARCH_INVALID_URL_NOTE}
        </Alert>
      ) : null}
      {category ? (
        <p className="ex-Filter">
          Showing {category} trips.{' '}
          <Link href={EXPLORE_PATH} variant="inline">
            All trips
          </Link>
        </p>
      ) : null}
      <TripSearchForm key={url.key} value={url.filters} onSearch={url.setFilters} today={today} />
      <TripSearchResults
        filters={url.filters}
        onReset={activeTripSearchFilters(url.filters) > 0 ? () => url.setFilters({}) : undefined}
      />
    </div>
  );
}
