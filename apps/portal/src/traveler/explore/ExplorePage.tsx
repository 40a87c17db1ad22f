// /app/traveler/explore (MKT-010, TRV-011, TRV-063, TRV-064): a hero and the eight category cards, then the trips a
// traveler can book now, searched by destination and month (and the category picked), as cards linking to each trip's
// public page, a page at a time.
import { type CurrencyCode, EXPLORE_CATEGORIES, exploreCategoryUrl, formatDate, formatMinor } from '@caravan/domain';
import { Alert, Button, Form, Link, Select, Spinner, TextField } from '@caravan/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { LoadMore } from '../../shell/LoadMore.js';
import { type ExploreTrip, categoryOf, exploreMonths, useExploreTrips } from './explore-api.js';
import './explore.css';

const ANY_MONTH = 'any';
/** Explore's own path: a category card filters this page's list (the catalogue of TRV-064). */
const EXPLORE_PATH = '/app/traveler/explore';
const SHORT_DATE = 'MMM d, yyyy';

/** The Explore page: search form, trip cards, Load more. */
export function ExplorePage() {
  const months = useMemo(() => exploreMonths(new Date()), []);
  const [destination, setDestination] = useState('');
  const [month, setMonth] = useState(ANY_MONTH);
  // The list follows the submitted search, not each keystroke; the category comes from the URL a card links to.
  const [search, setSearch] = useState({ destination: '', month: '' });
  const category = categoryOf(useSearch());
  const list = useExploreTrips({ ...search, category });
  const state = list.state;
  const trips = state.data ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ destination, month: month === ANY_MONTH ? '' : month });
  };

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
      {category ? (
        <p className="ex-Filter">
          Showing {category} trips.{' '}
          <Link href={EXPLORE_PATH} variant="inline">
            All trips
          </Link>
        </p>
      ) : null}
      <Form className="ex-Search" onSubmit={submit} aria-label="Search trips">
        <TextField
          label="Destination"
          type="search"
          value={destination}
          onChange={setDestination}
          placeholder="City or country"
          maxLength={100}
        />
        <Select
          label="Month"
          options={[{ id: ANY_MONTH, label: 'Any month' }, ...months]}
          selectedKey={month}
          onSelectionChange={(key) => setMonth(String(key ?? ANY_MONTH))}
        />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </Form>
      <div aria-live="polite" className="ex-Status">
        {state.status === 'loading' ? <Spinner size="sm" label="Loading trips…" /> : null}
        {state.status === 'ready' && trips.length === 0 ? (
          <p className="ex-Empty">No trips match your search. Try another destination or month.</p>
        ) : null}
      </div>
      {state.status === 'failed' ? (
        <Alert tone="danger" title="We couldn't load trips">
          {state.message}
        </Alert>
      ) : (
        <ul className="ex-Grid" aria-label="Trips">
          {trips.map((trip) => (
            <li key={trip.id}>
              <TripCard trip={trip} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} label="Load more trips" />
    </div>
  );
}

/** One trip: its hero, name, where and when, price, and whether spots or the waitlist are left. */
function TripCard({ trip }: { trip: ExploreTrip }) {
  const dates = `${formatDate(trip.startDate, SHORT_DATE)}${trip.endDate ? ` – ${formatDate(trip.endDate, SHORT_DATE)}` : ''}`;
  const place = [trip.destination, trip.country].filter(Boolean).join(', ');
  return (
    <article className="ex-Card">
      {trip.heroImageUrl ? <img className="ex-Card-image" src={trip.heroImageUrl} alt="" loading="lazy" /> : null}
      <div className="ex-Card-body">
        <h2 className="ex-Card-title">
          <Link href={trip.path} variant="standalone" className="ex-Card-link">
            {trip.name}
          </Link>
        </h2>
        <p className="ex-Card-place">{place}</p>
        <p className="ex-Card-dates">{dates}</p>
        <p className="ex-Card-price">
          From {formatMinor(trip.pricePerTraveler, trip.currency as CurrencyCode)} per traveler
        </p>
        <p className="ex-Card-spots" data-kind={trip.bookability.kind}>
          {trip.bookability.kind === 'waitlist'
            ? 'Full — join the waitlist'
            : `${trip.spotsRemaining} ${trip.spotsRemaining === 1 ? 'spot' : 'spots'} left`}
        </p>
      </div>
    </article>
  );
}
