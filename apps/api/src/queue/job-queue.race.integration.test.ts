// Two API processes' job queues on one PostgreSQL server (issue 27 point 4): two real child processes
// (testing/queue-worker-process.ts), each with its own connections, its own running mail worker and its own mailer, as
// two servers behind a proxy have. N e-mails written at once (by this process, as a request would) are each sent
// exactly once, and both processes take part. (PGlite is one connection in one process: only PostgreSQL can race.)
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryMailer } from '../email/mailer.js';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { type JobQueue, createJobQueue } from './job-queue.js';
import { queueCounts } from './queue-health.js';

/** E-mails written at once. */
const N = 60;
/** How long the workers get to start, and to send everything, before the test gives up. */
const DEADLINE_MS = 60_000;

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const WORKER = fileURLToPath(new URL('../testing/queue-worker-process.ts', import.meta.url));

interface Worker {
  child: ChildProcess;
  /** The subjects this process sent, in order. */
  sent: string[];
  ready: Promise<void>;
}

/** Starts one worker process on `url`; its stdout lines are read as they come. */
function startWorker(url: string): Worker {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', WORKER], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const sent: string[] = [];
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    child.once('exit', (code) => reject(new Error(`the worker process exited (${code}) before it was ready`)));
  });
  let buffer = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === 'ready') markReady();
      else if (line.startsWith('sent ')) sent.push(line.slice('sent '.length));
    }
  });
  return { child, sent, ready };
}

const url = process.env.DATABASE_URL;

describe.skipIf(!url)(
  'two processes working one queue (PostgreSQL only: PGlite is one connection in one process)',
  () => {
    let database: TestDatabase;
    let writer: JobQueue;
    const workers: Worker[] = [];
    beforeAll(async () => {
      database = await openTestDatabase();
      // This process only writes jobs (no worker), as a request does; it also installs pg-boss's schema first, so the
      // two workers do not race to create it.
      writer = createJobQueue({ database, mailer: createMemoryMailer(), workers: false });
      await writer.start();
      for (let i = 0; i < 2; i++) workers.push(startWorker(database.url ?? ''));
      await Promise.all(workers.map((w) => w.ready));
    }, DEADLINE_MS * 2);
    afterAll(async () => {
      await Promise.all(
        workers.map(
          (w) =>
            new Promise<void>((resolve) => {
              if (w.child.exitCode !== null) return resolve();
              w.child.once('exit', () => resolve());
              w.child.kill('SIGTERM');
            }),
        ),
      );
      await writer?.stop();
      await database?.close();
    });

    it(
      '[issue 27] sends each of N e-mails exactly once between two worker processes, both taking part',
      async () => {
        const mails = Array.from({ length: N }, (_, i) => ({
          to: `racer${i}@example.com`,
          subject: `Race ${i}`,
          text: `Message ${i}`,
        }));
        // Written in one transaction, as one request's change would write them.
        await database.db.transaction((tx) => writer.writeMails(tx, mails, { key: 'race', now: new Date() }));

        const started = Date.now();
        const sent = () => workers.flatMap((w) => w.sent);
        while (sent().length < N && Date.now() - started < DEADLINE_MS) await new Promise((r) => setTimeout(r, 100));
        // A moment more, so a duplicate sent late would be seen.
        await new Promise((r) => setTimeout(r, 1_000));

        expect(sent()).toHaveLength(N);
        expect(new Set(sent()).size).toBe(N);
        for (const worker of workers) expect(worker.sent.length).toBeGreaterThan(0);
        const counts = await queueCounts(database.db);
        expect(counts.mail).toMatchObject({ completed: N, failed: 0, created: 0, retry: 0, active: 0 });
      },
      DEADLINE_MS * 2,
    );
  },
);
