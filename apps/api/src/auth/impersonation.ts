// Impersonation: an admin signs in as another user; every request made that way is audited with the real actor.
import type { MiddlewareHandler } from 'hono';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { auditLog, sessions } from '../db/schema/index.js';
import type { AppEnv } from '../http/context.js';
import { createSession, hashToken } from './sessions.js';

/** DECIDE: an impersonated session lasts at most 60 min, because support work is short and the power is large. */
export const IMPERSONATION_MAX_MS = 60 * 60 * 1000;

/** Starts a session for `targetId` on behalf of `actorId`; returns the raw token for the cookie. */
export async function startImpersonation(db: Db, actorId: string, targetId: string, now: Date): Promise<string> {
  const token = await createSession(db, targetId, now, actorId);
  await db
    .update(sessions)
    .set({ expiresAt: new Date(now.getTime() + IMPERSONATION_MAX_MS) })
    .where(eq(sessions.tokenHash, hashToken(token)));
  return token;
}

/** Writes one audit_log row per request made while impersonating: who really acted, as whom, and the outcome. */
export const impersonationAudit = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const session = c.get('session');
  if (!session?.impersonator) return next();
  try {
    await next();
  } finally {
    const query = new URL(c.req.url).search;
    await c
      .get('deps')
      .database.db.insert(auditLog)
      .values({
        actorId: session.impersonator.id,
        actingAsId: session.user.id,
        method: c.req.method,
        path: c.req.path,
        status: String(c.res.status),
        detail: query ? { query } : null,
        at: c.get('deps').now(),
      });
  }
};
