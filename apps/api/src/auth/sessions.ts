// Server-side sessions: 128-bit random tokens, stored hashed, with idle and absolute time-outs.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS, SESSION_TOUCH_INTERVAL_MS } from './auth.constants.js';

export type SessionUser = typeof users.$inferSelect;
export interface SessionInfo {
  tokenHash: string;
  user: SessionUser;
  impersonator: SessionUser | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Creates a session for `userId` and returns its token (the only place the raw token exists). */
export async function createSession(db: Db, userId: string, now: Date, impersonatorId: string | null = null) {
  const token = randomBytes(16).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    impersonatorId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS),
  });
  return token;
}

/** The live session of a token, or null when unknown, idle too long or past its absolute limit. */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionInfo | null> {
  const tokenHash = hashToken(token);
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)),
        eq(users.active, true),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  let impersonator: SessionUser | null = null;
  if (row.session.impersonatorId) {
    const [imp] = await db.select().from(users).where(eq(users.id, row.session.impersonatorId)).limit(1);
    impersonator = imp ?? null;
  }
  return { tokenHash, user: row.user, impersonator };
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user (logout everywhere, after a password change). */
export async function deleteUserSessions(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Removes sessions past either time-out. */
export async function purgeExpiredSessions(db: Db, now: Date) {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS))));
}

export { hashToken };
