// The e-mail job: its payload (the message rendered in the transaction that caused it) and its idempotent handler.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { mailDeliveries } from '../db/schema/index.js';
import type { Mailer, OutgoingMail } from '../email/mailer.js';

/** What a mail job carries: the message's key (also the job's singletonKey), the message, and when it was caused. */
export const mailJobSchema = z.object({
  key: z.string().min(1),
  mail: z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
  }),
  /** The instant of the change that caused it: the message is dated then, whatever the retry that sends it. */
  at: z.iso.datetime(),
});
export type MailJob = z.infer<typeof mailJobSchema>;

export const mailJobOf = (key: string, mail: OutgoingMail, at: Date): MailJob => ({
  key,
  mail: { to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) },
  at: at.toISOString(),
});

/**
 * Sends the job's message once: a key already in the delivery ledger completes the job without sending (a retry of a
 * job whose send succeeded, a second job for the same message); a send that throws fails the job, which pg-boss
 * retries with backoff. The ledger row is written after the mailer took the message, so the only window for a
 * duplicate is a process dying between the two, never a retry.
 */
export async function deliverMail(db: Db, mailer: Mailer, data: unknown): Promise<'sent' | 'already-sent'> {
  const job = mailJobSchema.parse(data);
  const [done] = await db
    .select({ key: mailDeliveries.key })
    .from(mailDeliveries)
    .where(eq(mailDeliveries.key, job.key));
  if (done) return 'already-sent';
  const sentAt = new Date(job.at);
  const { html, ...plain } = job.mail;
  const sent = await mailer.send(html === undefined ? plain : { ...plain, html }, sentAt);
  await db.insert(mailDeliveries).values({ key: job.key, messageId: sent.id, sentAt }).onConflictDoNothing();
  return 'sent';
}
