// Secure headers (CSP, frame-ancestors, HSTS over https) and CSRF protection for cookie-authenticated writes.
import { IMAGE_UPLOAD_PATH } from '@caravan/domain';
import type { MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './context.js';
import { AppError } from '../errors/app-error.js';
import { isFrameableDocument } from './media-delivery.js';

/** HSTS for one year (the minimum browsers' preload lists accept). */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Server pages the portal shows in a frame (the traveler terms, §7): only its own origin may frame them. */
export const FRAMEABLE_PATH_PREFIX = '/api/me/pages/';

/** The policy of a frameable document (isFrameableDocument): our own pages may frame it, nobody else. */
export const FRAMEABLE_DOCUMENT_CSP = "frame-ancestors 'self'";

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
    if (c.req.path.startsWith(FRAMEABLE_PATH_PREFIX)) {
      const csp = c.res.headers.get('Content-Security-Policy') ?? '';
      c.header('Content-Security-Policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
      c.header('X-Frame-Options', 'SAMEORIGIN');
    } else if (isFrameableDocument(c.req.path)) {
      // A static PDF (the Preparation tab's document): no script to restrain, and Chromium's PDF viewer inside the
      // frame is refused under the page policy's object-src 'none', so only the framing rule is kept.
      c.header('Content-Security-Policy', FRAMEABLE_DOCUMENT_CSP);
      c.header('X-Frame-Options', 'SAMEORIGIN');
    }
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

/** The host an Origin header names, or null when it is not a URL ('null' from a sandboxed page, say). */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * CSRF, by Hono's csrf middleware: a write a browser could send cross-site without a preflight (a form post, a
 * text/plain or bodiless request) must come from our own origin (Origin, or Sec-Fetch-Site same-origin). The host
 * is compared rather than the whole origin, so a TLS-terminating proxy (https outside, http inside) still matches.
 * A refusal answers 403 CSRF in the envelope.
 */
export const csrfProtection = (): MiddlewareHandler<AppEnv> => {
  const check = csrf({ origin: (origin, c) => hostOf(origin) === new URL(c.req.url).host });
  return async (c, next) => {
    try {
      await check(c, async () => {});
    } catch (e) {
      if (e instanceof HTTPException && e.status === 403)
        throw new AppError(403, 'CSRF', 'This request did not come from Caravan and was refused.');
      throw e;
    }
    return next();
  };
};

/** The uploads sent as multipart: images (OAP-012) and an admin's marketing list import (HAP-031). */
const isMultipartPath = (path: string) =>
  path === IMAGE_UPLOAD_PATH || /^\/api\/admin\/hosts\/[^/]+\/marketing-list\/import$/.test(path);

/**
 * Request bodies are JSON only: a cross-site page can send a form or text/plain body without a preflight, never a
 * JSON one, so refusing the others closes that door for good (415).
 */
export const jsonBodiesOnly = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (SAFE.has(c.req.method)) return next();
  const type = c.req.header('content-type') ?? '';
  const length = c.req.header('content-length');
  const hasBody = length !== undefined && length !== '0';
  // The exceptions: images and marketing lists are uploaded as multipart (the csrf check still requires our origin).
  const upload = isMultipartPath(c.req.path) && type.startsWith('multipart/form-data');
  if (hasBody && !type.startsWith('application/json') && !upload) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
  }
  return next();
};
