// The signed-in user's profile, loaded once for the signed-in area and shared through context.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { Alert, Button, Spinner } from '@caravan/ui';
import { Redirect } from 'wouter';
import { ApiError, api, type Profile } from '../api/index.js';
import { passwordChangeRedirect } from '../auth/accounts.js';

const SessionContext = createContext<Profile | null>(null);

/** The current user's profile; only inside `SessionProvider`. */
export function useProfile(): Profile {
  const profile = useContext(SessionContext);
  if (!profile) throw new Error('useProfile must be used inside SessionProvider');
  return profile;
}

/** The display name of a profile ("First Last", falling back to the email). */
export function displayName(user: Pick<Profile, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

type LoadState = { status: 'loading' } | { status: 'ready'; profile: Profile } | { status: 'failed'; message: string };

/** Loads GET /api/me/profile; a 401/403 is handled by the client (login or error page). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    void attempt;
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.profile({ signal: controller.signal }).then(
      (profile) => setState({ status: 'ready', profile }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.redirected) return;
        setState({
          status: 'failed',
          message: error instanceof Error ? error.message : 'Could not load your profile.',
        });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  if (state.status === 'loading') {
    return (
      <main className="pt-centered">
        <Spinner size="lg" label="Loading your account…" />
      </main>
    );
  }
  if (state.status === 'failed') {
    return (
      <main className="pt-centered">
        <h1 className="pt-visually-hidden">Caravan</h1>
        <Alert
          tone="danger"
          title="We couldn't load your account"
          actions={
            <Button variant="secondary" size="sm" onPress={retry}>
              Try again
            </Button>
          }
        >
          {state.message}
        </Alert>
      </main>
    );
  }
  // PLT-023: a user who must change the password sees no app page before /change-password.
  const mustChange = passwordChangeRedirect(state.profile);
  if (mustChange) return <Redirect to={mustChange} replace />;
  return <SessionContext.Provider value={state.profile}>{children}</SessionContext.Provider>;
}
