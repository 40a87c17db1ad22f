// The portal's root: router, react-aria link routing, toasts, document title and top-level routes.
import { ToastRegion, UIProvider } from '@caravan/ui';
import { Route, Switch, useLocation } from 'wouter';
import { ActivationErrorPage } from './auth/ActivationErrorPage.js';
import { ChangePasswordPage } from './auth/ChangePasswordPage.js';
import { CreateAccountPage } from './auth/CreateAccountPage.js';
import { ForgotPasswordPage } from './auth/ForgotPasswordPage.js';
import { LoginPage } from './auth/LoginPage.js';
import { LogoutPage } from './auth/LogoutPage.js';
import { SignupRedirect } from './auth/SignupRedirect.js';
import { DocumentTitle } from './shell/DocumentTitle.js';
import { ErrorPage } from './shell/ErrorPage.js';
import { PublicTripPage } from './public/trip-page/PublicTripPage.js';
import { NotFoundPage } from './shell/NotFoundPage.js';
import { RootRedirect } from './shell/RootRedirect.js';
import { SIGNED_IN_PATHS, SignedInArea } from './shell/SignedInArea.js';

/** Top-level routes (spec §2.1). */
export function App() {
  const [, navigate] = useLocation();
  return (
    <UIProvider navigate={(path) => navigate(path)}>
      <DocumentTitle />
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
        <Route path="/trips/:slug">{(params) => <PublicTripPage slug={params.slug} />}</Route>
        <Route path={SIGNED_IN_PATHS} component={SignedInArea} />
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
      <ToastRegion />
    </UIProvider>
  );
}
