// The trips side of the operator sidebar (§2 Operator app): the operator's trips from GET /api/me/trips, grouped by
// priority (New Trip Requests, Pending Review, Live, Confirmed, Complete), each linking to its review details.
import { type Page, groupOperatorTrips, operatorTripReviewDetailsPath, tripStatusSchema } from '@caravan/domain';
import { Link, Spinner } from '@caravan/ui';
import { call } from '../../api/typed.js';
import { usePagedList } from '../../api/paged.js';
import { LoadMore } from '../../shell/LoadMore.js';

interface TripRow {
  id: string;
  name: string;
  status: ReturnType<typeof tripStatusSchema.parse>;
}

/** One page of the operator's trips (the organiser's answer of the shared route), statuses normalised. */
async function tripPage(cursor: string | undefined, signal: AbortSignal): Promise<Page<TripRow>> {
  const data = await call('get', '/api/me/trips', { query: cursor ? { cursor } : {}, signal });
  if (!('items' in data)) return { items: [], nextCursor: null };
  const items = (data.items as { id: string; name: string; status: string }[]).flatMap((t) => {
    const status = tripStatusSchema.safeParse(t.status);
    return status.success ? [{ id: t.id, name: t.name, status: status.data }] : [];
  });
  return { items, nextCursor: data.nextCursor };
}

export function TripSidebar() {
  const list = usePagedList(['operator', 'trips'], tripPage);
  const groups = groupOperatorTrips(list.state.data ?? []);
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
              <li key={trip.id}>
                <Link href={operatorTripReviewDetailsPath(trip.id)} variant="standalone" className="op-Group-link">
                  {trip.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <LoadMore list={list} label="More trips" />
    </nav>
  );
}
