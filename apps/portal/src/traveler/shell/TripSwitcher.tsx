// The traveler's trips as a row of links, the shown trip marked current; 'Book new trip' leads to Explore (TRV-021).
import { TRAVELER_APP_MESSAGES } from '@caravan/domain';
import { Link } from '@caravan/ui';
import { usePagedList } from '../../api/paged.js';
import { queryKeys } from '../../api/queries.js';
import { LoadMore } from '../../shell/LoadMore.js';
import { type MyTripWithWaiver, travelerApi } from '../api.js';
import { TRAVELER_BASE, tripPath } from '../routes.js';
import { bookingStatusBadge } from './status-view.js';

/** 'Book new trip' (TRV-021) leads to Explore, the list of trips a traveler can book (MKT-010). */
export const BOOK_NEW_TRIP_URL = `${TRAVELER_BASE}/explore`;

/** The traveler's trips, a page at a time (TAP-005); the root page and the switcher share the one cached list. */
export const useMyTrips = () =>
  usePagedList(queryKeys.myTrips(), (cursor, signal) => travelerApi.trips(cursor, signal));

/** The switcher over the trips loaded so far; it shows nothing until the first page is in. */
export function TripSwitcher({ currentTripId }: { currentTripId?: string }) {
  const list = useMyTrips();
  const trips: readonly MyTripWithWaiver[] = list.state.data ?? [];
  if (trips.length === 0) return null;
  return (
    <nav aria-label="Your trips" className="tv-TripSwitcher">
      <ul>
        {trips.map((t) => {
          const badge = t.booking ? bookingStatusBadge(t.booking.displayStatus) : undefined;
          const current = t.id === currentTripId;
          return (
            <li key={t.id}>
              <Link
                href={tripPath(t.id, 'trip-overview')}
                variant="standalone"
                className="tv-TripChip"
                {...(current ? { 'aria-current': 'page' as const } : {})}
              >
                <span className="tv-TripChip-name">{t.name}</span>
                {badge ? (
                  <span className="tv-TripChip-status" data-tone={badge.tone}>
                    {badge.label}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
        {list.hasMore ? (
          <li>
            <LoadMore list={list} label="More trips" />
          </li>
        ) : null}
        <li>
          <Link href={BOOK_NEW_TRIP_URL} variant="standalone" className="tv-TripChip tv-TripChip--new">
            + {TRAVELER_APP_MESSAGES.bookNewTrip}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
