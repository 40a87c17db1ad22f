// The OpenAPI document as clients and linters read it: the session cookie as the default security of every
// operation (public ones opt out with PUBLIC_ROUTE), a server, and an operationId for every operation.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../auth/auth.constants.js';
import type { AppEnv } from './context.js';

/** The security scheme name of the session cookie. */
export const SESSION_SCHEME = 'session';

/** Spread into a createRoute of an operation anyone may call (sign-in, sign-up, password reset, health). */
export const PUBLIC_ROUTE = { security: [] as Record<string, string[]>[] };

/** Spread into a createRoute that works with a session or without one (changing a password with a reset token). */
export const OPTIONAL_SESSION_ROUTE = { security: [{ [SESSION_SCHEME]: [] }, {}] as Record<string, string[]>[] };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/**
 * A stable operationId from the method and path, which generated clients name their calls by:
 * `GET /api/me/bookings/{id}/payments` → `getMeBookingsByIdPayments`.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((part) => part && part !== 'api')
    .flatMap((part) => (part.startsWith('{') ? ['by', part.slice(1, -1)] : part.split(/[-_]/)));
  return [method.toLowerCase(), ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join('');
}

type Operation = { operationId?: string };

/** Builds the document of `app`'s routes, with the session scheme, the server and every operation's id. */
export function buildOpenApiDocument(
  app: OpenAPIHono<AppEnv>,
  info: { title: string; version: string; description: string },
) {
  app.openAPIRegistry.registerComponent('securitySchemes', SESSION_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: `The session cookie set by POST /api/authentication/login (${SECURE_SESSION_COOKIE} over https).`,
  });
  const doc = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { ...info, license: { name: 'Proprietary' } },
    servers: [{ url: '/', description: 'This Caravan server (the API shares its origin with the portal)' }],
    security: [{ [SESSION_SCHEME]: [] }],
  });
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = (item as Record<string, Operation | undefined>)[method];
      if (op && !op.operationId) op.operationId = operationIdOf(method, path);
    }
  }
  return doc;
}
