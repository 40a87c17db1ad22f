// The webhook job (MKT-053): a delivery row's id, written in the transaction that caused the event and sent after commit
// by a worker that signs the body, POSTs it with a time-out, logs the attempt and schedules the next one with backoff.
import { createHmac, randomBytes } from 'node:crypto';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMEOUT_MS,
  signatureHeaderOf,
  signedContentOf,
  webhookRetryDelaySeconds,
} from '@caravan/domain';
import { eq, sql } from 'drizzle-orm';
import { type Db as JobDb, type Job, type PgBoss, fromDrizzle } from 'pg-boss';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { webhookDeliveries, webhookEndpoints } from '../db/schema/index.js';
import { JOB_EXPIRE_SECONDS, QUEUE_POLLING_INTERVAL_SECONDS, QUEUES, WEBHOOK_BATCH_SIZE } from './queue.constants.js';

export const hmacSha256Hex = (secret: string, content: string) =>
  createHmac('sha256', secret).update(content).digest('hex');

/** DECIDE: a secret is 32 random bytes as hex behind `whsec_`: 256 bits, the HMAC's own strength, recognisable when pasted. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

const webhookJobSchema = z.object({ deliveryId: z.uuid() });

/** A drizzle database or transaction, as a job is written with. */
interface Executor {
  execute(query: unknown): Promise<unknown>;
}

export interface WebhookQueueOptions {
  /** The receiver's time limit (tests shorten it). */
  timeoutMs?: number;
  /** Wall-clock time for signatures and the next attempt: a receiver checks `t` against its own real clock. */
  now?: () => Date;
}

export interface WebhookQueue {
  /** Writes the delivery's job with `tx`: it exists only if `tx` commits, and is sent after. */
  write(tx: Executor, deliveryId: string): Promise<void>;
  /** Sends the delivery again now (the owner's "send again", a new delivery row). */
  sendNow(deliveryId: string): Promise<void>;
  /** Handles every webhook job ready now in this process; `includeDeferred` takes retries waiting out their backoff. */
  drain(options?: { includeDeferred?: boolean }): Promise<number>;
}

export function createWebhookQueue(boss: PgBoss, db: Db, options: WebhookQueueOptions = {}) {
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;

  /** One attempt of one delivery; answers normally whatever the receiver did (the row holds the outcome). */
  async function attempt(data: unknown): Promise<void> {
    const parsed = webhookJobSchema.safeParse(data);
    if (!parsed.success) return;
    const [row] = await db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, parsed.data.deliveryId))
      .limit(1);
    // Already delivered or given up (a repeated job), or its endpoint removed since: nothing to send.
    if (row?.delivery.status !== 'pending' || row.endpoint.disabled) return;
    const { delivery, endpoint } = row;
    const body = JSON.stringify({
      id: delivery.id,
      event: delivery.event,
      createdAt: delivery.createdAt.toISOString(),
      data: delivery.payload,
    });
    const t = Math.floor(now().getTime() / 1000);
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Caravan-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeaderOf(t, hmacSha256Hex(endpoint.secret, signedContentOf(t, body))),
          [WEBHOOK_DELIVERY_HEADER]: delivery.id,
          [WEBHOOK_EVENT_HEADER]: delivery.event,
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      statusCode = response.status;
      await response.body?.cancel().catch(() => {});
    } catch (cause) {
      error =
        cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError')
          ? `No answer within ${Math.round(timeoutMs / 1000)} s`
          : 'Could not connect';
    }
    const responseMs = Math.round(performance.now() - started);
    const attempts = delivery.attempts + 1;
    const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
    const retry = !ok && attempts < WEBHOOK_MAX_ATTEMPTS;
    const delay = webhookRetryDelaySeconds(attempts);
    await db
      .update(webhookDeliveries)
      .set({
        attempts,
        status: ok ? 'delivered' : retry ? 'pending' : 'failed',
        lastStatusCode: statusCode,
        lastResponseMs: responseMs,
        lastError: ok ? null : (error ?? `Answered ${statusCode}`),
        nextAttemptAt: retry ? new Date(now().getTime() + delay * 1000) : null,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    // The next attempt is a job of its own held by pg-boss until its time (the domain's schedule, exactly as logged).
    if (retry) await boss.send(QUEUES.webhook, { deliveryId: delivery.id }, { startAfter: delay });
  }

  /** Each job of a batch at once: a hanging receiver holds only its own job, up to the time limit. */
  async function handle(jobs: readonly Job<unknown>[]) {
    const settled = await Promise.allSettled(jobs.map((job) => attempt(job.data)));
    return jobs.map((job, i) => {
      const outcome = settled[i];
      return outcome?.status === 'rejected'
        ? { id: job.id, status: 'failed' as const, output: { message: String(outcome.reason) } }
        : { id: job.id, status: 'completed' as const };
    });
  }

  let worker: string | undefined;
  const queue: WebhookQueue & { start(workers: boolean): Promise<void> } = {
    async start(workers) {
      // A crash mid-attempt is retried once by pg-boss; the schedule of attempts is the worker's own (above).
      await boss.createQueue(QUEUES.webhook, { retryLimit: 1, expireInSeconds: JOB_EXPIRE_SECONDS, notify: true });
      if (workers)
        worker = await boss.work(
          QUEUES.webhook,
          {
            pollingIntervalSeconds: QUEUE_POLLING_INTERVAL_SECONDS,
            notifyPollingIntervalSeconds: QUEUE_POLLING_INTERVAL_SECONDS,
            batchSize: WEBHOOK_BATCH_SIZE,
            perJobResults: true,
          },
          handle,
        );
    },
    async write(tx, deliveryId) {
      const jobDb: JobDb = fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql);
      await boss.send(QUEUES.webhook, { deliveryId }, { db: jobDb });
    },
    async sendNow(deliveryId) {
      await boss.send(QUEUES.webhook, { deliveryId });
      if (worker) boss.notifyWorker(worker);
    },
    async drain({ includeDeferred = false } = {}) {
      let handled = 0;
      for (;;) {
        const jobs = await boss.fetch<unknown>(QUEUES.webhook, {
          batchSize: WEBHOOK_BATCH_SIZE,
          ignoreStartAfter: includeDeferred,
        });
        if (jobs.length === 0) return handled;
        handled += jobs.length;
        for (const result of await handle(jobs)) {
          if (result.status === 'completed') await boss.complete(QUEUES.webhook, result.id);
          else await boss.fail(QUEUES.webhook, result.id, result.output);
        }
      }
    },
  };
  return queue;
}
