// Host referrals (REF-001): which host referred a host who signed up through their referral link.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { hosts } from './hosts.js';

/** One referred sign-up: a host is referred at most once (the first link they signed up through). */
export const hostReferrals = pgTable(
  'host_referrals',
  {
    referredHostId: uuid()
      .primaryKey()
      .references(() => hosts.userId, { onDelete: 'cascade' }),
    referrerHostId: uuid()
      .notNull()
      .references(() => hosts.userId, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The referring host's list, newest first, a page at a time (keyset: created_at, referred id).
    index('host_referrals_referrer_idx').on(t.referrerHostId, t.createdAt, t.referredHostId),
    check('host_referrals_not_self_check', sql`${t.referrerHostId} <> ${t.referredHostId}`),
  ],
);
