// /app/traveler/*: the traveler app — the root (first suitable trip or Welcome) and one trip at a time with its tabs.
import { Redirect, Route, Switch } from 'wouter';
import { lazyPage } from '../shell/lazy-page.js';
import { TravelerRoot } from './shell/TravelerRoot.js';
import { TripPage } from './shell/TripPage.js';
import { tripPath } from './routes.js';

export { TRAVELER_PATHS } from './routes.js';

/** The account area (TRV-065) loads on first visit. */
const AccountArea = lazyPage(() => import('./account/AccountArea.js').then((m) => m.AccountArea));

/** The Traveler Portal: its routes under /app/traveler. */
export function TravelerHomePage() {
  return (
    <Switch>
      <Route path="/app/traveler" component={TravelerRoot} />
      <Route path="/app/traveler/account/*?" component={AccountArea} />
      <Route path="/app/traveler/trips/:tripId">
        {(params) => <Redirect to={tripPath(params.tripId, 'trip-overview')} replace />}
      </Route>
      <Route path="/app/traveler/trips/:tripId/*">{(params) => <TripPage tripId={params.tripId} />}</Route>
      <Route>
        <Redirect to="/app/traveler" replace />
      </Route>
    </Switch>
  );
}
