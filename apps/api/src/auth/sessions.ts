// Server-side sessions: 128-bit random tokens, stored hashed, with idle and absolute time-outs.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
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

/**
 * The lookup every signed-in request runs, built once per database and prepared (issue 29 point 2): building it with
 * Drizzle on each request cost more CPU than the statement itself. Times go as ISO strings (timestamptz columns).
 */
function buildSessionLookup(db: Db) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare('caravan_session_lookup');
}
const sessionLookups = new WeakMap<Db, ReturnType<typeof buildSessionLookup>>();
function sessionLookupOf(db: Db) {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = buildSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  return lookup;
}

/** The live session of a token, or null when unknown, idle too long or past its absolute limit. */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionInfo | null> {
  const tokenHash = hashToken(token);
  const rows = await sessionLookupOf(db).execute({
    tokenHash,
    now: now.toISOString(),
    idleSince: new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS).toISOString(),
  });
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
