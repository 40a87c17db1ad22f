// /logout: ends the session (POST /api/authentication/logout) and returns to / (PLT-014).
import { useEffect } from 'react';
import { Spinner } from '@caravan/ui';
import { useLocation } from 'wouter';
import { api } from '../api/index.js';
import { useQueryClient } from '@tanstack/react-query';

/** Signs out, then goes to the root (which leads to login). */
export function LogoutPage() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    api
      .logout()
      .catch(() => undefined)
      .then(() => {
        // Nothing read for this user may show to the next one.
        queryClient.clear();
        if (active) navigate('/', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [navigate, queryClient]);
  return (
    <main className="pt-centered">
      <h1 className="pt-visually-hidden">Signing out</h1>
      <Spinner size="lg" label="Signing out…" />
    </main>
  );
}
