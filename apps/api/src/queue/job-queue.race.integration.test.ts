// Two API processes' job queues on one PostgreSQL server (issue 27 point 4): each with its own connection pools, its
// own running mail worker and its own mailer, as two servers behind a proxy have. N e-mails written at once are each
// sent exactly once, and both workers take part. (PGlite is one connection in one process: only PostgreSQL can race.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { type Mailer, type SentMail, createMemoryMailer } from '../email/mailer.js';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { type JobQueue, createJobQueue } from './job-queue.js';
import { queueCounts } from './queue-health.js';

/** E-mails written at once. */
const N = 60;
/** DECIDE (test): a send takes 20 ms, as a mail server's answer does, so the two workers overlap rather than one draining all. */
const SEND_MS = 20;
/** How long the workers get to send everything before the test gives up. */
const DEADLINE_MS = 60_000;

function slowMailer(): Mailer & { messages: SentMail[] } {
  const inner = createMemoryMailer();
  return {
    messages: inner.messages,
    recent: (limit, after) => inner.recent(limit, after),
    async send(mail, now) {
      await new Promise((resolve) => setTimeout(resolve, SEND_MS));
      return inner.send(mail, now);
    },
  };
}

const url = process.env.DATABASE_URL;

describe.skipIf(!url)(
  'two processes working one queue (PostgreSQL only: PGlite is one connection in one process)',
  () => {
    let database: TestDatabase;
    let second: Database;
    const mailers = [slowMailer(), slowMailer()];
    const queues: JobQueue[] = [];
    beforeAll(async () => {
      database = await openTestDatabase();
      second = await openDatabase({ url: database.url ?? '' });
      for (const [i, db] of [database, second].entries()) {
        const queue = createJobQueue({ database: db, mailer: mailers[i] as Mailer, workers: true });
        await queue.start();
        queues.push(queue);
      }
    });
    afterAll(async () => {
      for (const queue of queues) await queue.stop();
      await second?.close();
      await database?.close();
    });

    it('sends each of N e-mails exactly once between two workers', async () => {
      const mails = Array.from({ length: N }, (_, i) => ({
        to: `racer${i}@example.com`,
        subject: `Race ${i}`,
        text: `Message ${i}`,
      }));
      // Written in one transaction through the first process, as one request's change would write them.
      await database.db.transaction((tx) =>
        (queues[0] as JobQueue).writeMails(tx, mails, { key: 'race', now: new Date() }),
      );

      const started = Date.now();
      const sent = () => mailers.flatMap((m) => m.messages);
      while (sent().length < N && Date.now() - started < DEADLINE_MS) await new Promise((r) => setTimeout(r, 100));
      // A moment more, so a duplicate sent late would be seen.
      await new Promise((r) => setTimeout(r, 500));

      const subjects = sent().map((m) => m.subject);
      expect(subjects).toHaveLength(N);
      expect(new Set(subjects).size).toBe(N);
      for (const mailer of mailers) expect(mailer.messages.length).toBeGreaterThan(0);
      const counts = await queueCounts(database.db);
      expect(counts.mail).toMatchObject({ completed: N, failed: 0, created: 0, retry: 0, active: 0 });
    });
  },
);
