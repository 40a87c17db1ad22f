// The signed-in part of the portal (/app/*, /admin/*): loads the session, frames pages and routes within. Each app
// area (host, operator, traveler, admin) is its own chunk, loaded when the user first enters it.
import { ADMIN_ROUTES, shellProductLinks } from '@caravan/domain';
import { useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { TRAVELER_PATHS } from '../traveler/routes.js';
import { AccountRedirect } from './AccountRedirect.js';
import { AppLayout } from './AppLayout.js';
import { AppRedirect } from './AppRedirect.js';
import { lazyPage, PageSuspense } from './lazy-page.js';
import { NOTIFICATIONS_PATH } from './notifications/notifications-path.js';
import { NotFoundPage } from './NotFoundPage.js';
import { RequireGroup } from './RequireGroup.js';
import { SessionProvider } from './session.js';

/** The transfer flow serves travelers and the trip's host, who books free transfers for its FOC travelers (GTF-014). */
const TRANSFER_GROUPS = ['traveler', 'host'] as const;

export { SIGNED_IN_PATHS } from './signed-in-paths.js';

const UsersPage = lazyPage(() => import('../admin/UsersPage.js').then((m) => m.UsersPage));
const AdminUserPage = lazyPage(() => import('../admin/AdminUserPage.js').then((m) => m.AdminUserPage));
const ItineraryReviewPage = lazyPage(() =>
  import('../admin/itineraries/ItineraryReviewPage.js').then((m) => m.ItineraryReviewPage),
);
const AdminTripPage = lazyPage(() => import('../admin/trip/AdminTripPage.js').then((m) => m.AdminTripPage));
const AdminTripRequestPage = lazyPage(() =>
  import('../admin/trip/AdminTripRequestPage.js').then((m) => m.AdminTripRequestPage),
);
// The admin's lists (MKT-037, MKT-038) and the booking page, each loaded on first use.
const AdminTripsPage = lazyPage(() => import('../admin/trips-list/AdminTripsPage.js').then((m) => m.AdminTripsPage));
const AdminBookingsPage = lazyPage(() =>
  import('../admin/bookings/AdminBookingsPage.js').then((m) => m.AdminBookingsPage),
);
const AdminBookingPage = lazyPage(() =>
  import('../admin/bookings/AdminBookingPage.js').then((m) => m.AdminBookingPage),
);
const MarketingListsPage = lazyPage(() =>
  import('../admin/marketing/MarketingListsPage.js').then((m) => m.MarketingListsPage),
);
const FailedJobsPage = lazyPage(() => import('../admin/jobs/FailedJobsPage.js').then((m) => m.FailedJobsPage));
const NotificationsPage = lazyPage(() =>
  import('./notifications/NotificationsPage.js').then((m) => m.NotificationsPage),
);
const HostArea = lazyPage(() => import('../host/HostArea.js').then((m) => m.HostArea));
const OperatorArea = lazyPage(() => import('../operator/OperatorArea.js').then((m) => m.OperatorArea));
const ExplorePage = lazyPage(() => import('../traveler/explore/ExplorePage.js').then((m) => m.ExplorePage));
const TravelerHomePage = lazyPage(() => import('../traveler/TravelerHomePage.js').then((m) => m.TravelerHomePage));
const TransferPage = lazyPage(() => import('../traveler/transfer/TransferPage.js').then((m) => m.TransferPage));
const TransferProductPage = lazyPage(() =>
  import('../traveler/transfer-product/TransferProductPage.js').then((m) => m.TransferProductPage),
);

/** The traveler's Explore product link (TRV-011, MKT-010). */
const TRAVELER_EXPLORE = shellProductLinks('traveler').find((l) => l.key === 'traveler-explore');

/**
 * Issue 29 point 4: the traveler's area chunk starts downloading beside the session's profile request, not after it
 * has answered and the route has rendered — one link less in the overview's chain to its photo (its LCP). Named in the
 * page's head instead, the area's many modules slowed the entry itself (first paint 2.2 s → 3.8 s on Lighthouse's
 * mobile preset). RequireGroup still decides who sees it.
 */
function usePreloadedArea() {
  const [location] = useLocation();
  useEffect(() => {
    // A chunk that fails here fails again when the route renders, and shows its load error there.
    if (TRAVELER_PATHS.test(location)) TravelerHomePage.preload().catch(() => undefined);
  }, [location]);
}

/** Session + layout + the routes of each app area. */
export function SignedInArea() {
  usePreloadedArea();
  return (
    <SessionProvider>
      <AppLayout>
        {/* Inside the layout, so the frame and navigation stay while an area's code loads. */}
        <PageSuspense place="area">
          <Switch>
            <Route path="/app" component={AppRedirect} />
            <Route path="/app/account" component={AccountRedirect} />
            <Route path={NOTIFICATIONS_PATH} component={NotificationsPage} />
            <Route path="/app/host/*?">
              <RequireGroup group="host">
                <HostArea />
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
                  <ExplorePage />
                </RequireGroup>
              </Route>
            ) : null}
            {/* The Transfer product page (GTF-006): inside the traveler app, before its catch-all. */}
            <Route path="/app/traveler/trips/:tripId/transfer/:tab?">
              {(params) => (
                <RequireGroup group="traveler">
                  <TransferProductPage tripId={params.tripId} tab={params.tab} />
                </RequireGroup>
              )}
            </Route>
            <Route path={TRAVELER_PATHS}>
              <RequireGroup group="traveler">
                <TravelerHomePage />
              </RequireGroup>
            </Route>
            <Route path="/transfer/:tripId/:tab?">
              {(params) => (
                <RequireGroup group={TRANSFER_GROUPS}>
                  <TransferPage tripId={params.tripId} tab={params.tab} />
                </RequireGroup>
              )}
            </Route>
            <Route path="/admin">
              <RequireGroup group="admin">
                <UsersPage />
              </RequireGroup>
            </Route>
            <Route path="/admin/itineraries">
              <RequireGroup group="admin">
                <ItineraryReviewPage />
              </RequireGroup>
            </Route>
            <Route path="/admin/users/:id">
              {(params) => (
                <RequireGroup group="admin">
                  <AdminUserPage id={params.id} />
                </RequireGroup>
              )}
            </Route>
            <Route path="/admin/trip-requests/:id">
              {(params) => (
                <RequireGroup group="admin">
                  <AdminTripRequestPage id={params.id} />
                </RequireGroup>
              )}
            </Route>
            <Route path={ADMIN_ROUTES.trips}>
              <RequireGroup group="admin">
                <AdminTripsPage />
              </RequireGroup>
            </Route>
            <Route path={ADMIN_ROUTES.bookings}>
              <RequireGroup group="admin">
                <AdminBookingsPage />
              </RequireGroup>
            </Route>
            <Route path={`${ADMIN_ROUTES.bookings}/:id`}>
              {(params) => (
                <RequireGroup group="admin">
                  <AdminBookingPage id={params.id} />
                </RequireGroup>
              )}
            </Route>
            <Route path={ADMIN_ROUTES.marketingLists}>
              <RequireGroup group="admin">
                <MarketingListsPage />
              </RequireGroup>
            </Route>
            <Route path={ADMIN_ROUTES.failedJobs}>
              <RequireGroup group="admin">
                <FailedJobsPage />
              </RequireGroup>
            </Route>
            <Route path="/admin/trips/:id">
              {(params) => (
                <RequireGroup group="admin">
                  <AdminTripPage id={params.id} />
                </RequireGroup>
              )}
            </Route>
            <Route>
              <NotFoundPage inApp />
            </Route>
          </Switch>
        </PageSuspense>
      </AppLayout>
    </SessionProvider>
  );
}
