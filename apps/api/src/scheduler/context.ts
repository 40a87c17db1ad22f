// What applying a time-driven action needs: the database, the mailer, the payment processor and the run's clock.
import type { Db } from '../db/client.js';
import type { Mailer, OutgoingMail } from '../email/mailer.js';
import type { Providers } from '../providers/index.js';

export interface ActionContext {
  db: Db;
  mailer: Mailer;
  providers: Pick<Providers, 'payments'>;
  /** The server's public address, which e-mailed links start from; absent (a bare scheduler in a test): no link. */
  publicUrl?: () => string;
  /** The instant of this run: every action of one run sees the same time. */
  now: Date;
}

/** Sends the e-mails of an action whose transaction committed; one failed message does not stop the others. */
export async function sendAll(ctx: ActionContext, mails: readonly OutgoingMail[]): Promise<void> {
  for (const mail of mails) {
    try {
      await ctx.mailer.send(mail, ctx.now);
    } catch (error) {
      console.warn(`[scheduler] could not send '${mail.subject}' to ${mail.to}:`, error);
    }
  }
}
