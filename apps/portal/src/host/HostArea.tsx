// /app/host/*: the Host Portal (host-and-platform §2.3, §2.4). One entry for the area, so the shell can load it on its
// own: the home's redirect and welcome, the sidebar layout, and the product sections not built yet (coming soon).
import { HOME_ROUTES } from '@caravan/domain';
import { Route, Switch } from 'wouter';
import { ProductArea } from '../shell/ProductArea.js';
import { lazyPage, PageSuspense } from '../shell/lazy-page.js';
import { useProfile } from '../shell/session.js';
import { HostDashboardPage } from './HostDashboardPage.js';
import { HostHomePage } from './HostHomePage.js';
import { HostHomeRedirect } from './HostHomeRedirect.js';
import { HostLayout } from './HostLayout.js';
import { HostWelcomePage } from './HostWelcomePage.js';
import './host.css';

const HostBookingsPage = lazyPage(() => import('./bookings/HostBookingsPage.js').then((m) => m.HostBookingsPage));

/** The host area's routes. */
export function HostArea() {
  // An admin may look at the area (RequireGroup), but the host calls are a host's own (a 403 would send them to sign
  // in again): they see the portal's home and its coming-soon sections, as before.
  if (useProfile().group !== 'host')
    return <ProductArea group="host" home={<HostHomePage />} homePaths={['/app/host', '/app/host/home']} />;
  return (
    <HostLayout>
      <Switch>
        {/* DECIDE: /app/host (where sign-in lands, PLT-020) stays the portal's landing beside the sidebar; the Home
            link's /app/host/home is the spec's home with its redirect. */}
        <Route path="/app/host">
          <HostHomePage />
        </Route>
        <Route path={HOME_ROUTES.root}>
          <HostHomeRedirect />
        </Route>
        <Route path={HOME_ROUTES.progress}>
          <HostWelcomePage />
        </Route>
        <Route path={HOME_ROUTES.dashboard}>
          <HostDashboardPage />
        </Route>
        {/* The Bookings tab on its own until the trip workspace (/trips/:id/*) hosts it; keep it before that route. */}
        <Route path="/app/host/trips/:id/bookings">
          <PageSuspense place="area">
            <HostBookingsPage />
          </PageSuspense>
        </Route>
        <Route>
          <ProductArea group="host" home={<HostHomePage />} homePaths={['/app/host']} />
        </Route>
      </Switch>
    </HostLayout>
  );
}
