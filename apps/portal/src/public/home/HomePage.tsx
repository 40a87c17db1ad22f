// "/" for a visitor (MKT-026): the marketplace home: a hero with the trip search, the soonest live trips as cards, and
// a way to browse them all, by destination or month. A search here opens /trips with it in the URL. The hero's form is
// a plain <form> with the search panel's native fields (InputField, ChoiceField), not react-aria's Form and TextField:
// the home's first script is held to issue 29's 110 kB gzip (decision 039).
import {
  PUBLIC_HOME_COPY as COPY,
  TRIP_SEARCH_FEATURED_COUNT,
  type TripSearchFilters,
  tripSearchMonths,
  tripSearchUrl,
} from '@caravan/domain';
import { Alert, Button, Link, Spinner } from '@caravan/ui';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { ChoiceField } from '../search/ChoiceField.js';
import { InputField } from '../search/InputField.js';
import { MarketplaceLayout } from '../search/PublicHeader.js';
import { TripCardGrid } from '../search/TripCardGrid.js';
import { useTripSearch } from '../search/trip-search.api.js';
import { HomeBrowse } from './HomeBrowse.js';
import './home.css';

const ANY_MONTH = 'any';

export function HomePage() {
  const [, navigate] = useLocation();
  const today = useMemo(() => new Date(), []);
  const months = useMemo(() => [{ id: ANY_MONTH, label: COPY.anyMonth }, ...tripSearchMonths(today)], [today]);
  const [destination, setDestination] = useState('');
  const [month, setMonth] = useState(ANY_MONTH);
  const featured = useTripSearch({}, TRIP_SEARCH_FEATURED_COUNT);
  const trips = featured.state.data ?? [];
  useEffect(() => {
    document.title = COPY.documentTitle;
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filters: TripSearchFilters = {
      ...(destination.trim() ? { destination: destination.trim() } : {}),
      ...(month !== ANY_MONTH ? { month } : {}),
    };
    navigate(tripSearchUrl(filters));
  };

  return (
    <MarketplaceLayout>
      <div className="hm-Page">
        <section className="hm-Hero" aria-labelledby="home-title">
          <h1 id="home-title" className="hm-Hero-title">
            {COPY.title}
          </h1>
          <p className="hm-Hero-text">{COPY.text}</p>
          <form className="cv-Form hm-Search" onSubmit={submit} aria-label={COPY.searchLabel}>
            <InputField
              className="hm-Search-destination"
              label={COPY.destinationLabel}
              name="destination"
              type="search"
              value={destination}
              onChange={setDestination}
              placeholder={COPY.destinationPlaceholder}
              maxLength={100}
            />
            <ChoiceField label={COPY.monthLabel} name="month" options={months} value={month} onChange={setMonth} />
            <Button type="submit" variant="primary">
              {COPY.searchLabel}
            </Button>
          </form>
        </section>
        <section className="hm-Featured" aria-labelledby="featured-title">
          <div className="hm-Featured-header">
            <h2 id="featured-title">{COPY.featuredTitle}</h2>
            <Link href="/trips" variant="standalone" className="hm-BrowseAll">
              {COPY.browseAll}
            </Link>
          </div>
          {featured.state.status === 'loading' ? <Spinner size="sm" label="Loading trips…" /> : null}
          {featured.state.status === 'failed' ? (
            <Alert tone="danger" title="We couldn't load trips">
              {featured.state.message}
            </Alert>
          ) : null}
          {featured.state.status === 'ready' && trips.length === 0 ? (
            <p>No trips are on sale right now. New trips launch every week: come back soon.</p>
          ) : null}
          <TripCardGrid trips={trips} label={COPY.featuredLabel} />
        </section>
        <HomeBrowse trips={trips} />
      </div>
    </MarketplaceLayout>
  );
}
