// The mail job's delivery ledger: one row per e-mail handed to the mailer, so a retried or repeated job never sends it twice.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keyed by the message's key (the job's singletonKey): the mail job looks here before it sends and writes here once
 * the mailer took the message, so a job retried after its send succeeded (a worker that died before completing it, a
 * second job enqueued for the same message) completes without sending again.
 */
export const mailDeliveries = pgTable('mail_deliveries', {
  key: text().primaryKey(),
  /** The mailer's id of the message it sent (the outbox file, the SMTP Message-ID). */
  messageId: text().notNull(),
  sentAt: timestamp({ withTimezone: true }).notNull(),
});
