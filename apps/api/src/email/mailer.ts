// The Mailer port: real messages built by nodemailer, delivered to an outbox (files, or memory in tests); SMTP is
// smtp-mailer.ts, and create-mailer.ts picks one from the configuration.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** DECIDE: the sender of every Caravan e-mail; a no-reply address because replies are not read. */
export const MAIL_FROM = 'Caravan <no-reply@caravan.test>';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SentMail extends OutgoingMail {
  id: string;
  from: string;
  sentAt: string;
}

export interface Mailer {
  send(mail: OutgoingMail, now: Date): Promise<SentMail>;
  /**
   * The newest messages first, `limit` at a time, for the development outbox view: `after` is the `next` of the page
   * before (each adapter's own key of its last message), and `next` is null on the last page.
   */
  recent(limit: number, after?: string): Promise<{ items: SentMail[]; next: string | null }>;
}

const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** The message nodemailer builds for `mail`: the sender, a fresh Message-ID on the sender's domain, the send time. */
export function messageOf(mail: OutgoingMail, now: Date, from: string = MAIL_FROM) {
  const id = randomUUID();
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'caravan.test';
  const message = {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    date: now,
    messageId: `<${id}@${domain}>`,
  };
  const sent: SentMail = { ...mail, id, from, sentAt: now.toISOString() };
  return { message, sent };
}

async function build(mail: OutgoingMail, now: Date, from = MAIL_FROM): Promise<{ sent: SentMail; eml: Buffer }> {
  const { message, sent } = messageOf(mail, now, from);
  const info = await transport.sendMail(message);
  return { sent, eml: info.message as Buffer };
}

/** Writes each message to `dir` as `<time>-<id>.eml` (the raw message) and `.json` (its fields). */
export function createOutboxMailer(dir: string, from: string = MAIL_FROM): Mailer {
  return {
    async send(mail, now) {
      const { sent, eml } = await build(mail, now, from);
      await mkdir(dir, { recursive: true });
      const base = join(dir, `${now.toISOString().replace(/[:.]/g, '-')}-${sent.id}`);
      await writeFile(`${base}.eml`, eml);
      // Written whole, then named: a reader of the outbox (the admin's view, a test) never meets half a message.
      await writeFile(`${base}.json.tmp`, JSON.stringify(sent, null, 2));
      await rename(`${base}.json.tmp`, `${base}.json`);
      return sent;
    },
    async recent(limit, after) {
      let names: string[];
      try {
        names = (await readdir(dir)).filter((n) => n.endsWith('.json'));
      } catch {
        return { items: [], next: null };
      }
      // File names start with the send time, so their order is the sending order; the name is the key.
      names.sort().reverse();
      const older = after === undefined ? names : names.filter((n) => n < after);
      const picked = older.slice(0, limit);
      const items = await Promise.all(
        picked.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as SentMail),
      );
      return { items, next: older.length > limit ? (picked.at(-1) ?? null) : null };
    },
  };
}

/** A page of `messages` (oldest first), newest first; the key is the position in the sending order. */
export function recentOf(messages: readonly SentMail[], limit: number, after?: string) {
  const end = after === undefined ? messages.length : Math.max(0, Math.min(messages.length, Number(after) || 0));
  const start = Math.max(0, end - limit);
  return { items: messages.slice(start, end).reverse(), next: start > 0 ? String(start) : null };
}

/** Keeps messages in memory (tests, and a server without an outbox folder). */
export function createMemoryMailer(): Mailer & { messages: SentMail[] } {
  const messages: SentMail[] = [];
  return {
    messages,
    async send(mail, now) {
      const { sent } = await build(mail, now);
      messages.push(sent);
      return sent;
    },
    async recent(limit, after) {
      return recentOf(messages, limit, after);
    },
  };
}
