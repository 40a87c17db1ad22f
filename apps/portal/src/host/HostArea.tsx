// /app/host/*: the Host Portal (host-and-platform §2.3, §2.4). One entry for the area, so the shell can load it on its
// own: the home's redirect and welcome, the sidebar layout, and each product section's screens.
import { HOME_ROUTES } from '@caravan/domain';
import { Route, Switch } from 'wouter';
import { lazyPage, PageSuspense } from '../shell/lazy-page.js';
import { ProductArea } from '../shell/ProductArea.js';
import { HostDashboardPage } from './HostDashboardPage.js';
import { HostHomePage } from './HostHomePage.js';
import { HostHomeRedirect } from './HostHomeRedirect.js';
import { HostLayout } from './HostLayout.js';
import { HostWelcomePage } from './HostWelcomePage.js';
import { OnboardingGate } from './onboarding/OnboardingGate.js';
import './host.css';

const CataloguePage = lazyPage(() => import('./catalogue/CataloguePage.js').then((m) => m.CataloguePage));
const ItineraryDescriptionPage = lazyPage(() =>
  import('./catalogue/ItineraryDescriptionPage.js').then((m) => m.ItineraryDescriptionPage),
);
const TripRequestPage = lazyPage(() => import('./trip-request/TripRequestPage.js').then((m) => m.TripRequestPage));
// The trip workspace (host-and-platform §2.10) loads on its own, only when a host opens a trip.
const WorkspacePage = lazyPage(() => import('./workspace/WorkspacePage.js').then((m) => m.WorkspacePage));
// My Trips (MKT-036): the sidebar's and navigation's 'My Trips'.
const MyTripsPage = lazyPage(() => import('./trips/MyTripsPage.js').then((m) => m.MyTripsPage));
const GetGoingPage = lazyPage(() => import('./workspace/GetGoingPage.js').then((m) => m.GetGoingPage));
const AudienceArea = lazyPage(() => import('./audience/AudienceArea.js').then((m) => m.AudienceArea));
// Onboarding (§2.7), Refer-a-Friend (§2.8) and the public profile (§2.9), each loaded on its own.
const OnboardingPage = lazyPage(() => import('./onboarding/OnboardingPage.js').then((m) => m.OnboardingPage));
const ReferralPage = lazyPage(() => import('./referral/ReferralPage.js').then((m) => m.ReferralPage));
const ProfileViewPage = lazyPage(() => import('./profile/ProfileViewPage.js').then((m) => m.ProfileViewPage));
// MKT-053: the shared Webhooks page, loaded on first use.
const WebhooksPage = lazyPage(() => import('../shell/webhooks/WebhooksPage.js').then((m) => m.WebhooksPage));
const ProfileEditPage = lazyPage(() => import('./profile/ProfileEditPage.js').then((m) => m.ProfileEditPage));

/** The host area's routes. */
export function HostArea() {
  return (
    <HostLayout>
      <Switch>
        {/* DECIDE: /app/host (where sign-in lands, PLT-020) stays the portal's landing beside the sidebar; the Home
            link's /app/host/home is the spec's home with its redirect. Only this landing sends a host who is not
            onboarded into onboarding (ONB-001): a link they followed to another page still opens it. */}
        <Route path="/app/host">
          <OnboardingGate>
            <HostHomePage />
          </OnboardingGate>
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
        {/* The itinerary catalogue and trip request (§2.6): the sidebar's 'Request a Trip' leads here. */}
        <Route path="/app/host/itineraries">
          <PageSuspense place="area">
            <CataloguePage />
          </PageSuspense>
        </Route>
        <Route path="/app/host/itineraries/:id/description">
          {(p) => (
            <PageSuspense place="area">
              <ItineraryDescriptionPage id={p.id} />
            </PageSuspense>
          )}
        </Route>
        <Route path="/app/host/itineraries/:id/request">
          {(p) => (
            <PageSuspense place="area">
              <TripRequestPage id={p.id} />
            </PageSuspense>
          )}
        </Route>
        <Route path="/app/host/trips">
          <PageSuspense place="area">
            <MyTripsPage />
          </PageSuspense>
        </Route>
        <Route path="/app/host/trips/get-going">
          <PageSuspense place="section">
            <GetGoingPage />
          </PageSuspense>
        </Route>
        <Route path="/app/host/trips/:id/*?">
          {(params) => (
            <PageSuspense place="section">
              <WorkspacePage id={params.id} />
            </PageSuspense>
          )}
        </Route>
        <Route path="/app/host/audience/:tab?">
          {(params) => (
            <PageSuspense place="area">
              <AudienceArea tab={params.tab} />
            </PageSuspense>
          )}
        </Route>
        {/* DECIDE: the spec's /onboarding is the host area's, as its /referral is /app/host/referral (REF-002). */}
        <Route path="/app/host/onboarding">
          <PageSuspense place="area">
            <OnboardingPage />
          </PageSuspense>
        </Route>
        <Route path="/app/host/referral">
          <PageSuspense place="area">
            <ReferralPage />
          </PageSuspense>
        </Route>
        <Route path="/app/host/public-profile">
          <PageSuspense place="area">
            <ProfileViewPage />
          </PageSuspense>
        </Route>
        <Route path="/app/host/webhooks">
          <PageSuspense place="area">
            <WebhooksPage receives="the bookings and changes of the trips you host" />
          </PageSuspense>
        </Route>
        <Route path="/app/host/public-profile/edit">
          <PageSuspense place="area">
            <ProfileEditPage />
          </PageSuspense>
        </Route>
        <Route>
          <ProductArea home={<HostHomePage />} homePaths={['/app/host']} />
        </Route>
      </Switch>
    </HostLayout>
  );
}
