import {
  ADMIN_USER_LIST_PATH,
  APP_SHELL_PATH,
  isPasswordChangeRequired,
  postLoginRedirect,
  type SessionUser,
  USER_GROUPS,
} from '@caravan/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { modelCoverage } from '../shared/coverage.js';
import { explainEvent } from '../shared/explain.js';
import { sessionMachine } from './session.machine.js';
import { sessionModel, sessionSampleUsers as users } from './session.model.js';
import { selectIsSignedIn, selectLoginError, selectSessionRedirect, selectSessionUser } from './session.selectors.js';
import type { LoginCredentials, SessionEvent } from './session.types.js';

const input = { today: '2026-11-21', timeZone: 'UTC' };
const step = (events: SessionEvent[], from = initialTransition(sessionMachine, input)[0]) =>
  events.reduce((s, e) => transition(sessionMachine, s, e)[0], from);
const profile = (u: SessionUser | null) =>
  ({ type: 'xstate.done.actor.fetchProfile', output: u }) as unknown as SessionEvent;
const loggedIn = (u: SessionUser) => ({ type: 'xstate.done.actor.login', output: u }) as unknown as SessionEvent;
const login = { type: 'session.login', email: 'ada@example.com', password: 'secret' } as const;
const signedOut = () => step([profile(null)]);
const afterLogin = (u: SessionUser, destination?: string) =>
  step([{ ...login, destination: destination ?? null }, loggedIn(u)], signedOut());

