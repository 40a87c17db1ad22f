// The session machine as the login page runs it: its actors are the API's sign-in calls.
import type { SessionUser } from '@caravan/domain';
import { type LoginCredentials, sessionMachine } from '@caravan/machines';
import { fromPromise } from 'xstate';
import { ApiError, api, type Profile } from '../api/index.js';
import { displayName } from '../shell/session.js';

/** The profile as the session machine's user: who, which group, impersonated or not, and when the password expires. */
export const sessionUserOf = (profile: Profile): SessionUser => ({
  id: profile.id,
  name: displayName(profile),
  email: profile.email,
  group: profile.group,
  role: profile.role,
  impersonate: profile.impersonating !== null,
  expires: profile.passwordExpiresOn ? new Date(`${profile.passwordExpiresOn}T00:00:00Z`) : null,
});

/** The message a failed sign-in shows: the server's own (PLT-056), or that Caravan could not be reached. */
const signInError = (error: unknown) =>
  error instanceof ApiError ? error : new Error('We could not reach Caravan. Check your connection and try again.');

/**
 * The login page's session machine: nobody is signed in when the page opens; login signs in and reads the profile
 * (the machine decides where the user lands from it, PLT-019..023); logout ends the session.
 */
export const signInMachine = sessionMachine.provide({
  actors: {
    fetchProfile: fromPromise<SessionUser | null>(async () => null),
    login: fromPromise<SessionUser, LoginCredentials>(async ({ input }) => {
      try {
        await api.login(input.email, input.password);
        return sessionUserOf(await api.profile({ authRedirect: false }));
      } catch (error) {
        throw signInError(error);
      }
    }),
    logout: fromPromise<unknown>(async () => api.logout()),
  },
});
