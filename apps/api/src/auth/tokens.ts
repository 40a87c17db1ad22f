// One-time account tokens: 128-bit random, stored as SHA-256, bound to a purpose, expiring, spent once.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { type UserTokenPurpose, userTokens } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import { ACCOUNT_TOKEN_BYTES, SPENT_LINK_STATUS } from './accounts.constants.js';
import { hashToken } from './sessions.js';

/** A database handle or an open transaction. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Why a token was refused; the portal shows /activation-error/{reason} or the reset page's error. */
export const TOKEN_ERRORS = {
  invalid: { status: 400, code: 'TOKEN_INVALID', message: 'This link is not valid. Check that you copied all of it.' },
  used: {
    status: SPENT_LINK_STATUS,
    code: 'TOKEN_USED',
    message: 'This link has already been used or replaced by a newer one. Request a new link.',
  },
  expired: { status: SPENT_LINK_STATUS, code: 'TOKEN_EXPIRED', message: 'This link has expired. Request a new link.' },
} as const;

export type TokenErrorReason = keyof typeof TOKEN_ERRORS;

export const tokenError = (reason: TokenErrorReason) => {
  const e = TOKEN_ERRORS[reason];
  return new AppError(e.status, e.code, e.message);
};

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}$/;

/**
 * Issues a token of `purpose` for a user and returns it raw (the only place it exists). Earlier unspent tokens of the
 * same purpose are marked used, so only the newest link works.
 */
export async function issueToken(
  db: Executor,
  userId: string,
  purpose: UserTokenPurpose,
  now: Date,
  ttlMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  await revokeTokens(db, userId, purpose, now);
  const token = randomBytes(ACCOUNT_TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.insert(userTokens).values({ tokenHash: hashToken(token), userId, purpose, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** Marks every unspent token of `purpose` for a user as used (after a password change, or a newer link). */
export async function revokeTokens(db: Executor, userId: string, purpose: UserTokenPurpose, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

/** Why `token` cannot be used for `purpose` now: a token of another purpose reads as invalid, revealing nothing. */
async function refusal(db: Executor, token: string, purpose: UserTokenPurpose, now: Date): Promise<AppError> {
  if (!TOKEN_SHAPE.test(token)) return tokenError('invalid');
  const [row] = await db
    .select()
    .from(userTokens)
    .where(eq(userTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.purpose !== purpose) return tokenError('invalid');
  if (row.usedAt) return tokenError('used');
  if (row.expiresAt <= now) return tokenError('expired');
  return tokenError('invalid');
}

/** The user id a live token of `purpose` belongs to, without spending it; a 4xx AppError otherwise. */
export async function peekToken(db: Executor, token: string, purpose: UserTokenPurpose, now: Date): Promise<string> {
  if (TOKEN_SHAPE.test(token)) {
    const [row] = await db
      .select({ userId: userTokens.userId })
      .from(userTokens)
      .where(live(token, purpose, now))
      .limit(1);
    if (row) return row.userId;
  }
  throw await refusal(db, token, purpose, now);
}

/**
 * Spends a live token of `purpose` with one conditional UPDATE (two racing requests cannot both win) and returns
 * its user id; a 4xx AppError when it is unknown, of another purpose, used or expired.
 */
export async function spendToken(db: Executor, token: string, purpose: UserTokenPurpose, now: Date): Promise<string> {
  if (TOKEN_SHAPE.test(token)) {
    const [row] = await db
      .update(userTokens)
      .set({ usedAt: now })
      .where(live(token, purpose, now))
      .returning({ userId: userTokens.userId });
    if (row) return row.userId;
  }
  throw await refusal(db, token, purpose, now);
}

const live = (token: string, purpose: UserTokenPurpose, now: Date) =>
  and(
    eq(userTokens.tokenHash, hashToken(token)),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, now),
  );
