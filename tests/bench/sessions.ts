// Signed-in users for the load: sessions written straight into the sessions table, as the API's createSession does
// (a random token, stored as its SHA-256), so setting up a thousand users costs one insert.
import { createHash, randomBytes } from 'node:crypto';
import type { BenchDb } from './db.js';

/** The session cookie over plain http (apps/api/src/auth/auth.constants.ts SESSION_COOKIE). */
const COOKIE = 'caravan_session';
/** DECIDE: 11 h, inside the API's 12 h absolute limit, so no bench session expires during a run. */
const LIFETIME = "interval '11 hours'";

export interface Session {
  userId: string;
  token: string;
  /** What the API looks the session up by (and so what the raw-SQL baseline substitutes per user). */
  tokenHash: string;
  cookie: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSessions(db: BenchDb, userIds: string[]): Promise<Session[]> {
  const sessions = userIds.map((userId) => {
    const token = randomBytes(16).toString('base64url');
    return { userId, token, tokenHash: hashToken(token), cookie: `${COOKIE}=${token}` };
  });
  for (let i = 0; i < sessions.length; i += 500) {
    const chunk = sessions.slice(i, i + 500);
    await db.query(
      `insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
       select h, u::uuid, now(), now(), now() + ${LIFETIME} from unnest($1::text[], $2::text[]) as t(h, u)`,
      [chunk.map((s) => s.tokenHash), chunk.map((s) => s.userId)],
    );
  }
  return sessions;
}
