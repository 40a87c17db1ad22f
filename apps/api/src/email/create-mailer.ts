// Which Mailer a server sends through, from its configuration: SMTP when SMTP_URL is set, else the outbox folder.
import type { Config } from '../config/config.js';
import { type Mailer, createMemoryMailer, createOutboxMailer } from './mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

/** SMTP_URL: real delivery; else OUTBOX_DIR: files for trying Caravan; else (a bare test app) memory. */
export function mailerFor(config: Partial<Pick<Config, 'SMTP_URL' | 'OUTBOX_DIR' | 'MAIL_FROM'>>): Mailer {
  if (config.SMTP_URL) return createSmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  if (config.OUTBOX_DIR) return createOutboxMailer(config.OUTBOX_DIR, config.MAIL_FROM);
  return createMemoryMailer();
}
