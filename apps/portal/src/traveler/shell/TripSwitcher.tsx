// The traveler's trips as a row of links, the shown trip marked current; 'Book new trip' links out (TRV-021).
import { TRAVELER_APP_MESSAGES } from '@caravan/domain';
import { Link } from '@caravan/ui';
import type { MyTripWithWaiver } from '../api.js';
import { tripPath } from '../routes.js';
import { bookingStatusBadge } from './status-view.js';

/** DECIDE: 'Book new trip' opens the public trip catalogue; the spec names the action, not the address. */
export const BOOK_NEW_TRIP_URL = 'https://caravan.example/trips';

export function TripSwitcher({ trips, currentTripId }: { trips: readonly MyTripWithWaiver[]; currentTripId?: string }) {
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
        <li>
          <Link
            href={BOOK_NEW_TRIP_URL}
            target="_blank"
            rel="noreferrer"
            variant="standalone"
            className="tv-TripChip tv-TripChip--new"
          >
            + {TRAVELER_APP_MESSAGES.bookNewTrip}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
