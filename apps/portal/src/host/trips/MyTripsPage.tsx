// /app/host/trips, My Trips (MKT-036): every trip the host works on with its status, dates, bookings and earnings,
// filtered by status tab (HOM-030 groups, kept in the URL so a link or the back button restores it) and paged.
import {
  HOST_MY_TRIPS_TAB_LABELS,
  type CurrencyCode,
  type HostMyTripsFilter,
  formatDate,
  formatMinor,
  homeTripBadge,
  hostMyTripsFilters,
} from '@caravan/domain';
import { Alert, Button, Link, PageHeader, Spinner } from '@caravan/ui';
import { useSearch } from 'wouter';
import { HomeTripBadge } from '../home/HomeTripBadge.js';
import { type HostMyTrip, useMyTrips } from './my-trips.api.js';
import './my-trips.css';

export const MY_TRIPS_PATH = '/app/host/trips';
const FILTERS = hostMyTripsFilters();
const isFilter = (value: string | null): value is HostMyTripsFilter =>
  value !== null && (FILTERS as string[]).includes(value);
const filterHref = (filter: HostMyTripsFilter) => (filter === 'all' ? MY_TRIPS_PATH : `${MY_TRIPS_PATH}?tab=${filter}`);
/** DECIDE: dates as 'Mar 04, 2027', the host home's trip card format. */
const day = (date: string) => formatDate(date, 'MMM dd, yyyy');

function TripRow({ trip }: { trip: HostMyTrip }) {
  const dates = trip.endDate ? `${day(trip.startDate)} – ${day(trip.endDate)}` : day(trip.startDate);
  return (
    <li className="hmt-Trip">
      <div className="hmt-Trip-head">
        <Link href={`/app/host/trips/${trip.id}`} variant="standalone" className="hmt-Trip-name">
          {trip.name}
        </Link>
        <HomeTripBadge status={homeTripBadge(trip.status)} />
      </div>
      <dl className="hmt-Trip-facts">
        <div>
          <dt>Dates</dt>
          <dd>{dates}</dd>
        </div>
        <div>
          <dt>Bookings</dt>
          <dd>
            {trip.bookings} ({trip.confirmedSpots} of {trip.maximumSpots} spots confirmed)
          </dd>
        </div>
        <div>
          <dt>Earnings</dt>
          <dd>{formatMinor(trip.earnings, trip.currency as CurrencyCode)}</dd>
        </div>
        {trip.coHosted ? (
          <div>
            <dt>Role</dt>
            <dd>Co-host</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/** The host's My Trips list. */
export function MyTripsPage() {
  const tabParam = new URLSearchParams(useSearch()).get('tab');
  const tab: HostMyTripsFilter = isFilter(tabParam) ? tabParam : 'all';
  const list = useMyTrips(tab);
  const { state, counts } = list;
  return (
    <>
      <PageHeader
        eyebrow="Host Portal"
        title="My Trips"
        description="Every trip you host or co-host: where it stands, its bookings and what you earn."
      />
      <nav aria-label="Trip status" className="hmt-Tabs">
        <ul>
          {FILTERS.map((filter) => (
            <li key={filter}>
              <Link
                href={filterHref(filter)}
                variant="standalone"
                className="hmt-Tab"
                {...(filter === tab ? { 'aria-current': 'page' as const } : {})}
              >
                {HOST_MY_TRIPS_TAB_LABELS[filter]}
                {counts ? ` (${counts[filter]})` : ''}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {state.status === 'loading' ? <Spinner label="Loading your trips…" /> : null}
      {state.status === 'failed' ? (
        <Alert tone="danger" title="Could not load your trips">
          {state.message}
        </Alert>
      ) : null}
      {state.status === 'ready' && state.data.length === 0 ? (
        <div className="hmt-Empty">
          <p>
            {tab === 'all'
              ? 'You have no trips yet. Pick an itinerary to request your first one.'
              : `No trips are ${HOST_MY_TRIPS_TAB_LABELS[tab].toLowerCase()} right now.`}
          </p>
          <Link href={tab === 'all' ? '/app/host/itineraries' : MY_TRIPS_PATH} variant="button">
            {tab === 'all' ? 'Explore itineraries' : 'Show all trips'}
          </Link>
        </div>
      ) : null}
      {state.data && state.data.length > 0 ? (
        <ul className="hmt-List" aria-label={`${HOST_MY_TRIPS_TAB_LABELS[tab]} trips`}>
          {state.data.map((trip) => (
            <TripRow key={trip.id} trip={trip} />
          ))}
        </ul>
      ) : null}
      {list.hasMore ? (
        <div className="pt-LoadMore">
          <Button variant="secondary" onPress={list.loadMore} isPending={list.loadingMore}>
            More trips
          </Button>
        </div>
      ) : null}
    </>
  );
}
