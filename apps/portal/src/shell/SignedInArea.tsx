// The signed-in part of the portal (/app/*, /admin/*): loads the session, frames pages and routes within.
import { Route, Switch } from 'wouter';
import { UsersPage } from '../admin/UsersPage.js';
import { HostHomePage } from '../host/HostHomePage.js';
import { OperatorHomePage } from '../operator/OperatorHomePage.js';
import { TRAVELER_PATHS, TravelerHomePage } from '../traveler/TravelerHomePage.js';
import { AppLayout } from './AppLayout.js';
import { AppRedirect } from './AppRedirect.js';
import { NotFoundPage } from './NotFoundPage.js';
import { RequireGroup } from './RequireGroup.js';
import { SessionProvider } from './session.js';

/** Paths this area owns. */
export const SIGNED_IN_PATHS = /^\/(?:app|admin)(?:\/.*)?$/;

/** Session + layout + the routes of each app area. */
export function SignedInArea() {
  return (
    <SessionProvider>
      <AppLayout>
        <Switch>
          <Route path="/app" component={AppRedirect} />
          <Route path="/app/host">
            <RequireGroup group="host">
              <HostHomePage />
            </RequireGroup>
          </Route>
          <Route path="/app/operator">
            <RequireGroup group="operator">
              <OperatorHomePage />
            </RequireGroup>
          </Route>
          <Route path={TRAVELER_PATHS}>
            <RequireGroup group="traveler">
              <TravelerHomePage />
            </RequireGroup>
          </Route>
          <Route path="/admin">
            <RequireGroup group="admin">
              <UsersPage />
            </RequireGroup>
          </Route>
          <Route>
            <NotFoundPage inApp />
          </Route>
        </Switch>
      </AppLayout>
    </SessionProvider>
  );
}
