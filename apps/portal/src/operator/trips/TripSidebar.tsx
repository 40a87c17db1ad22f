// The trips side of the operator sidebar (§2 Operator app): the operator's trips from GET /api/me/trips and the pending
// trip requests, grouped by priority (New Trip Requests, Pending Review, Live, Confirmed, Complete), each linking to
// its review details (model=trip or tripRequest).
import { groupOperatorTrips, operatorTripReviewDetailsPath } from '@caravan/domain';
import { Link, Spinner } from '@caravan/ui';
import { usePagedList } from '../../api/paged.js';
import { LoadMore } from '../../shell/LoadMore.js';
import { requestPage, tripPage } from './trip-rows.js';
import { tripKeys } from './trips.api.js';

export function TripSidebar() {
  const list = usePagedList(tripKeys.all(), tripPage);
  const requests = usePagedList(tripKeys.requests(), requestPage);
  const groups = groupOperatorTrips([...(list.state.data ?? []), ...(requests.state.data ?? [])]);
  return (
    <nav className="op-Sidebar" aria-label="Trips">
      <h2 className="op-Sidebar-title">Trips</h2>
      {list.state.status === 'loading' && groups.length === 0 ? <Spinner size="sm" label="Loading trips" /> : null}
      {list.state.status === 'failed' ? <p className="op-Group-empty">{list.state.message}</p> : null}
      {list.state.status === 'ready' && groups.length === 0 ? <p className="op-Group-empty">No trips yet</p> : null}
      {groups.map((group) => (
        // Not a landmark: the itineraries have a 'Live' group too, and two regions may not share a name.
        <div key={group.key} className="op-Group">
          <h3 className="op-Group-title">{group.label}</h3>
          <ul className="op-Group-list">
            {group.items.map((trip) => (
              <li key={`${trip.model}-${trip.id}`}>
                <Link
                  href={operatorTripReviewDetailsPath(trip.id, trip.model)}
                  variant="standalone"
                  className="op-Group-link"
                >
                  {trip.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <LoadMore list={requests} label="More trip requests" />
      <LoadMore list={list} label="More trips" />
    </nav>
  );
}
