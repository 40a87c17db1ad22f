// What the ops engineer's /metrics and /api/health read of the job queue: jobs by state per queue, and whether it is up.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { QUEUE_SCHEMA, QUEUES, type QueueName } from './queue.constants.js';
import type { JobQueue } from './job-queue.js';

/** pg-boss's job states, in its own words. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export type QueueCounts = Record<QueueName, Record<JobState, number>>;

/**
 * Jobs by queue and state, counted now (queue depth = created + retry, failures = failed): one grouped read of the job
 * table, so a scrape sees the truth, not pg-boss's minute-old cache. Completed jobs are kept 7 days, so that count is
 * a rolling window.
 */
export async function queueCounts(db: Db): Promise<QueueCounts> {
  const rows = (await db.execute(
    sql.raw(`select name, state::text as state, count(*)::int as n from ${QUEUE_SCHEMA}.job group by name, state`),
  )) as unknown as { rows: { name: string; state: JobState; n: number }[] };
  const zero = () => Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobState, number>;
  const counts = Object.fromEntries(Object.values(QUEUES).map((q) => [q, zero()])) as QueueCounts;
  for (const { name, state, n } of rows.rows) {
    const queue = counts[name as QueueName];
    if (queue && state in queue) queue[state] = n;
  }
  return counts;
}

/**
 * Whether the queue can take and hand out jobs: started, and its database answering through the queue's own
 * connection (on PostgreSQL a pool of its own, which can fail while the API's still works).
 */
export async function queueAlive(queue: JobQueue): Promise<boolean> {
  try {
    await queue.boss.getDb().executeSql('select 1');
    return queue.isRunning();
  } catch {
    return false;
  }
}
