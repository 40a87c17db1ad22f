// Who may ask comes before what was asked: an anonymous request for an operation the OpenAPI document says needs a
// session answers 401 before the route's validators read its params, query or body (issue 27 point 8).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from './context.js';
import { unauthorized } from '../errors/app-error.js';

type Security = Record<string, string[]>[] | undefined;

/**
 * Whether an operation's security requirement admits an anonymous caller: PUBLIC_ROUTE (`[]`) or a list holding the
 * empty requirement `{}` (OPTIONAL_SESSION_ROUTE). Absent means the document's default, the session cookie.
 */
export const admitsAnonymous = (security: Security) =>
  security !== undefined && (security.length === 0 || security.some((s) => Object.keys(s).length === 0));

/** `/api/me/bookings/{id}` as Hono registers it (`/api/me/bookings/:id`), the way zod-openapi converts it. */
const honoPathOf = (openApiPath: string) => openApiPath.replaceAll(/\/{(.+?)}/g, '/:$1');

/** `METHOD path` of every documented operation of `app` that needs a session. */
function sessionOperationsOf(app: OpenAPIHono<AppEnv>): Set<string> {
  const keys = new Set<string>();
  for (const def of app.openAPIRegistry.definitions) {
    if (def.type !== 'route') continue;
    if (admitsAnonymous(def.route.security)) continue;
    keys.add(`${def.route.method.toUpperCase()} ${honoPathOf(def.route.path)}`);
  }
  return keys;
}

/**
 * The middleware: mounted after the session is read and before any route, so it runs ahead of every validator. The
 * operation a request reaches is the first method route Hono matched for it (the one that answers); routes the
 * document does not describe (the docs page, media files) keep their own checks.
 */
export function sessionFirst(app: OpenAPIHono<AppEnv>): MiddlewareHandler<AppEnv> {
  // Built on the first request, when every route is registered (as the OpenAPI document is).
  let needSession: Set<string> | undefined;
  return async (c, next) => {
    if (c.get('session')) return next();
    needSession ??= sessionOperationsOf(app);
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const route = matchedRoutes(c).find((r) => r.method === method);
    if (route && needSession.has(`${method} ${route.path}`)) throw unauthorized();
    return next();
  };
}
