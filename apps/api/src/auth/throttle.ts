// Failed sign-in throttling per account and per address, kept in the database so every API node agrees.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authThrottle } from '../db/schema/index.js';
import { FAILURE_WINDOW_MS, LOCKOUT_MS } from './auth.constants.js';

/** Seconds until `key` may try again, or 0 when it is not locked. */
export async function lockedFor(db: Db, key: string, now: Date): Promise<number> {
  const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, key)).limit(1);
  if (!row?.lockedUntil || row.lockedUntil <= now) return 0;
  return Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000);
}

/**
 * Forgets every key whose failures can no longer count: its window is over and it is not locked. Run with each
 * failure, so the table holds only the keys failing now, however many addresses an attacker cycles through.
 */
export async function pruneExpiredFailures(db: Db, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  await db
    .delete(authThrottle)
    .where(
      and(
        lt(authThrottle.windowStartedAt, windowStart),
        or(isNull(authThrottle.lockedUntil), lt(authThrottle.lockedUntil, now)),
      ),
    );
}

/** Counts one failure for `key` atomically; locks it when `maxFailures` is reached within the window. */
export async function recordFailure(db: Db, key: string, maxFailures: number, now: Date): Promise<void> {
  await pruneExpiredFailures(db, now);
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const lockUntil = new Date(now.getTime() + LOCKOUT_MS);
  const fresh = sql`${authThrottle.windowStartedAt} < ${windowStart.toISOString()}::timestamptz`;
  const nextFailures = sql`case when ${fresh} then 1 else ${authThrottle.failures} + 1 end`;
  await db
    .insert(authThrottle)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: maxFailures <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: nextFailures,
        windowStartedAt: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${authThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${nextFailures} >= ${maxFailures} then ${lockUntil.toISOString()}::timestamptz else ${authThrottle.lockedUntil} end`,
      },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}
