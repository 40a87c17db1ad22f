// [issue 27] Which mailer a server sends through: SMTP_URL chooses SMTP, else the outbox folder, else memory.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import type { Database } from '../db/client.js';
import { schedulingFor } from '../scheduler/runtime.js';
import { mailerFor } from './create-mailer.js';
import { MAIL_FROM } from './mailer.js';
import { createSmtpMailer, redactedSmtpUrl } from './smtp-mailer.js';

describe('[issue 27] the mailer a configuration chooses', () => {
  it('[issue 27] SMTP_URL accepts smtp:// and smtps:// addresses and refuses anything else, naming the setting', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://user:pass@mail.example.org:587' }).SMTP_URL).toBe(
      'smtp://user:pass@mail.example.org:587',
    );
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.org' }).SMTP_URL).toBe('smtps://mail.example.org');
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.org' })).toThrow(
      /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
    );
    expect(loadConfig({}).MAIL_FROM).toBe(MAIL_FROM);
  });

  it('[issue 27] SMTP_URL chooses SMTP; without it the outbox folder stays the default; a bare app keeps mail in memory', () => {
    const smtp = mailerFor({ SMTP_URL: 'smtp://127.0.0.1:2525', OUTBOX_DIR: '/tmp/x' });
    expect('close' in smtp).toBe(true);
    const outbox = mailerFor({ OUTBOX_DIR: loadConfig({}).OUTBOX_DIR });
    expect('close' in outbox || 'messages' in outbox).toBe(false);
    expect('messages' in mailerFor({})).toBe(true);
  });

  it("[issue 27] the server's mailer (shared by its routes and its scheduler) is the one SMTP_URL chooses", () => {
    const config = { ...loadConfig({ SCHEDULER: 'false' }), SMTP_URL: 'smtp://127.0.0.1:2525' };
    // Building the scheduling (and its queue) touches no database; it only keeps the handles for its runs.
    const database = { db: {}, connection: { kind: 'postgres', url: 'postgres://127.0.0.1:1/none' } };
    const { deps } = schedulingFor(config, database as unknown as Database);
    expect(deps.mailer && 'close' in deps.mailer).toBe(true);
    const outbox = schedulingFor(loadConfig({ SCHEDULER: 'false' }), database as unknown as Database).deps.mailer;
    expect(outbox && 'close' in outbox).toBe(false);
  });

  it('[issue 27] the address named in errors and logs never carries the password', () => {
    expect(redactedSmtpUrl('smtps://me:s3cret@mail.example.org:465')).toBe('smtps://mail.example.org:465');
    expect(() => createSmtpMailer('smtp://me:s3cret@mail.example.org')).not.toThrow();
  });
});
