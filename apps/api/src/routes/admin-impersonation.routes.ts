// Admin support calls on users: impersonate (HAP-086) and end it (MKT-021, PLT-026).
import { impersonationEndPath } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { startImpersonation } from '../auth/impersonation.js';
import { clearSessionCookie, setSessionCookie } from '../auth/session.middleware.js';
import { createSession, deleteSession } from '../auth/sessions.js';
import { toUserView, userView } from '../auth/user-view.js';
import { auditLog, users } from '../db/schema/index.js';
import { type AppEnv, requireGroup, requireSession } from '../http/context.js';
import { AppError, notFound } from '../errors/app-error.js';
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
  if (!target?.active) throw notFound('No such user.');
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

async function endImpersonation(c: Context<AppEnv>) {
  const session = requireSession(c);
  const admin = session.impersonator;
  if (!admin) throw new AppError(409, 'NOT_IMPERSONATING', 'You are not acting as another user.');
  const { database, now } = c.get('deps');
  const db = database.db;
  const at = now();
  await deleteSession(db, session.tokenHash);
  // The admin as stored now, not as at the start: one deactivated or moved out of admin meanwhile signs in again.
  const [current] = await db.select().from(users).where(eq(users.id, admin.id)).limit(1);
  const restored = Boolean(current?.active && current.group === 'admin');
  await db.insert(auditLog).values({
    actorId: admin.id,
    actingAsId: session.user.id,
    method: c.req.method,
    path: c.req.path,
    status: '200',
    detail: { event: 'impersonation.end', restored },
    at,
  });
  if (restored) setSessionCookie(c, await createSession(db, admin.id, at));
  else clearSessionCookie(c);
  const redirectTo = impersonationEndPath({ restored, impersonatedUserId: session.user.id });
  return c.json({ success: true as const, data: { restored, redirectTo } }, 200);
}

export const adminImpersonationRoutes = router()
  .openapi(impersonateRoute, (c) => impersonate(c, c.req.valid('param').id))
  .openapi(impersonateAliasRoute, (c) => impersonate(c, c.req.valid('param').id))
  .openapi(endRoute, (c) => endImpersonation(c));
