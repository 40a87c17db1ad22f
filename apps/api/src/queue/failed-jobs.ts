// The admin's failed jobs: a page of the jobs that used up their retries (newest failure first), and a retry of one.
import type { Page, PageQuery } from '@caravan/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { type PageOrder, afterCursor, exactInstant, keyValue, orderByKeys, pageOf, rowsToRead } from '../db/paging.js';
import type { FailedJobView } from '../views/failed-job.view.js';
import { bossJobs } from './boss-tables.js';
import type { JobQueue } from './job-queue.js';
import { mailJobSchema } from './mail-job.js';
import { FAILED_JOB_ERROR_MAX_CHARS, QUEUE_LABELS, QUEUES, type QueueName } from './queue.constants.js';

type Row = {
  id: string;
  name: string;
  data: unknown;
  retryCount: number;
  output: unknown;
  createdOn: Date;
  failedOn: Date | null;
  failedKey: string;
};

/** Newest failure first; the id breaks a tie. A failed job's completed_on is when it failed. */
const ORDER: PageOrder<Row> = {
  direction: 'desc',
  keys: [
    { column: bossJobs.completedOn, of: (r) => r.failedKey, value: keyValue.text },
    { column: bossJobs.id, of: (r) => r.id, value: keyValue.uuid },
  ],
};

const isQueue = (name: string): name is QueueName => (Object.values(QUEUES) as string[]).includes(name);

/** The failure's message, shortened; never the stack nor the job's payload (a reset link is a secret). */
function lastErrorOf(output: unknown): string {
  const message =
    output && typeof output === 'object' && 'message' in output && typeof output.message === 'string'
      ? output.message
      : 'The job failed without saying why.';
  return message.length > FAILED_JOB_ERROR_MAX_CHARS ? `${message.slice(0, FAILED_JOB_ERROR_MAX_CHARS)}…` : message;
}

/** What the job was for, in the admin's words: an e-mail's subject and recipient (never its text), or the queue. */
function subjectOf(name: string, data: unknown): string {
  if (name === QUEUES.mail) {
    const mail = mailJobSchema.safeParse(data);
    if (mail.success) return `“${mail.data.mail.subject}” to ${mail.data.mail.to}`;
  }
  return isQueue(name) ? QUEUE_LABELS[name] : name;
}

function toView(r: Row): FailedJobView {
  return {
    id: r.id,
    queue: r.name,
    kind: isQueue(r.name) ? QUEUE_LABELS[r.name] : r.name,
    subject: subjectOf(r.name, r.data),
    lastError: lastErrorOf(r.output),
    attempts: r.retryCount + 1,
    createdAt: r.createdOn.toISOString(),
    failedAt: (r.failedOn ?? r.createdOn).toISOString(),
  };
}

/** A page of the failed jobs of every queue, newest failure first. */
export async function listFailedJobs(db: Db, q: PageQuery): Promise<Page<FailedJobView>> {
  const rows = await db
    .select({
      id: bossJobs.id,
      name: bossJobs.name,
      data: bossJobs.data,
      retryCount: bossJobs.retryCount,
      output: bossJobs.output,
      createdOn: bossJobs.createdOn,
      failedOn: bossJobs.completedOn,
      failedKey: exactInstant(bossJobs.completedOn),
    })
    .from(bossJobs)
    .where(and(sql`${bossJobs.state} = 'failed'`, afterCursor(ORDER, q.cursor)))
    .orderBy(...orderByKeys(ORDER))
    .limit(rowsToRead(q));
  return pageOf(rows, q, ORDER, toView);
}

/**
 * Puts a failed job back to be run once more (pg-boss's retry: one more attempt, now) and answers whether there was
 * one; the e-mail it carries still goes out once, since the mail job checks its delivery ledger first.
 */
export async function retryFailedJob(db: Db, queue: JobQueue, id: string): Promise<boolean> {
  const [job] = await db
    .select({ name: bossJobs.name })
    .from(bossJobs)
    .where(and(eq(bossJobs.id, id), sql`${bossJobs.state} = 'failed'`));
  if (!job) return false;
  const { affected } = (await queue.boss.retry(job.name, id)) as { affected: number };
  if (affected === 0) return false;
  // pg-boss keeps the job's last backoff time (start_after) when it retries it: the admin's retry runs it now.
  await queue.boss.update(job.name, undefined, { id, startAfter: new Date() });
  queue.wake();
  return true;
}
