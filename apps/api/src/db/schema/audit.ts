// Append-only logs: every lifecycle move, and every request made while impersonating.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const transitionsLog = pgTable(
  'transitions_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    resource: text().notNull(),
    resourceId: text().notNull(),
    event: text().notNull(),
    fromState: text().notNull(),
    toState: text().notNull(),
    actorId: uuid().references(() => users.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Why, when the move has a reason: a cancellation's reason code or words (the timeline's "why", MKT-024). */
    reason: text(),
    /** The money the entry moved, minor units of `currency` (a payment, refund, discount or cancellation; MKT-041). */
    amount: integer(),
    currency: text(),
  },
  (t) => [index('transitions_resource_idx').on(t.resource, t.resourceId)],
);

export const auditLog = pgTable('audit_log', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  actorId: uuid()
    .notNull()
    .references(() => users.id),
  actingAsId: uuid().references(() => users.id),
  method: text().notNull(),
  path: text().notNull(),
  status: text().notNull(),
  detail: jsonb(),
  at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
