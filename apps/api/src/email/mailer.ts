// The Mailer port: real messages built by nodemailer, delivered to an outbox (files, or memory in tests).
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
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
  /** The newest messages first, for the development outbox view and tests. */
  recent(limit: number): Promise<SentMail[]>;
}

const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

async function build(mail: OutgoingMail, now: Date): Promise<{ sent: SentMail; eml: Buffer }> {
  const id = randomUUID();
  const info = await transport.sendMail({
    from: MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    date: now,
    messageId: `<${id}@caravan.test>`,
  });
  const eml = info.message as Buffer;
  return { sent: { ...mail, id, from: MAIL_FROM, sentAt: now.toISOString() }, eml };
}

/** Writes each message to `dir` as `<time>-<id>.eml` (the raw message) and `.json` (its fields). */
export function createOutboxMailer(dir: string): Mailer {
  return {
    async send(mail, now) {
      const { sent, eml } = await build(mail, now);
      await mkdir(dir, { recursive: true });
      const base = join(dir, `${now.toISOString().replace(/[:.]/g, '-')}-${sent.id}`);
      await writeFile(`${base}.eml`, eml);
      await writeFile(`${base}.json`, JSON.stringify(sent, null, 2));
      return sent;
    },
    async recent(limit) {
      let names: string[];
      try {
        names = (await readdir(dir)).filter((n) => n.endsWith('.json'));
      } catch {
        return [];
      }
      names.sort().reverse();
      const picked = names.slice(0, limit);
      return Promise.all(picked.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as SentMail));
    },
  };
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
    async recent(limit) {
      return messages.slice(-limit).reverse();
    },
  };
}
