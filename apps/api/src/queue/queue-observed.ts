// The job queue as /metrics and /api/health see it (the ops hooks): its depth and failures per queue, and whether it
// can take and hand out jobs. Registered once the server's queue is open.
import type { Db } from '../db/client.js';
import { registerQueueHealth, unregisterHealthCheck } from '../observability/health-checks.js';
import { registerQueueMetrics, unregisterQueueMetrics } from '../observability/metrics.js';
import type { JobQueue } from './job-queue.js';
import { queueAlive, queueCounts } from './queue-health.js';

/**
 * Registers the queue's hooks; answers the function that removes them, which the server calls when it stops (the hooks
 * are the process's, and a stopped queue must not make a later server in the same process answer 503).
 */
export function observeQueue(db: Db, queue: JobQueue): () => void {
  registerQueueMetrics(async () =>
    Object.entries(await queueCounts(db)).map(([name, states]) => ({
      queue: name,
      depth: states.created + states.retry,
      failed: states.failed,
    })),
  );
  registerQueueHealth(async () =>
    (await queueAlive(queue)) ? { ok: true } : { ok: false, reason: 'the job queue is not running' },
  );
  return () => {
    unregisterHealthCheck('queue');
    unregisterQueueMetrics();
  };
}
