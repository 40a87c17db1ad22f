// Secure headers (CSP, frame-ancestors, HSTS over https) and CSRF protection for cookie-authenticated writes.
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './context.js';
import { AppError } from './errors.js';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../auth/auth.constants.js';

/** HSTS for one year (the minimum browsers' preload lists accept). */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const securityHeaders = (): MiddlewareHandler<AppEnv> => {
  const headers = secureHeaders({
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // react-aria positions overlays with inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
  return async (c, next) => {
    await headers(c, next);
    if (c.get('secure')) c.header('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
  };
};

/** Marks the request secure when it came over https, or through a trusted proxy that says so. */
export const detectSecure = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const forwarded = c.get('deps').config.TRUST_PROXY ? c.req.header('x-forwarded-proto') : undefined;
  c.set('secure', forwarded ? forwarded.split(',')[0]?.trim() === 'https' : new URL(c.req.url).protocol === 'https:');
  await next();
};

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: an unsafe request that carries the session cookie must come from our own origin
 * (Origin or Sec-Fetch-Site) and send JSON, which a cross-site form cannot do without a preflight.
 */
export const csrfProtection = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (SAFE.has(c.req.method)) return next();
  const cookie = c.req.header('cookie') ?? '';
  const hasSession = cookie.includes(`${SESSION_COOKIE}=`) || cookie.includes(`${SECURE_SESSION_COOKIE}=`);
  if (!hasSession) return next();
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  const host = new URL(c.req.url).host;
  const sameOrigin = origin ? safeHost(origin) === host : site === 'same-origin' || site === 'none';
  if (!sameOrigin) throw new AppError(403, 'CSRF', 'This request did not come from Caravan and was refused.');
  const type = c.req.header('content-type') ?? '';
  const hasBody = c.req.header('content-length') !== undefined && c.req.header('content-length') !== '0';
  if (hasBody && !type.startsWith('application/json')) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
  }
  return next();
};

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
