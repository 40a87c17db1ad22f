// What the portal shell needs from a session snapshot: who is signed in, where to go, the login error.
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine.js';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectSessionUser = (s: SessionSnapshot) => s.context.user;
export const selectIsSignedIn = (s: SessionSnapshot) => s.matches('signedIn') || s.matches('passwordChangeRequired');
/** The page the portal should navigate to now, or null to stay. */
export const selectSessionRedirect = (s: SessionSnapshot) => s.context.redirect;
export const selectLoginError = (s: SessionSnapshot) => s.context.error;
export const selectIsSigningIn = (s: SessionSnapshot) => s.matches('authenticating');
export const selectIsCheckingSession = (s: SessionSnapshot) => s.matches('checking');
export const selectMustChangePassword = (s: SessionSnapshot) => s.matches('passwordChangeRequired');
