// A host's live and upcoming trips on the public profile (MKT-034), as the search's cards, a page at a time.
import { Alert, Link, Spinner } from '@caravan/ui';
import { LoadMore } from '../../shell/LoadMore.js';
import { TripCardGrid } from '../search/TripCardGrid.js';
import { useHostTrips } from '../search/trip-search.api.js';

export function HostTrips({ pagePath, hostName }: { pagePath: string; hostName: string }) {
  const list = useHostTrips(pagePath);
  const trips = list.state.data ?? [];
  return (
    <section className="pp-Trips" aria-labelledby="host-trips-title">
      <h2 id="host-trips-title">Trips with {hostName}</h2>
      {list.state.status === 'loading' ? <Spinner size="sm" label="Loading trips…" /> : null}
      {list.state.status === 'failed' ? (
        <Alert tone="danger" title="We couldn't load this host's trips">
          {list.state.message}
        </Alert>
      ) : null}
      {list.state.status === 'ready' && trips.length === 0 ? (
        <p>
          {hostName} has no trips on sale right now.{' '}
          <Link href="/trips" variant="inline">
            Browse all trips
          </Link>
        </p>
      ) : null}
      <TripCardGrid trips={trips} label={`Trips with ${hostName}`} eagerCount={0} />
      <LoadMore list={list} label="Load more trips" />
    </section>
  );
}
