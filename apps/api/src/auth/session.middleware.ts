// Loads the session named by the cookie; marks 401/403 answers with the logged-in header (PLT-049).
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../http/context.js';
import { findSession } from './sessions.js';
import {
  LOGGED_IN_HEADER,
  SECURE_SESSION_COOKIE,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_COOKIE,
} from './auth.constants.js';

const cookieName = (c: Context<AppEnv>) => (c.get('secure') ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

export function readSessionToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SECURE_SESSION_COOKIE) ?? getCookie(c, SESSION_COOKIE);
}

export function setSessionCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, cookieName(c), token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: c.get('secure'),
    maxAge: Math.floor(SESSION_ABSOLUTE_TIMEOUT_MS / 1000),
  });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  if (c.get('secure')) deleteCookie(c, SECURE_SESSION_COOKIE, { path: '/', secure: true });
}

export const sessionMiddleware = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const token = readSessionToken(c);
  const { database, now } = c.get('deps');
  const session = token ? await findSession(database.db, token, now()) : null;
  c.set('session', session);
  await next();
  if (session && (c.res.status === 401 || c.res.status === 403)) c.res.headers.set(LOGGED_IN_HEADER, 'true');
};
