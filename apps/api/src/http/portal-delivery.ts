// How the built portal and the API's responses travel: the portal's files precompressed and cached by kind (hashed
// assets for a year, the page itself revalidated), source maps and build metadata never served, and JSON compressed.
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../auth/auth.constants.js';
import type { App } from './app.js';
import { isMediaPath } from './media-delivery.js';
import { type PageRequest, withRoutePreloads } from './route-preloads.js';

/** Hashed build assets (/assets/*): their name changes with their content, so a browser may keep them for good. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** The HTML page names the current assets: the browser asks again each time (a cheap revalidation at most). */
export const REVALIDATE_CACHE = 'no-cache';
/** DECIDE: unhashed public files (favicon, robots.txt) for an hour — they rarely change and are tiny. */
export const PUBLIC_FILE_CACHE = 'public, max-age=3600';
/** DECIDE: JSON below 1 KB goes as is — compressing it saves less than a packet and costs a stream. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Paths the portal never answers: the API, and the names operations tools probe (Prometheus, Kubernetes-style
 * probes). Unmatched, they get the API's JSON 404, never the portal's page: a probe reading HTML as a 200 would think
 * a disabled /metrics or a missing /healthz is up.
 */
export const SERVER_PATHS = ['/api', '/metrics', '/healthz', '/readyz', '/livez'] as const;
/** Each server path and its subtree's prefix, built once (every request asks, several times). */
const SERVER_PREFIXES = SERVER_PATHS.map((p) => [p, `${p}/`] as const);
const isServerPath = (path: string) => SERVER_PREFIXES.some(([p, prefix]) => path === p || path.startsWith(prefix));
/** Source maps (kept on disk for reading error reports) and dot-folders such as the build's .vite/ manifest. */
const isPrivate = (path: string) => path.endsWith('.map') || /(?:^|\/)\./.test(path);

/** A plain 404 for a file that is not there (never the SPA page: a stale tab asking for an old chunk must fail). */
const missing: MiddlewareHandler = async (c) => c.text('Not found', 404);

/** Sets `value` as Cache-Control on the successful response of the handlers after it. */
const cacheFor =
  (value: string): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', value);
  };

/** Each app's route preloads (set by servePortal), added by withCompression to every page it answers, server-rendered or not. */
const pagePreloads = new WeakMap<object, (html: string, page: PageRequest) => string>();

/** Puts a public route's preloads into the head of the page answered for it (a compressed file passes untouched). */
const preloadsFor =
  (page: (html: string, page: PageRequest) => string): MiddlewareHandler =>
  async (c, next) => {
    await next();
    const type = c.res.headers.get('Content-Type') ?? '';
    if (c.req.method !== 'GET' || !type.startsWith('text/html') || c.res.headers.has('Content-Encoding')) return;
    const html = await c.res.text();
    // Whether a session cookie came, not whether it is still good: a stale one only loads the portal sooner.
    const cookies = getCookie(c);
    const visitor = !(SESSION_COOKIE in cookies || SECURE_SESSION_COOKIE in cookies);
    const withTags = page(html, { path: c.req.path, visitor });
    const res = new Response(withTags, c.res);
    res.headers.delete('Content-Length');
    c.res = res;
  };

/** Adds the portal's files to `app` (after its API routes): assets, public files, and the SPA page for any other path. */
export function servePortal(
  app: App,
  portalDist: string,
  indexHtml: string,
  options: { takeoverDelayMs?: number } = {},
): void {
  const files = serveStatic({ root: portalDist, precompressed: true });
  pagePreloads.set(app, withRoutePreloads(portalDist, options.takeoverDelayMs));
  app.use('*', (c, next) => (!isServerPath(c.req.path) && isPrivate(c.req.path) ? missing(c, next) : next()));
  app.use('/assets/*', cacheFor(IMMUTABLE_CACHE), files);
  app.get('/assets/*', missing);
  // Public files (favicon, robots.txt) and the page itself: HTML is revalidated, the rest kept an hour.
  app.use('*', async (c, next) => {
    await next();
    if (isServerPath(c.req.path) || !c.res.ok || c.res.headers.has('Cache-Control')) return;
    const html = c.res.headers.get('Content-Type')?.startsWith('text/html');
    c.res.headers.set('Cache-Control', html ? REVALIDATE_CACHE : PUBLIC_FILE_CACHE);
  });
  // `/` is a page like any other (the fallback below), not the file index.html: its route preloads go in its head.
  app.use('*', (c, next) => (isServerPath(c.req.path) || c.req.path === '/' ? next() : files(c, next)));
  // Every other non-API path is a portal route: the SPA decides (and shows its own not-found page). A media path
  // names a file: one that is not there is a plain 404 (a broken image must look broken, not load a page).
  app.get('*', (c, next) => {
    if (isServerPath(c.req.path)) return next();
    if (isMediaPath(c.req.path)) return c.text('Not found', 404);
    c.header('Cache-Control', REVALIDATE_CACHE);
    return c.html(indexHtml);
  });
}

/** The encodings compress() answers with: a request accepting neither is never compressed. */
const COMPRESSIBLE = /\b(?:gzip|deflate)\b/i;

/**
 * JSON has no Content-Length until sent: buffer it (it is already one string) so compress can weigh it. Only when the
 * client accepts a compressed answer (issue 29 point 2): otherwise nothing would be weighed, and reading the body back
 * out of its Response costs a stream per request.
 */
const measureJson: MiddlewareHandler = async (c, next) => {
  if (!COMPRESSIBLE.test(c.req.header('Accept-Encoding') ?? '')) return next();
  await next();
  const type = c.res.headers.get('Content-Type') ?? '';
  if (c.res.body && !c.res.headers.has('Content-Length') && /^application\/(?:[\w.-]+\+)?json\b/.test(type)) {
    const body = await c.res.arrayBuffer();
    const sized = new Response(body, c.res);
    sized.headers.set('Content-Length', String(body.byteLength));
    c.res = sized;
  }
};

/**
 * Wraps the app so its text responses above COMPRESS_MIN_BYTES go gzip- or deflate-compressed when the client accepts
 * it. Files that already carry a Content-Encoding (the portal's precompressed .br/.gz) pass untouched.
 */
export function withCompression(app: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> }) {
  const outer = new Hono();
  outer.use('*', compress({ threshold: COMPRESS_MIN_BYTES }));
  outer.use('*', measureJson);
  const page = pagePreloads.get(app);
  if (page) outer.use('*', preloadsFor(page));
  // The node-server bindings (env) travel on, so the app still sees the client's address.
  outer.all('*', (c) => app.fetch(c.req.raw, c.env));
  return outer;
}
