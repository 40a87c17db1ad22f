// "/": sends a signed-in user to their home and anyone else to login.
import { useEffect } from 'react';
import { Spinner } from '@caravan/ui';
import { useLocation } from 'wouter';
import { api } from '../api/index.js';
import { homeFor } from '../auth/destinations.js';

/** Resolves the root path from the session. */
export function RootRedirect() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const controller = new AbortController();
    api.profile({ authRedirect: false, signal: controller.signal }).then(
      (profile) => navigate(homeFor(profile), { replace: true }),
      () => {
        if (!controller.signal.aborted) navigate('/login', { replace: true });
      },
    );
    return () => controller.abort();
  }, [navigate]);
  return (
    <main className="pt-centered">
      <h1 className="pt-visually-hidden">Caravan</h1>
      <Spinner size="lg" />
    </main>
  );
}
