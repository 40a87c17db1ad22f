// Every request gets an id (a sane incoming X-Request-Id, else a new one) that is on each log line written while it
// runs and in its X-Request-Id answer, one access line when it is answered, and its duration in the metrics.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';
import type { AppEnv } from '../http/context.js';
import type { Logger } from './logger.js';
import type { AppMetrics } from './metrics.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** DECIDE: an incoming id is kept when it is 1–128 characters of letters, digits and `._:-` (UUIDs, trace ids, ULIDs); anything else could forge log lines or bloat them, so a new UUID replaces it. */
export const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id of a request: the caller's when it is sane, else a new UUID. */
export const requestIdOf = (incoming: string | undefined) =>
  incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();

/** The logger of the request in progress (its lines carry its id); read by observability/logger.ts's log(). */
export const requestLogger = new AsyncLocalStorage<Logger>();

/** The portal's catch-all (`app.get('*')`), which every GET path matches. */
const CATCH_ALL = new Set(['*', '/*']);

/**
 * The label of what answered: the route pattern Hono matched (`/api/me/bookings/:id`); `unmatched` for a 404 no route
 * of its own answered (the portal's catch-all included), `portal` for a page or file the catch-all served.
 */
export function routeLabel(c: Context): string {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const route = matchedRoutes(c).find((r) => r.method === method && !CATCH_ALL.has(r.path));
  if (route) return route.path;
  if (c.res.status === 404) return 'unmatched';
  return CATCH_ALL.has(routePath(c)) || matchedRoutes(c).some((r) => CATCH_ALL.has(r.path) && r.method === method)
    ? 'portal'
    : routePath(c);
}

/** The middleware, first of the app: wraps everything after it. */
export function requestLogging(logger: Logger, metrics: AppMetrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    const log = logger.child({ requestId });
    c.set('log', log);
    c.set('requestId', requestId);
    await requestLogger.run(log, next);
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    const ms = performance.now() - started;
    const route = routeLabel(c);
    const status = c.res.status;
    metrics.observeRequest({ method: c.req.method, route, status, seconds: ms / 1000 });
    // Method, route pattern, status, time and who: never the URL's query, a body, a header or a cookie.
    log.info(
      {
        method: c.req.method,
        route,
        status,
        durationMs: Math.round(ms * 10) / 10,
        ...(c.get('session') ? { userId: c.get('session')?.user.id } : {}),
      },
      'request',
    );
  };
}
