// The traveler app root: redirects to the next upcoming trip (TRV-016, MKT-043), else the Welcome landing (TRV-017).
import { landingTravelerTrip, TRAVELER_APP_MESSAGES } from '@caravan/domain';
import { Card, Link, Spinner } from '@caravan/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Redirect } from 'wouter';
import { queryKeys } from '../../api/queries.js';
import { LoadFailed } from './LoadFailed.js';
import { tripPath } from '../routes.js';
import { TravelerPortalHeader } from './TravelerPortalHeader.js';
import { BOOK_NEW_TRIP_URL, TripSwitcher, useMyTrips } from './TripSwitcher.js';
import '../traveler.css';

/** /app/traveler */
export function TravelerRoot() {
  const trips = useMyTrips();
  const state = trips.state;
  const queryClient = useQueryClient();
  const reload = () => queryClient.resetQueries({ queryKey: queryKeys.myTrips(), exact: true });
  if (state.status === 'loading') return <Spinner size="lg" label="Loading your trips…" />;
  if (state.status === 'failed')
    return <LoadFailed title="We couldn't load your trips" message={state.message} onRetry={() => void reload()} />;
  // MKT-043: the next upcoming trip (the one under way, the next departure), else the most recent past one; each
  // trip is over or not on its own today (its timeZone), so the rule takes the instant, never the browser's date.
  const first = landingTravelerTrip(state.data, new Date());
  if (first) return <Redirect to={tripPath(first.id, 'trip-overview')} replace />;
  return (
    <div className="tv-Page">
      <TravelerPortalHeader>
        <TripSwitcher />
      </TravelerPortalHeader>
      <Card tone="brand" className="tv-Welcome">
        <h1 className="tv-PageTitle">{TRAVELER_APP_MESSAGES.welcomeTitle}</h1>
        <p>{TRAVELER_APP_MESSAGES.welcomeText}</p>
        <Link href={BOOK_NEW_TRIP_URL} variant="button">
          {TRAVELER_APP_MESSAGES.bookNewTrip}
        </Link>
      </Card>
    </div>
  );
}
