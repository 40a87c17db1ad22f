// The Mailer port over SMTP (issue 27): each message goes to the server SMTP_URL names, through nodemailer.
import nodemailer from 'nodemailer';
import { MAIL_FROM, type Mailer, type SentMail, messageOf, recentOf } from './mailer.js';

/**
 * DECIDE: time-outs in ms, far below nodemailer's (2 min to connect, 10 min idle), so a mail server that does not
 * answer fails the send in seconds and the caller can retry it, instead of holding a request or a job for minutes.
 * A `?connectionTimeout=…` (or greeting/socket) in SMTP_URL overrides them.
 */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** DECIDE: the dev outbox view lists the last 200 messages this process sent; older ones are only in the mail server. */
export const SMTP_RECENT_KEPT = 200;

/** What a user is told when the mail server did not take their message (the API answers 503 with it). */
export const MAIL_NOT_SENT_MESSAGE = 'We could not send the e-mail just now. Please try again in a few minutes.';
/** DECIDE: a minute, long enough for a mail server's brief outage or a greylisting delay to pass. */
export const MAIL_RETRY_AFTER_SECONDS = 60;

/** A message the SMTP server did not take. `retryable` is false when the server refused it for good (a 5xx reply). */
export class MailDeliveryError extends Error {
  readonly retryable: boolean;
  readonly responseCode: number | undefined;
  constructor(message: string, options: { cause: unknown; retryable: boolean; responseCode: number | undefined }) {
    super(message, { cause: options.cause });
    this.name = 'MailDeliveryError';
    this.retryable = options.retryable;
    this.responseCode = options.responseCode;
  }
}

/** The SMTP address without its password, for messages and logs. */
export function redactedSmtpUrl(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.hostname}${u.port ? `:${u.port}` : ''}`;
}

/**
 * Sends through the SMTP server at `url` (smtp://user:pass@host:587 upgrades with STARTTLS when the server offers it;
 * smtps:// is TLS from the start). `recent()` lists the messages this process sent (the last SMTP_RECENT_KEPT, kept in
 * memory for the dev outbox view); what other processes sent is only in the mail server.
 * A failed delivery throws a MailDeliveryError naming the recipient, the server and its reply.
 */
export function createSmtpMailer(url: string, from: string = MAIL_FROM): Mailer & { close(): void } {
  const withTimeouts = new URL(url);
  for (const [key, ms] of Object.entries(SMTP_TIMEOUTS_MS))
    if (!withTimeouts.searchParams.has(key)) withTimeouts.searchParams.set(key, String(ms));
  const transport = nodemailer.createTransport(withTimeouts.toString());
  const server = redactedSmtpUrl(url);
  const sentHere: SentMail[] = [];
  // How many of the oldest were let go: the page keys stay positions in this process's whole sending order.
  let dropped = 0;
  return {
    async send(mail, now) {
      const { message, sent } = messageOf(mail, now, from);
      try {
        await transport.sendMail(message);
      } catch (error) {
        const responseCode = (error as { responseCode?: unknown }).responseCode;
        const code = typeof responseCode === 'number' ? responseCode : undefined;
        const reason = (error as { response?: unknown }).response ?? (error as Error).message ?? String(error);
        throw new MailDeliveryError(`Could not send '${mail.subject}' to ${mail.to} through ${server}: ${reason}`, {
          cause: error,
          retryable: code === undefined || code < 500,
          responseCode: code,
        });
      }
      sentHere.push(sent);
      if (sentHere.length > SMTP_RECENT_KEPT) dropped += sentHere.splice(0, sentHere.length - SMTP_RECENT_KEPT).length;
      return sent;
    },
    async recent(limit, after) {
      const page = recentOf(sentHere, limit, after === undefined ? undefined : String(Number(after) - dropped));
      return { items: page.items, next: page.next === null ? null : String(Number(page.next) + dropped) };
    },
    close: () => transport.close(),
  };
}
