// The job queue (pg-boss, decision 034) on Caravan's database: e-mails written as jobs in the transaction that causes
// them and sent after commit by a worker; the time-driven rules' tick as a cron job one process runs each minute.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db as JobDb, type Job, PgBoss, fromDrizzle, fromPglite } from 'pg-boss';
import type { Database } from '../db/client.js';
import type { Mailer, OutgoingMail } from '../email/mailer.js';
import { log } from '../observability/logger.js';
import { deliverMails, mailJobOf } from './mail-job.js';
import { type WebhookQueue, type WebhookQueueOptions, createWebhookQueue } from './webhook-job.js';
import {
  JOB_EXPIRE_SECONDS,
  MAIL_BATCH_SIZE,
  MAIL_RETRY_BACKOFF,
  MAIL_RETRY_DELAY_MAX_SECONDS,
  MAIL_RETRY_DELAY_SECONDS,
  MAIL_RETRY_LIMIT,
  QUEUE_POLLING_INTERVAL_SECONDS,
  QUEUE_POOL_MAX,
  QUEUE_SCHEMA,
  QUEUES,
  SCHEDULER_TICK_CRON,
  SCHEDULER_TICK_RETRY_LIMIT,
} from './queue.constants.js';

/** A drizzle database or transaction: what a job is written with. */
export interface Executor {
  execute(query: unknown): Promise<unknown>;
}

/** The Mailer port's `send`, as the code that causes a message calls it (mailsIn: it writes a mail job). */
export interface MailSender {
  send(mail: OutgoingMail, now: Date): Promise<unknown>;
}

/** The transactional outbox for e-mail, as the code that causes a message sees it. */
export interface MailOutbox {
  /**
   * Writes each message as a mail job with `tx`: it exists only if `tx` commits, and is sent after. `key` names the
   * change (`booking:<id>:created`); each message's key is `<key>:<n>`, so the same change never sends it twice.
   * Without a key each message gets a fresh one.
   */
  writeMails(tx: Executor, mails: readonly OutgoingMail[], options: { key?: string; now: Date }): Promise<void>;
}

export interface JobOutbox extends MailOutbox {
  /**
   * A sender whose `send` writes the message as a mail job with `tx` (keyed `<key>:<n>` in the order sent), for code
   * written against the Mailer port: `sendNewBookingMails(queue.mailsIn(tx, …), …)`.
   */
  mailsIn(tx: Executor, options?: { key?: string }): MailSender;
}

export interface JobQueueOptions {
  database: Database;
  mailer: Mailer;
  /**
   * Run workers that poll (and are woken by NOTIFY): a server. Without them (the test harness) jobs are handled only
   * when `drain()` is called, so a test decides when e-mails go out.
   */
  workers: boolean;
  /** Overrides of the mail retry tuning (tests that fail a send without waiting out the backoff). */
  mailRetry?: { limit?: number; delaySeconds?: number };
  /** Webhook delivery tuning (tests shorten the receiver's time limit). */
  webhooks?: WebhookQueueOptions;
}

export interface JobQueue extends JobOutbox {
  readonly boss: PgBoss;
  /** What the mail worker sends through (the Mailer port). */
  readonly mailer: Mailer;
  /** Outbound webhook deliveries (MKT-053): written in the causing transaction, sent by their own worker. */
  readonly webhooks: WebhookQueue;
  /** Installs or migrates pg-boss's schema, creates the queues and, with `workers`, starts the mail worker. */
  start(): Promise<void>;
  /**
   * Runs `tick` as the time-driven rules' job: pg-boss sends one job a minute across every process (the schedule is
   * one row), and whichever worker fetches it runs it, so two processes never run the same tick.
   */
  scheduleTick(tick: () => Promise<void>): Promise<void>;
  /**
   * Handles every mail job ready now in this process, until none is left. `includeDeferred` takes retries still
   * waiting out their backoff too (tests). Safe beside running workers: a job is fetched by one of them only.
   */
  drain(options?: { includeDeferred?: boolean }): Promise<number>;
  stop(): Promise<void>;
  /** Tells this process's mail worker (and the next drain) that a job is ready now, e.g. after an admin's retry. */
  wake(): void;
  /** Started and not stopped (the liveness check, queue-health.ts). */
  isRunning(): boolean;
}

const mailQueueOptions = (retry: JobQueueOptions['mailRetry']) => ({
  retryLimit: retry?.limit ?? MAIL_RETRY_LIMIT,
  retryDelay: retry?.delaySeconds ?? MAIL_RETRY_DELAY_SECONDS,
  retryBackoff: MAIL_RETRY_BACKOFF,
  retryDelayMax: MAIL_RETRY_DELAY_MAX_SECONDS,
  expireInSeconds: JOB_EXPIRE_SECONDS,
  notify: true,
});

/** pg-boss on the database's own connection: the same PGlite instance, or a small pool of its own on PostgreSQL. */
function bossFor(database: Database, workers: boolean): PgBoss {
  const common = {
    schema: QUEUE_SCHEMA,
    // Maintenance (expiring lost jobs, deleting old ones) and cron belong to serving processes, not to test worlds.
    supervise: workers,
    schedule: workers,
    registerInstance: workers,
    useListenNotify: workers,
  };
  const connection = database.connection;
  return connection.kind === 'pglite'
    ? new PgBoss({ ...common, db: fromPglite(connection.client), backend: 'pglite' })
    : new PgBoss({
        ...common,
        connectionString: connection.url,
        max: QUEUE_POOL_MAX,
        application_name: 'caravan-queue',
      });
}

