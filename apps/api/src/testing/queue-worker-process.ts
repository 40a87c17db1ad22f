// A second API process's job queue, for the two-process race test (queue/job-queue.race.integration.test.ts): it opens
// DATABASE_URL, runs a mail worker whose mailer takes SEND_MS per message, and prints one line per event on stdout:
// `ready` once its worker runs, `sent <subject>` per message it sent. SIGTERM stops it.
import { openDatabase } from '../db/client.js';
import { createMemoryMailer, type Mailer } from '../email/mailer.js';
import { createJobQueue } from '../queue/job-queue.js';

/** DECIDE (test): a send takes 20 ms, as a mail server's answer does, so the two workers overlap. */
const SEND_MS = 20;

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const database = await openDatabase({ url });
const memory = createMemoryMailer();
const mailer: Mailer = {
  recent: (limit, after) => memory.recent(limit, after),
  async send(mail, now) {
    await new Promise((resolve) => setTimeout(resolve, SEND_MS));
    const sent = await memory.send(mail, now);
    process.stdout.write(`sent ${mail.subject}\n`);
    return sent;
  },
};
const queue = createJobQueue({ database, mailer, workers: true });
await queue.start();
process.stdout.write('ready\n');
process.once('SIGTERM', async () => {
  await queue.stop();
  await database.close();
  process.exit(0);
});
