// Admin support calls on users: impersonate (HAP-086) and end it (MKT-021, PLT-026).
import { impersonationEndPath } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { clearSessionCookie, setSessionCookie } from '../auth/session.middleware.js';
import { toUserView, userView } from '../auth/user-view.js';
import { type AppEnv, requireGroup, requireSession } from '../http/context.js';
import { envelopeOf, errorResponses, router } from '../http/openapi.js';
import type { Context } from 'hono';
import { beginImpersonation, endImpersonation } from '../services/accounts/impersonation.js';

const idParam = z.object({ id: z.uuid({ message: 'Not a user id' }) });

const impersonateResponses = {
  200: {
    description: 'Now signed in as the user; the session cookie is replaced',
    content: { 'application/json': { schema: envelopeOf(z.object({ user: userView, redirectTo: z.string() })) } },
  },
  ...errorResponses,
  404: { description: 'No such user', content: errorResponses[403].content },
  409: { description: 'Already impersonating', content: errorResponses[403].content },
} as const;

const impersonateRoute = createRoute({
  method: 'post',
  path: '/api/admin/users/impersonate/{id}',
  tags: ['admin'],
  summary: 'Impersonate a user (admin only); every request made as them is audited',
  request: { params: idParam },
  responses: impersonateResponses,
});

/** The same call at the REST-shaped path the portal may prefer. */
const impersonateAliasRoute = createRoute({
  method: 'post',
  path: '/api/admin/users/{id}/impersonate',
  tags: ['admin'],
  summary: 'Impersonate a user (admin only); alias of /api/admin/users/impersonate/{id}',
  request: { params: idParam },
  responses: impersonateResponses,
});

/** Impersonate user `id` (the rules are the service's, HAP-090); the cookie becomes the impersonated session's. */
async function impersonate(c: Context<AppEnv>, id: string) {
  const session = requireGroup(c, 'admin');
  const { database, now } = c.get('deps');
  const request = { method: c.req.method, path: c.req.path };
  const { target, token } = await beginImpersonation(database.db, session, id, request, now());
  setSessionCookie(c, token);
  return c.json({ success: true as const, data: { user: toUserView(target), redirectTo: '/app' } }, 200);
}

const endRoute = createRoute({
  method: 'post',
  path: '/api/authentication/end-impersonation',
  tags: ['admin'],
  summary:
    "End the impersonation (the banner's close, PLT-026): the impersonated session ends and the admin's own " +
    'session is restored when the admin is still an active admin; redirectTo says where to go (MKT-021)',
  responses: {
    200: {
      description: 'Impersonation ended',
      content: {
        'application/json': { schema: envelopeOf(z.object({ restored: z.boolean(), redirectTo: z.string() })) },
      },
    },
    ...errorResponses,
    409: { description: 'This session is not an impersonation', content: errorResponses[403].content },
  },
});

async function endImpersonationOf(c: Context<AppEnv>) {
  const session = requireSession(c);
  const { database, now } = c.get('deps');
  const request = { method: c.req.method, path: c.req.path };
  const { restored, token } = await endImpersonation(database.db, session, request, now());
  if (token) setSessionCookie(c, token);
  else clearSessionCookie(c);
  const redirectTo = impersonationEndPath({ restored, impersonatedUserId: session.user.id });
  return c.json({ success: true as const, data: { restored, redirectTo } }, 200);
}

export const adminImpersonationRoutes = router()
  .openapi(impersonateRoute, (c) => impersonate(c, c.req.valid('param').id))
  .openapi(impersonateAliasRoute, (c) => impersonate(c, c.req.valid('param').id))
  .openapi(endRoute, (c) => endImpersonationOf(c));
