// Wires the clock, the job queue and the scheduler into a running server: the wall clock and the queue's minute tick,
// or in test mode a clock that moves only when POST /api/test/clock moves it (and then runs the scheduler).
import type { Config } from '../config/config.js';
import { type Clock, type TestClock, createTestClock, shiftedClock, systemClock } from '../clock/clock.js';
import type { Database } from '../db/client.js';
import { mailerFor } from '../email/create-mailer.js';
import type { Deps } from '../http/context.js';
import { type PaymentSettings, paymentGatewayFor } from '../providers/payments/index.js';
import { type JobQueue, createJobQueue } from '../queue/job-queue.js';
import { log } from '../observability/logger.js';
import { type Scheduler, createScheduler } from './scheduler.js';

export interface Scheduling {
  /** What createApp needs so the routes, the queue and the scheduler share one clock, mailer, queue and processor. */
  deps: Pick<Deps, 'now' | 'mailer' | 'payments' | 'scheduler' | 'queue'> & { testClock?: TestClock };
  scheduler: Scheduler;
  queue: JobQueue;
  /** Starts the queue (its schema, its mail worker): before the server takes a request, since requests write jobs. */
  open(): Promise<void>;
  /** Starts the minute tick of the time-driven rules on the queue (not in test mode, nor with SCHEDULER=false). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function schedulingFor(
  config: Pick<Config, 'NODE_ENV' | 'OUTBOX_DIR' | 'SCHEDULER' | 'CARAVAN_TEST_CLOCK'> &
    Partial<Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>> &
    Partial<Pick<Config, 'CARAVAN_CLOCK_OFFSET_MS' | 'MAIL_RETRY_LIMIT'>> &
    PaymentSettings,
  database: Database,
  /** Where links in the scheduler's e-mails point (the server's public address). */
  publicUrl?: () => string,
): Scheduling {
  // Refused in production twice over: loadConfig rejects it, and a hand-made config is ignored here.
  const production = config.NODE_ENV === 'production';
  const wall = production ? systemClock : shiftedClock(config.CARAVAN_CLOCK_OFFSET_MS ?? 0);
  const testClock = config.CARAVAN_TEST_CLOCK && !production ? createTestClock(wall.now()) : undefined;
  const clock: Clock = testClock ?? wall;
  const mailer = mailerFor(config);
  const queue = createJobQueue({
    database,
    mailer,
    workers: true,
    ...(config.MAIL_RETRY_LIMIT === undefined ? {} : { mailRetry: { limit: config.MAIL_RETRY_LIMIT } }),
  });
  const payments = paymentGatewayFor(config, () => clock.now());
  const scheduler = createScheduler({
    db: database.db,
    outbox: queue,
    webhooks: queue.webhooks,
    providers: { payments },
    ...(publicUrl ? { publicUrl } : {}),
  });
  const ticks = config.SCHEDULER && !testClock;
  let catchUp: Promise<unknown> | undefined;
  return {
    deps: { now: () => clock.now(), mailer, payments, scheduler, queue, ...(testClock ? { testClock } : {}) },
    scheduler,
    queue,
    open: () => queue.start(),
    async start() {
      if (!ticks) return;
      // A run at start catches up on what fell due while no process ran; then pg-boss's cron takes over.
      catchUp = scheduler
        .runDue(clock.now())
        .catch((error) => log().warn({ err: error }, '[scheduler] the catch-up run failed; the next tick tries again'));
      await queue.scheduleTick(async () => {
        await scheduler.runDue(clock.now());
      });
    },
    async stop() {
      await catchUp;
      await queue.stop();
    },
  };
}
