// Wires the clock and the scheduler into a running server: the wall clock and a one-minute tick, or in test mode a
// clock that moves only when POST /api/test/clock moves it (and then runs the scheduler).
import type { Config } from '../config/config.js';
import { type Clock, type TestClock, createTestClock, shiftedClock, systemClock } from '../clock/clock.js';
import type { Database } from '../db/client.js';
import { mailerFor } from '../email/create-mailer.js';
import type { Deps } from '../http/context.js';
import { type PaymentSettings, paymentGatewayFor } from '../providers/payments/index.js';
import { type Scheduler, createScheduler } from './scheduler.js';

export interface Scheduling {
  /** What createApp needs so the routes and the scheduler share one clock, mailer and processor. */
  deps: Pick<Deps, 'now' | 'mailer' | 'payments' | 'scheduler'> & { testClock?: TestClock };
  scheduler: Scheduler;
  /** Starts the wall-clock tick (not in test mode, nor with SCHEDULER=false). */
  start(): void;
  stop(): Promise<void>;
}

export function schedulingFor(
  config: Pick<Config, 'NODE_ENV' | 'OUTBOX_DIR' | 'SCHEDULER' | 'CARAVAN_TEST_CLOCK'> &
    Partial<Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>> &
    Partial<Pick<Config, 'CARAVAN_CLOCK_OFFSET_MS'>> &
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
  const payments = paymentGatewayFor(config, () => clock.now());
  const scheduler = createScheduler({
    db: database.db,
    mailer,
    providers: { payments },
    ...(publicUrl ? { publicUrl } : {}),
  });
  const ticks = config.SCHEDULER && !testClock;
  return {
    deps: { now: () => clock.now(), mailer, payments, scheduler, ...(testClock ? { testClock } : {}) },
    scheduler,
    start: () => {
      if (ticks) scheduler.start(() => clock.now());
    },
    stop: () => scheduler.stop(),
  };
}
