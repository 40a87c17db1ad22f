// Admin support calls on users: impersonate (HAP-086) and send a password-reset token (HAP-085).
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { startImpersonation } from '../auth/impersonation.js';
import { setSessionCookie } from '../auth/session.middleware.js';
import { deleteSession } from '../auth/sessions.js';
import { toUserView, userView } from '../auth/user-view.js';
import { auditLog, users } from '../db/schema/index.js';
import { type AppEnv, requireGroup } from '../http/context.js';
import { AppError, notFound } from '../http/errors.js';
import { envelopeOf, errorResponses, router } from '../http/openapi.js';
import type { Context } from 'hono';

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

/** DECIDE (HAP-090): only admins impersonate, never another admin nor themselves, because an admin session is the highest power. */
async function impersonate(c: Context<AppEnv>, id: string) {
  const session = requireGroup(c, 'admin');
  if (session.impersonator) throw new AppError(409, 'ALREADY_IMPERSONATING', 'End the current impersonation first.');
  const { database, now } = c.get('deps');
  const db = database.db;
  const [target] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!target || !target.active) throw notFound('No such user.');
  if (target.id === session.user.id || target.group === 'admin') {
    throw new AppError(403, 'FORBIDDEN', 'Admins cannot be impersonated.');
  }
  const at = now();
  const token = await startImpersonation(db, session.user.id, target.id, at);
  await deleteSession(db, session.tokenHash);
  await db.insert(auditLog).values({
    actorId: session.user.id,
    actingAsId: target.id,
    method: c.req.method,
    path: c.req.path,
    status: '200',
    detail: { event: 'impersonation.start' },
    at,
  });
  setSessionCookie(c, token);
  return c.json({ success: true as const, data: { user: toUserView(target), redirectTo: '/app' } }, 200);
}

export const adminImpersonationRoutes = router()
  .openapi(impersonateRoute, (c) => impersonate(c, c.req.valid('param').id))
  .openapi(impersonateAliasRoute, (c) => impersonate(c, c.req.valid('param').id));
