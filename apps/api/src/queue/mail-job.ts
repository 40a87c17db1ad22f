// The e-mail job: its payload (the message rendered in the transaction that caused it) and its idempotent handler.
import { inArray } from 'drizzle-orm';
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
 * Sends each job's message once, answering each job's failure (null: done). A key already in the delivery ledger
 * completes its job without sending (a retry of a job whose send succeeded, a second job for the same message); a send
 * that throws fails only its job, which pg-boss retries with backoff. The ledger row is written after the mailer took
 * the message, so the only window for a duplicate is a process dying between the two, never a retry. The ledger is read
 * once per batch: a burst of e-mails (a scheduler run at a far date) costs one send and one insert each.
 */
export async function deliverMails(
  db: Db,
  mailer: Mailer,
  jobs: readonly { id: string; data: unknown }[],
): Promise<Map<string, Error | null>> {
  const outcome = new Map<string, Error | null>();
  const parsed = jobs.map((job) => ({ id: job.id, mail: mailJobSchema.safeParse(job.data) }));
  const keys = parsed.flatMap((p) => (p.mail.success ? [p.mail.data.key] : []));
  const done = new Set(
    keys.length === 0
      ? []
      : (
          await db.select({ key: mailDeliveries.key }).from(mailDeliveries).where(inArray(mailDeliveries.key, keys))
        ).map((r) => r.key),
  );
  for (const { id, mail } of parsed) {
    if (!mail.success) {
      outcome.set(id, new Error('The job carries no e-mail Caravan can read.'));
      continue;
    }
    const job = mail.data;
    if (done.has(job.key)) {
      outcome.set(id, null);
      continue;
    }
    try {
      const sentAt = new Date(job.at);
      const { html, ...plain } = job.mail;
      const sent = await mailer.send(html === undefined ? plain : { ...plain, html }, sentAt);
      await db.insert(mailDeliveries).values({ key: job.key, messageId: sent.id, sentAt }).onConflictDoNothing();
      done.add(job.key);
      outcome.set(id, null);
    } catch (error) {
      outcome.set(id, error instanceof Error ? error : new Error(String(error)));
    }
  }
  return outcome;
}
