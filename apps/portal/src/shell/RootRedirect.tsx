// "/": the marketplace home for a visitor (MKT-026), and a signed-in user's own home, where they are sent as before.
// The home shows at once (it is the public face, so it waits for no session check); a session found sends its user on.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
// The one call rather than the API client's object of every call: this module is in every page's first script.
import { call } from '../api/typed.js';
import { homeFor } from '../auth/destinations.js';
import { HomePage } from './public-pages.js';

/** Resolves the root path from the session. */
export function RootRedirect() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const controller = new AbortController();
    // Asked of the session route, which answers a visitor 200 with no profile: no 401 in a visitor's console.
    call('get', '/api/authentication/session', { authRedirect: false, signal: controller.signal }).then(
      ({ profile }) => {
        if (profile) navigate(homeFor(profile), { replace: true });
      },
      // Unreachable or aborted: the visitor stays on the home.
      () => undefined,
    );
    return () => controller.abort();
  }, [navigate]);
  return <HomePage />;
}
