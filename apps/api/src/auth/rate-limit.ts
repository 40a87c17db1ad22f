// Fixed-window request limits per route and caller, counted in the database so every API node agrees.
import type { Context, MiddlewareHandler } from 'hono';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authThrottle } from '../db/schema/index.js';
import type { AppEnv } from '../http/context.js';
import { tooManyRequests } from '../errors/app-error.js';
import { clientAddress } from './client-address.js';

export interface RateLimitRule {
  /** Names the limit in the counter key, so two limits on one path count apart. */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
  /** Who is counted: the signed-in user (falling back to the address), or the address. */
  by: 'user' | 'address';
}

/** DECIDE: 100 authentication calls a minute per address — an office behind one NAT signing in at 9:00 fits; the per-account lockout stops guessing. */
export const AUTH_RATE_LIMIT: RateLimitRule = { name: 'auth', limit: 100, windowMs: 60_000, by: 'address' };
/** DECIDE: 5 e-mail-sending account calls (sign-up, new password, resend activation) per 15 min per address, because each sends mail to a chosen inbox. */
export const ACCOUNT_EMAIL_RATE_LIMIT: RateLimitRule = {
  name: 'account-email',
  limit: 5,
  windowMs: 15 * 60_000,
  by: 'address',
};
/** DECIDE: 20 money-moving writes a minute per user — a traveler paying or changing a booking needs a handful; more is a script. */
export const MONEY_RATE_LIMIT: RateLimitRule = { name: 'money', limit: 20, windowMs: 60_000, by: 'user' };

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

/** The counter's upsert, prepared once per database: a new window starts at 1, the current one adds 1. */
function prepareHit(db: Db) {
  const windowStart = sql`${sql.placeholder('windowStart')}::timestamptz`;
  const stale = sql`${authThrottle.windowStartedAt} < ${windowStart}`;
  return db
    .insert(authThrottle)
    .values({ key: sql.placeholder('key'), failures: 1, windowStartedAt: windowStart })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${stale} then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${stale} then ${windowStart} else ${authThrottle.windowStartedAt} end`,
      },
    })
    .returning({ count: authThrottle.failures })
    .prepare('rate_limit_hit');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareHit>>();

/** Counts one request for `key` in the current fixed window, atomically (one upsert, no read-then-write). */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  let hit = prepared.get(db);
  if (!hit) {
    hit = prepareHit(db);
    prepared.set(db, hit);
  }
  const [row] = await hit.execute({ key: `rate:${rule.name}:${key}`, windowStart: windowStart.toISOString() });
  const count = row?.count ?? 1;
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000);
  return { allowed: count <= rule.limit, count, retryAfterSeconds };
}

/**
 * Counts this request against `rule` on `db` and answers 429 (with Retry-After) once the caller is past its limit:
 * the signed-in user (the impersonator when one acts), else the address.
 */
export async function countRequest(c: Context<AppEnv>, rule: RateLimitRule, db: Db): Promise<void> {
  const { now, rateLimits } = c.get('deps');
  const effective = { ...rule, ...rateLimits?.[rule.name] };
  const session = c.get('session');
  const who =
    effective.by === 'user' && session
      ? `user:${session.impersonator?.id ?? session.user.id}`
      : `address:${clientAddress(c)}`;
  const result = await hitRateLimit(db, who, effective, now());
  if (!result.allowed) {
    throw tooManyRequests(
      `Too many requests. Try again in ${result.retryAfterSeconds} second${result.retryAfterSeconds === 1 ? '' : 's'}.`,
      result.retryAfterSeconds,
    );
  }
}

/**
 * Answers 429 (with Retry-After) once a caller passes `rule.limit` requests in a window.
 * `methods` restricts counting to those methods (e.g. only writes on money-moving routes).
 */
export const rateLimit =
  (rule: RateLimitRule, methods?: readonly string[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (methods && !methods.includes(c.req.method)) return next();
    await countRequest(c, rule, c.get('deps').database.db);
    return next();
  };

/**
 * The money limit a money-moving route declares on itself (`createRoute({ middleware: limitMoneyWrites })`): every
 * write that charges, refunds or changes what is owed counts against the caller's MONEY_RATE_LIMIT.
 */
export const limitMoneyWrites = rateLimit(MONEY_RATE_LIMIT);

/**
 * limitMoneyWrites for a route that may run on one connection (decision 040): the request leases a pooled connection
 * here (when CARAVAN_DB_LEASE=on; otherwise the lease does nothing), counts the write on it, and keeps it through its
 * handler (database.leased), which hands it back before slow work that needs none (database.pauseLease).
 */
export const limitMoneyWritesOnLease: MiddlewareHandler<AppEnv> = (c, next) => {
  const { database } = c.get('deps');
  return database.lease(async () => {
    await countRequest(c, MONEY_RATE_LIMIT, database.leased);
    await next();
  });
};
