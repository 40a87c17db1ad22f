// The session guards on their own: which signed-in users have a home in the portal (PLT-019, PLT-020) and which
// responses end a session (PLT-049, PLT-050).
import { describe, expect, it } from 'vitest';
import { sessionGuards } from './session.guards.js';
import { sessionSampleUsers as users } from './session.model.js';
import type { SessionContext, SessionEvent } from './session.types.js';

const contextOf = (user: SessionContext['user']): SessionContext => ({
  user,
  today: '2026-11-21',
  timeZone: 'UTC',
  destination: null,
  redirect: null,
  error: null,
});
const none: SessionEvent = { type: 'session.redirected' };

describe('session guards', () => {
  it('[PLT-019] [PLT-020] an admin, an impersonating user or a host has a home; nobody, a trip manager or an expired password has none', () => {
    const home = (user: SessionContext['user']) => sessionGuards.hasHome({ context: contextOf(user), event: none });
    expect(home(users.admin)).toBe(true);
    expect(home(users.impersonating)).toBe(true);
    expect(home(users.host)).toBe(true);
    expect(home(null)).toBe(false);
    expect(home(users.tripManager)).toBe(false);
    expect(home(users.expiredHost)).toBe(false);
  });

  it('[PLT-022] nobody signed in needs no password change; an expired host does', () => {
    const required = (user: SessionContext['user']) =>
      sessionGuards.requiresPasswordChange({ context: contextOf(user), event: none });
    expect(required(null)).toBe(false);
    expect(required(users.host)).toBe(false);
    expect(required(users.expiredHost)).toBe(true);
  });

  it('[PLT-049] [PLT-050] a 401 or 403 ends the session; another status does not', () => {
    const fails = (status: number) =>
      sessionGuards.isAuthFailure({
        context: contextOf(users.host),
        event: { type: 'session.unauthorized', status, hasLoggedInHeader: true },
      });
    expect([401, 403, 404, 500].map(fails)).toEqual([true, true, false, false]);
  });
});
