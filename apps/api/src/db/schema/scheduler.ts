// The scheduler's ledger: one row per time-driven action taken, keyed by rule, object and due date (MKT-020).
import { SCHEDULED_RULES } from '@caravan/domain';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { bookings } from './bookings.js';

/** What became of an action: applied, or settled without its effect (a declined automatic charge) and not retried. */
export const SCHEDULER_OUTCOMES = ['applied', 'declined'] as const;

/**
 * Exactly once across processes: the row is inserted (ON CONFLICT DO NOTHING RETURNING) in the same transaction as
 * the action's effect, so of two schedulers the one whose insert returns a row applies it and sends its e-mails.
 */
export const schedulerLedger = pgTable(
  'scheduler_ledger',
  {
    rule: text().notNull(),
    objectId: text().notNull(),
    /** A calendar date or an ISO instant: when the action fell due. */
    dueOn: text().notNull(),
    outcome: text().notNull().default('applied'),
    appliedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'scheduler_ledger_key', columns: [t.rule, t.objectId, t.dueOn] }),
    index('scheduler_ledger_object_idx').on(t.objectId),
    check('scheduler_ledger_rule_check', oneOf(t.rule, SCHEDULED_RULES)),
    check('scheduler_ledger_outcome_check', oneOf(t.outcome, SCHEDULER_OUTCOMES)),
  ],
);

/**
 * The card a traveler enrolled for automatic payment (MKT-017): the payments app's token of it, charged off-session.
 * Written when the payment-method update reports setup-intent success; the booking's automatic_payment_status says
 * whether automatic payment is on.
 */
export const automaticPaymentCards = pgTable('automatic_payment_cards', {
  bookingId: uuid()
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  cardToken: text().notNull(),
  enrolledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
