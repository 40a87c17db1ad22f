// One-time account tokens (activation, password reset): only their SHA-256 is stored, each used once.
import { index, pgTable, text, timestamp, uuid, check } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { users } from './users.js';

/** What a token may be used for: a token of one purpose never works for another; a calendar token is never spent, only replaced (MKT-050). */
export const USER_TOKEN_PURPOSES = ['activation', 'password-reset', 'calendar'] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

export const userTokens = pgTable(
  'user_tokens',
  {
    /** SHA-256 of the 128-bit token: a leaked table yields no usable link. */
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<UserTokenPurpose>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when the token is spent (or superseded); a used token never works again. */
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('user_tokens_user_idx').on(t.userId, t.purpose),
    check('user_tokens_purpose_check', oneOf(t.purpose, USER_TOKEN_PURPOSES)),
  ],
);
