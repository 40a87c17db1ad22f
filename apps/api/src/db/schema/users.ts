// Users, their groups and roles, and the server-side sessions that sign them in.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid, date } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull().unique(),
    passwordHash: text(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    group: text().notNull(),
    role: text(),
    active: boolean().notNull().default(true),
    /** Profile expiry date: on or before today a password change is required (PLT-022). */
    passwordExpiresOn: date(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The keyset orders of the admin user list and the user picker (email, id), and of the host picker: host accounts
    // by (last name, id), so a page of hosts reads a page of the index, not every user.
    index('users_email_id_idx').on(t.email, t.id),
    index('users_group_last_name_idx').on(t.group, t.lastName, t.id),
    check(
      'users_group_check',
      sql`${t.group} in ('admin','host','operator','traveler','tripManager','accountManager')`,
    ),
    check(
      'users_role_check',
      sql`${t.role} is null or ${t.role} in ('host-primary','host-secondary','traveler-primary','traveler-secondary')`,
    ),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the 128-bit token: a leaked table does not leak usable cookies. */
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin (or operator) behind an impersonated session, else null. */
    impersonatorId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-in counters per account and per address (PLT rate limit). */
export const authThrottle = pgTable('auth_throttle', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true }),
});
