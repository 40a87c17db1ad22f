// The signed-in part of the portal (/app/*, /admin/*): loads the session, frames pages and routes within.
import { shellProductLinks } from '@caravan/domain';
import { Route, Switch } from 'wouter';
import { UsersPage } from '../admin/UsersPage.js';
import { HostHomePage } from '../host/HostHomePage.js';
import { OperatorArea } from '../operator/OperatorArea.js';
import { TRAVELER_PATHS, TravelerHomePage } from '../traveler/TravelerHomePage.js';
import { AppLayout } from './AppLayout.js';
import { AppRedirect } from './AppRedirect.js';
import { ComingSoonPage } from './ComingSoonPage.js';
import { NotFoundPage } from './NotFoundPage.js';
import { ProductArea } from './ProductArea.js';
import { RequireGroup } from './RequireGroup.js';
import { SessionProvider } from './session.js';

/** Paths this area owns. */
export const SIGNED_IN_PATHS = /^\/(?:app|admin)(?:\/.*)?$/;

/** The traveler's Explore product link (TRV-011), whose page the traveler app does not have yet. */
const TRAVELER_EXPLORE = shellProductLinks('traveler').find((l) => l.key === 'traveler-explore');

/** Session + layout + the routes of each app area. */
export function SignedInArea() {
  return (
    <SessionProvider>
      <AppLayout>
        <Switch>
          <Route path="/app" component={AppRedirect} />
          <Route path="/app/host/*?">
            <RequireGroup group="host">
              <ProductArea group="host" home={<HostHomePage />} homePaths={['/app/host', '/app/host/home']} />
            </RequireGroup>
          </Route>
          <Route path="/app/operator/*?">
            <RequireGroup group="operator">
              <OperatorArea />
            </RequireGroup>
          </Route>
          {TRAVELER_EXPLORE ? (
            <Route path={TRAVELER_EXPLORE.href}>
              <RequireGroup group="traveler">
                <ComingSoonPage link={TRAVELER_EXPLORE} home="/app/traveler" />
              </RequireGroup>
            </Route>
          ) : null}
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
