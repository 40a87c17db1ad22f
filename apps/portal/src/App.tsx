// The portal's root: router, react-aria link routing, toasts, document title and top-level routes.
import { ToastRegion, UIProvider } from '@caravan/ui';
import { Route, Switch, useLocation } from 'wouter';
import { LoginPage } from './auth/LoginPage.js';
import { LogoutPage } from './auth/LogoutPage.js';
import { SignupRedirect } from './auth/SignupRedirect.js';
import { DocumentTitle } from './shell/DocumentTitle.js';
import { ErrorPage } from './shell/ErrorPage.js';
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
        <Route path="/error/:status?">{(params) => <ErrorPage status={params.status} />}</Route>
        <Route path={SIGNED_IN_PATHS} component={SignedInArea} />
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
      <ToastRegion />
    </UIProvider>
  );
}
