// The portal's root: router, react-aria link routing, toasts, document title and top-level routes. Every page but the
// tiny shell ones is loaded on demand (shell/lazy-page.tsx), so a public page's first script carries only its own code.
import { UIProvider } from '@caravan/ui';
import { Route, Switch, useLocation } from 'wouter';
import { DocumentTitle } from './shell/DocumentTitle.js';
import { LazyToastRegion } from './shell/LazyToastRegion.js';
import { lazyPage, PageSuspense } from './shell/lazy-page.js';
import { NotFoundPage } from './shell/NotFoundPage.js';
import { PageTracker } from './shell/PageTracker.js';
import { LoginPage, PublicTripPage, TripSearchPage } from './shell/public-pages.js';
import { RootRedirect } from './shell/RootRedirect.js';
import { SIGNED_IN_PATHS } from './shell/signed-in-paths.js';

const ActivationErrorPage = lazyPage(() => import('./auth/ActivationErrorPage.js').then((m) => m.ActivationErrorPage));
const ChangePasswordPage = lazyPage(() => import('./auth/ChangePasswordPage.js').then((m) => m.ChangePasswordPage));
const CreateAccountPage = lazyPage(() => import('./auth/CreateAccountPage.js').then((m) => m.CreateAccountPage));
const ForgotPasswordPage = lazyPage(() => import('./auth/ForgotPasswordPage.js').then((m) => m.ForgotPasswordPage));
const LogoutPage = lazyPage(() => import('./auth/LogoutPage.js').then((m) => m.LogoutPage));
const SignupRedirect = lazyPage(() => import('./auth/SignupRedirect.js').then((m) => m.SignupRedirect));
const ErrorPage = lazyPage(() => import('./shell/ErrorPage.js').then((m) => m.ErrorPage));
const PublicLinkPage = lazyPage(() => import('./public/survey/PublicLinkPage.js').then((m) => m.PublicLinkPage));
const PublicProfilePage = lazyPage(() =>
  import('./public/profile/PublicProfilePage.js').then((m) => m.PublicProfilePage),
);
// The public site's information pages (footer links: how it works, policies, contact…), one chunk.
const SitePage = lazyPage(() => import('./public/site/SitePage.js').then((m) => m.SitePage));
const SignedInArea = lazyPage(() => import('./shell/SignedInArea.js').then((m) => m.SignedInArea));

/** Top-level routes (spec §2.1). */
export function App() {
  const [, navigate] = useLocation();
  return (
    <UIProvider navigate={(path) => navigate(path)}>
      <DocumentTitle />
      <PageTracker />
      <PageSuspense place="page">
        <Switch>
          <Route path="/" component={RootRedirect} />
          <Route path="/login" component={LoginPage} />
          <Route path="/logout" component={LogoutPage} />
          <Route path="/signup" component={SignupRedirect} />
          <Route path="/forgot-password" component={ForgotPasswordPage} />
          <Route path="/change-password/:token?">{(params) => <ChangePasswordPage token={params.token} />}</Route>
          <Route path="/create-account/:token">{(params) => <CreateAccountPage token={params.token} />}</Route>
          <Route path="/activation-error/:error?">{(params) => <ActivationErrorPage error={params.error} />}</Route>
          <Route path="/error/:status?">{(params) => <ErrorPage status={params.status} />}</Route>
          <Route path="/public/l/*">{(params) => <PublicLinkPage path={params['*']} />}</Route>
          <Route path="/hosts/:pagePath">{(params) => <PublicProfilePage pagePath={params.pagePath} />}</Route>
          <Route path="/trips" component={TripSearchPage} />
          <Route path="/trips/:slug">{(params) => <PublicTripPage slug={params.slug} />}</Route>
          <Route path={SIGNED_IN_PATHS} component={SignedInArea} />
          <Route path="/:page">{(params) => <SitePage path={`/${params.page}`} />}</Route>
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </PageSuspense>
      <LazyToastRegion />
    </UIProvider>
  );
}