/** A job's failure as stored: the message only, never a stack or the payload (the admin reads it). */
export const failureOf = (error: unknown) => ({
  message: error instanceof Error ? error.message : String(error),
});

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, mailer, workers } = options;
  const boss = bossFor(database, workers);
  const webhooks = createWebhookQueue(boss, database.db, options.webhooks);
  boss.on('error', (error) => log().warn({ err: error }, '[queue] pg-boss reported an error'));
  let started: Promise<void> | undefined;
  let stopped = false;
  let running = false;
  let mailWorker: string | undefined;
  // Whether anything was written since the last drain, so a drain after a request that wrote nothing costs nothing.
  let written = true;

  /** One mail job, written with `tx`; its key is also its singletonKey, so a second write of it is no second job. */
  async function writeOne(tx: Executor, messageKey: string, mail: OutgoingMail, now: Date): Promise<void> {
    const db: JobDb = fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql);
    await boss.send(QUEUES.mail, mailJobOf(messageKey, mail, now), { db, singletonKey: messageKey });
    written = true;
  }

  const deliver = (jobs: readonly Job<unknown>[]) => deliverMails(database.db, mailer, jobs);

  async function drain(drainOptions: { includeDeferred?: boolean } = {}): Promise<number> {
    if (!written && !drainOptions.includeDeferred) return 0;
    written = false;
    let handled = 0;
    for (;;) {
      const jobs = await boss.fetch<unknown>(QUEUES.mail, {
        batchSize: MAIL_BATCH_SIZE,
        ignoreStartAfter: drainOptions.includeDeferred === true,
      });
      if (jobs.length === 0) return handled;
      handled += jobs.length;
      const outcome = await deliver(jobs);
      const completed = jobs.filter((job) => !outcome.get(job.id)).map((job) => job.id);
      if (completed.length > 0) await boss.complete(QUEUES.mail, completed);
      for (const job of jobs) {
        const error = outcome.get(job.id);
        if (error) await boss.fail(QUEUES.mail, job.id, failureOf(error));
      }
    }
  }

  return {
    boss,
    mailer,
    webhooks,
    start() {
      started ??= (async () => {
        await boss.start();
        const mail = mailQueueOptions(options.mailRetry);
        await boss.createQueue(QUEUES.mail, mail);
        // A queue made by an earlier version keeps its options: today's tuning is applied at every start.
        const { retryDelayMax: _fixedAtCreation, ...tuning } = mail;
        await boss.updateQueue(QUEUES.mail, tuning);
        await boss.createQueue(QUEUES.schedulerTick, {
          policy: 'singleton',
          retryLimit: SCHEDULER_TICK_RETRY_LIMIT,
          expireInSeconds: JOB_EXPIRE_SECONDS,
        });
        if (workers)
          mailWorker = await boss.work(
            QUEUES.mail,
            {
              pollingIntervalSeconds: QUEUE_POLLING_INTERVAL_SECONDS,
              // NOTIFY wakes the worker at commit; the poll stays the floor (pg-boss relaxes it to 30 s otherwise).
              notifyPollingIntervalSeconds: QUEUE_POLLING_INTERVAL_SECONDS,
              // A full batch means more are waiting: fetch again at once rather than after the interval.
              burstWhenBatchFull: true,
              batchSize: MAIL_BATCH_SIZE,
              perJobResults: true,
            },
            async (jobs) => {
              const outcome = await deliver(jobs);
              // Each job settles on its own; a failure keeps its message only (the admin reads it), never a stack.
              return jobs.map((job) => {
                const error = outcome.get(job.id);
                return error
                  ? { id: job.id, status: 'failed' as const, output: failureOf(error) }
                  : { id: job.id, status: 'completed' as const };
              });
            },
          );
        await webhooks.start(workers);
        running = true;
      })();
      return started;
    },
    async scheduleTick(tick) {
      await boss.work(QUEUES.schedulerTick, { pollingIntervalSeconds: QUEUE_POLLING_INTERVAL_SECONDS }, () => tick());
      await boss.schedule(QUEUES.schedulerTick, SCHEDULER_TICK_CRON);
    },
    async writeMails(tx, mails, { key, now }) {
      const base = key ?? randomUUID();
      for (const [n, mail] of mails.entries()) await writeOne(tx, `${base}:${n}`, mail, now);
    },
    mailsIn(tx, { key } = {}) {
      const base = key ?? randomUUID();
      let n = 0;
      return { send: (mail, now) => writeOne(tx, `${base}:${n++}`, mail, now) };
    },
    drain,
    wake() {
      written = true;
      if (mailWorker) boss.notifyWorker(mailWorker);
    },
    isRunning: () => running && !stopped,
    async stop() {
      if (stopped || !started) return;
      stopped = true;
      await started.catch(() => {});
      // The database belongs to its opener: pg-boss closes only a pool it made itself.
      await boss.stop({ graceful: true, close: database.connection.kind === 'postgres', timeout: 5_000 });
    },
  };
}
