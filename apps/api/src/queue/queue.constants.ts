// The job queue's names and tunings (pg-boss, decision 034): retries, backoff, polling and the scheduler's cron.

/** The queues Caravan runs: outgoing e-mail, and the time-driven rules' tick. */
export const QUEUES = {
  mail: 'mail',
  schedulerTick: 'scheduler-tick',
  webhook: 'webhook',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** What the admin reads for each queue (failed jobs screen). */
export const QUEUE_LABELS: Record<QueueName, string> = {
  mail: 'E-mail',
  'scheduler-tick': 'Time-driven rules',
  webhook: 'Webhooks',
};

/**
 * DECIDE: an e-mail is tried 6 times in all (5 retries) with exponential backoff from 30 s, capped at 30 min: an SMTP
 * server that is down for a restart or a brief outage (minutes) is waited out; one down for longer than about an hour
 * leaves the message failed, on the admin's failed jobs screen, where one click retries it.
 */
export const MAIL_RETRY_LIMIT = 5;
export const MAIL_RETRY_DELAY_SECONDS = 30;
export const MAIL_RETRY_BACKOFF = true;
export const MAIL_RETRY_DELAY_MAX_SECONDS = 30 * 60;

/**
 * DECIDE: a tick is not retried: the next minute's tick applies everything still due (the scheduler catches up by
 * design), so a retry would only run the same rules twice in one minute.
 */
export const SCHEDULER_TICK_RETRY_LIMIT = 0;

/** DECIDE: the rules tick every minute (SCHEDULER_TICK_MS's reason), as a cron schedule that pg-boss sends once a minute across every process. */
export const SCHEDULER_TICK_CRON = '* * * * *';

/**
 * DECIDE: a job running longer than 5 minutes is taken as lost (its worker died) and retried: an e-mail or a tick
 * takes seconds, and the default 15 minutes would hold a lost e-mail that long.
 */
export const JOB_EXPIRE_SECONDS = 5 * 60;

/**
 * DECIDE: a worker looks for jobs every 2 s (pg-boss's default) besides being woken by NOTIFY at commit: NOTIFY makes
 * delivery immediate, the poll is the floor when a notification is missed.
 */
export const QUEUE_POLLING_INTERVAL_SECONDS = 2;

/**
 * DECIDE: a mail worker takes up to 10 jobs at a time: a burst (a booking rush, a scheduler run that catches up) is
 * read from the delivery ledger in one query per batch, and a batch of 10 holds a job at most a few seconds.
 */
export const MAIL_BATCH_SIZE = 10;

/** DECIDE: on PostgreSQL the queue has a pool of its own of 3 connections (a worker per queue and the LISTEN), beside the API's 10. */
export const QUEUE_POOL_MAX = 3;

/** DECIDE: the admin's failed-jobs list shows an error's first 500 characters: enough to read the cause, never a dump. */
export const FAILED_JOB_ERROR_MAX_CHARS = 500;

/** DECIDE: pg-boss keeps its tables in a schema of its own (its default name), beside Caravan's public schema. */
export const QUEUE_SCHEMA = 'pgboss';

/** DECIDE: a webhook worker takes up to 5 deliveries at a time, sent side by side: one hanging receiver delays none of the others. */
export const WEBHOOK_BATCH_SIZE = 5;