describe('session machine', () => {
  it('[PLT-019] after login, an admin is redirected to the admin user list', () => {
    const s = afterLogin(users.admin);
    expect(s.value).toBe('signedIn');
    expect(selectSessionRedirect(s)).toBe(ADMIN_USER_LIST_PATH);
  });

  it('[PLT-020] after login, an impersonating user, an operator, a traveler or a host is redirected to the app shell', () => {
    for (const u of [
      users.impersonating,
      { ...users.host, group: 'operator', role: null },
      { ...users.host, group: 'traveler', role: 'traveler-primary' },
      users.host,
    ] as SessionUser[]) {
      const s = afterLogin(u);
      expect(s.value).toBe('signedIn');
      expect(selectSessionRedirect(s)).toBe(APP_SHELL_PATH);
    }
  });

  it('[PLT-021] after login, any other user is redirected to login and not kept signed in', () => {
    for (const group of ['tripManager', 'accountManager'] as const) {
      const s = afterLogin({ ...users.tripManager, group });
      expect(s.value).toBe('signedOut');
      expect(selectSessionRedirect(s)).toBe('/login');
      expect(selectSessionUser(s)).toBeNull();
    }
  });

  it('[PLT-023] a user who requires a password change is sent to /change-password', () => {
    const s = afterLogin(users.expiredHost);
    expect(s.value).toBe('passwordChangeRequired');
    expect(selectSessionRedirect(s)).toBe('/change-password');
    // an impersonating user with an expired password is not (PLT-022)
    expect(afterLogin({ ...users.impersonating, expires: new Date('2026-01-01T00:00:00Z') }).value).toBe('signedIn');
    // a restored session is sent there too
    const restored = step([profile(users.expiredHost)]);
    expect(restored.value).toBe('passwordChangeRequired');
    expect(selectSessionRedirect(restored)).toBe('/change-password');
    // once changed, the user lands by group
    const changed = step([{ type: 'session.passwordChanged', expires: null }], s);
    expect(changed.value).toBe('signedIn');
    expect(selectSessionRedirect(changed)).toBe(APP_SHELL_PATH);
  });

  it('[PLT-022] the password-expiry redirect follows today, and the clock moves through events', () => {
    const soon = { ...users.host, expires: new Date('2026-11-22T10:00:00Z') };
    expect(afterLogin(soon).value).toBe('signedIn');
    const later = step([{ type: 'clock.tick', today: '2026-11-22' }, { ...login }, loggedIn(soon)], signedOut());
    expect(later.value).toBe('passwordChangeRequired');
  });

  it('the post-login routing agrees with the domain rule postLoginRedirect for any profile', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...USER_GROUPS),
        fc.boolean(),
        fc.option(fc.integer({ min: -5, max: 5 }), { nil: null }),
        (group, impersonate, offsetDays) => {
          const expires = offsetDays === null ? null : new Date(Date.UTC(2026, 10, 21 + offsetDays, 12));
          const u: SessionUser = { ...users.host, group, impersonate, expires, role: null };
          const s = afterLogin(u);
          const expected = postLoginRedirect(u, input.today, input.timeZone);
          expect(selectSessionRedirect(s)).toBe(expected);
          expect(s.matches('passwordChangeRequired')).toBe(isPasswordChangeRequired(u, input.today, input.timeZone));
          expect(selectIsSignedIn(s)).toBe(expected !== '/login');
        },
      ),
    );
  });

  it('[PLT-008] a login from /login?destination returns the user to that in-app page', () => {
    expect(selectSessionRedirect(afterLogin(users.host, '/app/host/trips'))).toBe('/app/host/trips');
    expect(selectSessionRedirect(afterLogin(users.host, '//evil.example'))).toBe(APP_SHELL_PATH);
    expect(selectSessionRedirect(afterLogin(users.tripManager, '/app/host/trips'))).toBe('/login');
    expect(selectSessionRedirect(afterLogin(users.expiredHost, '/app/host/trips'))).toBe('/change-password');
  });

  it('[PLT-014] visiting /logout clears the session and navigates to /', async () => {
    const signedIn = afterLogin(users.host);
    const [loggingOut] = transition(sessionMachine, signedIn, { type: 'session.logout' });
    expect(loggingOut.value).toBe('loggingOut');
    for (const outcome of [
      { type: 'xstate.done.actor.logout', output: undefined },
      { type: 'xstate.error.actor.logout', error: new Error('offline') },
    ]) {
      const out = step([outcome as unknown as SessionEvent], loggingOut);
      expect(out.value).toBe('signedOut');
      expect(selectSessionUser(out)).toBeNull();
      expect(selectSessionRedirect(out)).toBe('/');
    }
    const alreadyOut = step([{ type: 'session.logout' }], signedOut());
    expect(selectSessionRedirect(alreadyOut)).toBe('/');

    let calls = 0;
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          fetchProfile: fromPromise<SessionUser | null>(async () => users.host),
          logout: fromPromise<unknown>(async () => {
            calls++;
          }),
        },
      }),
      { input },
    ).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.logout' });
    const out = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(calls).toBe(1);
    expect(selectSessionRedirect(out)).toBe('/');
    expect(selectSessionUser(out)).toBeNull();
  });

  it('[PLT-056] a login failure keeps the user signed out with the server error text', async () => {
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          fetchProfile: fromPromise<SessionUser | null>(async () => null),
          login: fromPromise<SessionUser, LoginCredentials>(async ({ input: c }) => {
            throw new Error(`Unknown user ${c.email}`);
          }),
        },
      }),
      { input },
    ).start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send(login);
    const s = await waitFor(actor, (x) => selectLoginError(x) !== null);
    expect(s.value).toBe('signedOut');
    expect(selectLoginError(s)).toBe('Unknown user ada@example.com');
  });

  it('logs in through the injected login actor with the submitted credentials', async () => {
    const seen: LoginCredentials[] = [];
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          fetchProfile: fromPromise<SessionUser | null>(async () => null),
          login: fromPromise<SessionUser, LoginCredentials>(async ({ input: c }) => {
            seen.push(c);
            return users.admin;
          }),
        },
      }),
      { input },
    ).start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send(login);
    const s = await waitFor(actor, (x) => x.matches('signedIn'));
    expect(seen).toEqual([{ email: 'ada@example.com', password: 'secret' }]);
    expect(selectSessionRedirect(s)).toBe(ADMIN_USER_LIST_PATH);
    actor.send({ type: 'session.redirected' });
    expect(selectSessionRedirect(actor.getSnapshot())).toBeNull();
  });

  it('[PLT-049] [PLT-050] a 401 or 403 ends the session and sends the user to login or the error page', () => {
    const s = afterLogin(users.host);
    const toLogin = step([{ type: 'session.unauthorized', status: 401, hasLoggedInHeader: true }], s);
    expect(toLogin.value).toBe('signedOut');
    expect(selectSessionRedirect(toLogin)).toBe('/login');
    const toError = step([{ type: 'session.unauthorized', status: 403, hasLoggedInHeader: false }], s);
    expect(selectSessionRedirect(toError)).toBe('/error/403');
    const other = { type: 'session.unauthorized', status: 500, hasLoggedInHeader: true } as const;
    expect(explainEvent(s, other)).toEqual({ allowed: false, reason: 'guard', guards: ['isAuthFailure'] });
  });

  it('a restored session keeps the user on the page they opened', () => {
    const s = step([profile(users.host)]);
    expect(s.value).toBe('signedIn');
    expect(selectSessionRedirect(s)).toBeNull();
    expect(step([profile(users.tripManager)]).value).toBe('signedOut');
  });

  it('model-based: every state and every transition is reached', () => {
    const coverage = modelCoverage(sessionModel);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});
