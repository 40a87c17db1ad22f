// The signed-in user's profile, loaded once for the signed-in area and shared through context.
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { Alert, Button, Spinner } from '@caravan/ui';
import { Redirect } from 'wouter';
import { api, type Profile } from '../api/index.js';
import { loadStateOf, queryKeys } from '../api/queries.js';
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

/** Loads GET /api/me/profile (a TanStack query); a 401/403 is handled by the client (login or error page). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const profile = useQuery({ queryKey: queryKeys.profile(), queryFn: ({ signal }) => api.profile({ signal }) });
  const state = loadStateOf(profile);
  const retry = () => void profile.refetch();

  if (state.status === 'loading') {
    return (
      <main className="pt-centered">
        <h1 className="pt-visually-hidden">Caravan</h1>
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
  const mustChange = passwordChangeRedirect(state.data);
  if (mustChange) return <Redirect to={mustChange} replace />;
  return <SessionContext.Provider value={state.data}>{children}</SessionContext.Provider>;
}
