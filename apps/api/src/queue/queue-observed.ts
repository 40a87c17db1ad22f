// The job queue as /metrics and /api/health see it (the ops hooks): its depth and failures per queue, and whether it
// can take and hand out jobs. Registered once the server's queue is open.
import type { Db } from '../db/client.js';
import { registerQueueHealth } from '../observability/health-checks.js';
import { registerQueueMetrics } from '../observability/metrics.js';
import type { JobQueue } from './job-queue.js';
import { queueAlive, queueCounts } from './queue-health.js';

export function observeQueue(db: Db, queue: JobQueue): void {
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
}
