// notify(): the one way the system tells a user something (MKT-052). It writes the notification the centre shows and,
// when the user's e-mail preference for its kind says so, the e-mail through the outbox, both in the caller's
// transaction: the notification and its mail exist only if the change that caused them commits.
import { type EmailPreferences, type NotificationKind, shouldEmail } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { notificationPreferences, notifications } from '../../db/schema/index.js';
import type { OutgoingMail } from '../../email/mailer.js';
import type { MailOutbox } from '../../queue/job-queue.js';

export interface Notice {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A portal path the notification leads to. */
  link?: string | null;
}

/** The e-mail choices a user stored (kinds they never changed are absent and follow the default). */
export async function storedPreferences(tx: Pick<Tx, 'select'>, userId: string): Promise<EmailPreferences> {
  const rows = await tx
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return Object.fromEntries(rows.map((r) => [r.kind, r.email]));
}

/**
 * Writes the notification and answers whether its kind is e-mailed to this user: for call sites that already write
 * their own mail (the scheduler's actions, the host's decisions) and only need to know whether to keep it.
 */
export async function recordNotification(
  tx: Pick<Tx, 'insert' | 'select'>,
  notice: Notice,
  now: Date,
): Promise<boolean> {
  await tx.insert(notifications).values({
    userId: notice.userId,
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link: notice.link ?? null,
    createdAt: now,
  });
  return shouldEmail(notice.kind, await storedPreferences(tx, notice.userId));
}

/** Tells the user: the notification, and `mail` through the outbox when their preference for the kind says e-mail. */
export async function notify(
  tx: Tx,
  outbox: MailOutbox,
  notice: Notice & { mail?: OutgoingMail },
  options: { now: Date; key?: string },
): Promise<{ emailed: boolean }> {
  const wanted = await recordNotification(tx, notice, options.now);
  if (!wanted || !notice.mail) return { emailed: false };
  await outbox.writeMails(tx, [notice.mail], {
    now: options.now,
    ...(options.key === undefined ? {} : { key: options.key }),
  });
  return { emailed: true };
}
