// What applying a time-driven action needs: the database, the mail outbox, the payment processor and the run's clock.
import type { DueAction } from '@caravan/domain';
import type { Db } from '../db/client.js';
import type { OutgoingMail } from '../email/mailer.js';
import type { Providers } from '../providers/index.js';
import type { Executor, MailOutbox } from '../queue/job-queue.js';
import type { WebhookQueue } from '../queue/webhook-job.js';
import { ledgerKeyOf } from './ledger.js';

export interface ActionContext {
  db: Db;
  /** Where the action's e-mails are written, in the action's transaction: sent after commit, never if it rolls back. */
  outbox: MailOutbox;
  /** Where a trip move's webhook jobs are written, in the move's transaction (MKT-053); absent: no webhooks. */
  webhooks?: Pick<WebhookQueue, 'write'> | undefined;
  providers: Pick<Providers, 'payments'>;
  /** The server's public address, which e-mailed links start from; absent (a bare scheduler in a test): no link. */
  publicUrl?: () => string;
  /** The instant of this run: every action of one run sees the same time. */
  now: Date;
}

/** Writes the action's e-mails in its transaction `tx`, keyed by its ledger key: the same action never mails twice. */
export function writeActionMails(
  ctx: ActionContext,
  tx: Executor,
  action: DueAction,
  mails: readonly OutgoingMail[],
): Promise<void> {
  return ctx.outbox.writeMails(tx, mails, { key: `scheduler:${ledgerKeyOf(action)}`, now: ctx.now });
}
