// "/": the marketplace home for a visitor (MKT-026), and a signed-in user's own home, where they are sent as before.
// The home shows at once (it is the public face, so it waits for no session check); a session found sends its user on.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { api } from '../api/index.js';
import { homeFor } from '../auth/destinations.js';
import { HomePage } from './public-pages.js';

/** Resolves the root path from the session. */
export function RootRedirect() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const controller = new AbortController();
    api.profile({ authRedirect: false, signal: controller.signal }).then(
      (profile) => navigate(homeFor(profile), { replace: true }),
      // No session: the visitor stays on the home.
      () => undefined,
    );
    return () => controller.abort();
  }, [navigate]);
  return <HomePage />;
}
