// Operators: the companies that build and run itineraries; one operator account per company.
import { sql } from 'drizzle-orm';
import type { OperatorAddress } from '@caravan/domain';
import { check, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** An operator company, keyed by its account (users.id), so ownership columns hold a user id. */
export const operators = pgTable(
  'operators',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text().notNull(),
    /** The operator's short code shown on itineraries and trips. */
    operatorCode: text().notNull().unique(),
    /** The operator account's profile and addresses (operator/account, OAP-030). */
    phone: text(),
    website: text(),
    addresses: jsonb().$type<OperatorAddress[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('operators_code_check', sql`${t.operatorCode} ~ '^[A-Z0-9]{2,12}$'`)],
);
