// Session / sign-in flow: login through an injected actor, the post-login redirect by group, the password-change
// redirect and logout to / (host-and-platform §2.1, §6, §7.5).
import {
  authFailureRedirect,
  CHANGE_PASSWORD_PATH,
  LOGIN_PATH,
  LOGOUT_REDIRECT_PATH,
  readLoginDestination,
  type SessionUser,
} from '@caravan/domain';
import { assign, fromPromise, setup } from 'xstate';
import { landingOf, sessionGuards } from './session.guards.js';
import type { LoginCredentials, SessionContext, SessionEvent, SessionInput } from './session.types.js';

const notProvided = (name: string) => () => {
  throw new Error(`${name} is not provided: supply it with machine.provide({ actors })`);
};

/** The server's error text of a failed login (PLT-056). */
const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error ?? 'Login failed');

export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent, input: {} as SessionInput },
  guards: sessionGuards,
  actors: {
    /** Reads the current session's user profile at start (null when nobody is signed in). */
    fetchProfile: fromPromise<SessionUser | null>(async () => notProvided('fetchProfile')()),
    /** POST authentication/login: resolves with the user, rejects with the server's error text (PLT-056). */
    login: fromPromise<SessionUser, LoginCredentials>(async () => notProvided('login')()),
    /** POST authentication/logout. */
    logout: fromPromise<unknown>(async () => notProvided('logout')()),
  },
  actions: {
    setUser: assign({ user: (_, user: SessionUser | null) => user }),
    startLogin: assign(({ event }) =>
      event.type === 'session.login'
        ? { destination: readLoginDestination({ destination: event.destination ?? undefined }), error: null }
        : {},
    ),
    setLoginError: assign({ error: (_, message: string) => message }),
    /** PLT-019, PLT-020: the group's landing page, or the page the login was asked to return to (DECIDE). */
    redirectToLanding: assign(({ context }) => ({
      redirect: context.destination ?? landingOf(context),
      destination: null,
    })),
    /** PLT-023: a password change is required. */
    redirectToChangePassword: assign({ redirect: CHANGE_PASSWORD_PATH }),
    /** PLT-021: nobody the portal serves: back to login. */
    redirectToLogin: assign({ redirect: LOGIN_PATH, destination: null }),
    /** PLT-014: after logout the portal goes to /. */
    redirectHome: assign({ redirect: LOGOUT_REDIRECT_PATH }),
    redirectOnAuthFailure: assign({
      redirect: ({ event }) => (event.type === 'session.unauthorized' ? authFailureRedirect(event) : null),
    }),
    clearSession: assign({ user: null, destination: null }),
    clearRedirect: assign({ redirect: null }),
    updatePasswordExpiry: assign({
      user: ({ context, event }) =>
        event.type === 'session.passwordChanged' && context.user
          ? { ...context.user, expires: event.expires }
          : context.user,
    }),
    tick: assign({ today: ({ context, event }) => (event.type === 'clock.tick' ? event.today : context.today) }),
  },
}).createMachine({
  id: 'session',
  description: "The portal's session: who is signed in, where login sends them, and logout back to /.",
  context: ({ input }) => ({
    user: null,
    today: input.today,
    timeZone: input.timeZone ?? 'UTC',
    destination: null,
    redirect: null,
    error: null,
  }),
  initial: 'checking',
  on: {
    'clock.tick': { actions: 'tick', description: 'The day moves on: the password-expiry rule uses the new today.' },
    'session.redirected': { actions: 'clearRedirect', description: 'The portal has navigated to the redirect.' },
  },
  states: {
    checking: {
      description: 'At start, the portal asks the API who is signed in.',
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        onDone: {
          target: 'restoring',
          actions: { type: 'setUser', params: ({ event }) => event.output },
          description: 'The current profile is known (or nobody is signed in).',
        },
        onError: { target: 'signedOut', description: 'The profile could not be read: treated as signed out.' },
      },
    },
    restoring: {
      description: 'Decides the restored session without moving the user from the page they opened.',
      always: [
        {
          guard: 'requiresPasswordChange',
          target: 'passwordChangeRequired',
          actions: 'redirectToChangePassword',
          description: 'PLT-023: a restored user whose password expired is sent to /change-password.',
        },
        { guard: 'hasHome', target: 'signedIn', description: 'A restored user the portal serves stays signed in.' },
        {
          target: 'signedOut',
          actions: 'clearSession',
          description: 'Nobody is signed in, or the user is not one the portal serves.',
        },
      ],
    },
    signedOut: {
      description: 'Nobody is signed in: the public pages and /login.',
      on: {
        'session.login': {
          target: 'authenticating',
          actions: 'startLogin',
          description: 'The login form is submitted, with the destination page of /login?destination (PLT-008).',
        },
        'session.logout': {
          actions: ['clearSession', 'redirectHome'],
          description: 'PLT-014: visiting /logout while signed out still clears the session and goes to /.',
        },
      },
    },
    authenticating: {
      description: 'The credentials are being checked by the API.',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) =>
          event.type === 'session.login'
            ? { email: event.email, password: event.password }
            : { email: '', password: '' },
        onDone: {
          target: 'routing',
          actions: { type: 'setUser', params: ({ event }) => event.output },
          description: 'Login succeeded: where the user lands is decided next.',
        },
        onError: {
          target: 'signedOut',
          actions: { type: 'setLoginError', params: ({ event }) => errorText(event.error) },
          description: "PLT-056: login failed; the server's error text is shown.",
        },
      },
    },
    routing: {
      description: 'Decides the post-login redirect from the profile (PLT-019..021, PLT-023).',
      always: [
        {
          guard: 'requiresPasswordChange',
          target: 'passwordChangeRequired',
          actions: 'redirectToChangePassword',
          description: 'PLT-023: a user who requires a password change is sent to /change-password.',
        },
        {
          guard: 'hasHome',
          target: 'signedIn',
          actions: 'redirectToLanding',
          description:
            'PLT-019, PLT-020: an admin goes to the admin user list; an impersonating user, operator, traveler or host to the app shell.',
        },
        {
          target: 'signedOut',
          actions: ['clearSession', 'redirectToLogin'],
          description: 'PLT-021: any other user is redirected to login.',
        },
      ],
    },
    passwordChangeRequired: {
      description: 'Signed in, but the password must be changed at /change-password before anything else (PLT-023).',
      on: {
        'session.passwordChanged': {
          target: 'routing',
          actions: 'updatePasswordExpiry',
          description: 'The password was changed: the user lands by group.',
        },
        'session.logout': { target: 'loggingOut', description: 'PLT-014: /logout ends the session.' },
      },
    },
    signedIn: {
      description: 'A user the portal serves is signed in.',
      on: {
        'session.logout': { target: 'loggingOut', description: 'PLT-014: /logout ends the session.' },
        'session.unauthorized': {
          guard: 'isAuthFailure',
          target: 'signedOut',
          actions: ['clearSession', 'redirectOnAuthFailure'],
          description: 'PLT-049, PLT-050: a 401 or 403 sends the user to login, or to /error/{status}.',
        },
      },
    },
    loggingOut: {
      description: 'The API is told to end the session.',
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: {
          target: 'signedOut',
          actions: ['clearSession', 'redirectHome'],
          description: 'PLT-014: the session is cleared and the portal navigates to /.',
        },
        onError: {
          target: 'signedOut',
          actions: ['clearSession', 'redirectHome'],
          description: 'PLT-014: even when the API call fails, the local session is cleared and the portal goes to /.',
        },
      },
    },
  },
});
