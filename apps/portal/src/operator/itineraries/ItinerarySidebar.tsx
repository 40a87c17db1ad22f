// The operator sidebar: 'Add new itinerary' (RTE-019) and the itineraries grouped Not Submitted, Pending Approval,
// Live (OPI-007), each group read a page at a time.
import { OPERATOR_ITINERARY_GROUPS, type OperatorItineraryGroupKey, operatorItineraryPath } from '@caravan/domain';
import { Link, Spinner } from '@caravan/ui';
import { useLocation } from 'wouter';
import { usePagedList } from '../../api/paged.js';
import { LoadMore } from '../../shell/LoadMore.js';
import { itineraryApi, itineraryKeys } from './itineraries.api.js';

function ItineraryGroup({ group, label }: { group: OperatorItineraryGroupKey; label: string }) {
  const [location] = useLocation();
  const list = usePagedList(itineraryKeys.group(group), (cursor, signal) => itineraryApi.group(group, cursor, signal));
  const headingId = `op-group-${group}`;
  const items = list.state.data ?? [];
  return (
    <section className="op-Group" aria-labelledby={headingId}>
      <h3 id={headingId} className="op-Group-title">
        {label}
      </h3>
      {list.state.status === 'loading' && items.length === 0 ? <Spinner size="sm" label={`Loading ${label}`} /> : null}
      {list.state.status === 'failed' ? <p className="op-Group-empty">{list.state.message}</p> : null}
      {list.state.status === 'ready' && items.length === 0 ? <p className="op-Group-empty">None yet</p> : null}
      <ul className="op-Group-list">
        {items.map((item) => {
          const base = operatorItineraryPath(item.id).replace(/\/review-details$/, '');
          const current = location === base || location.startsWith(`${base}/`);
          return (
            <li key={item.id}>
              <Link
                href={operatorItineraryPath(item.id)}
                variant="standalone"
                className="op-Group-link"
                {...(current ? { 'aria-current': 'page' as const } : {})}
              >
                {item.name}
              </Link>
            </li>
          );
        })}
      </ul>
      <LoadMore list={list} label={`More ${label}`} />
    </section>
  );
}

export function ItinerarySidebar() {
  return (
    <nav className="op-Sidebar" aria-label="Itineraries">
      <h2 className="op-Sidebar-title">Itineraries</h2>
      <Link href={operatorItineraryPath(null)} variant="button" className="op-Sidebar-add">
        Add new itinerary
      </Link>
      {OPERATOR_ITINERARY_GROUPS.map((g) => (
        <ItineraryGroup key={g.key} group={g.key} label={g.label} />
      ))}
    </nav>
  );
}
