// Prometheus metrics (prom-client): request durations per app, business counters and the queue's hook per process.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What a database's pool holds now; PGlite is one connection, always. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/** One queue's figures, as the job queue reports them when scraped. */
export interface QueueStats {
  queue: string;
  /** Jobs waiting to run (created or retrying). */
  depth: number;
  /** Jobs that failed for good (out of retries). */
  failed: number;
}

/** The process's own metrics: what services count wherever they run, and what the job queue reports. */
const processRegistry = new Registry();

const bookingsCreated = new Counter({
  name: 'caravan_bookings_created_total',
  help: 'Bookings created, by the status they were created in',
  labelNames: ['status'] as const,
  registers: [processRegistry],
});
const paymentsRecorded = new Counter({
  name: 'caravan_payments_total',
  help: 'Payments recorded on bookings, by method',
  labelNames: ['method'] as const,
  registers: [processRegistry],
});
const paymentsMinor = new Counter({
  name: 'caravan_payments_amount_minor_total',
  help: 'Sum of recorded payments in minor units, by currency',
  labelNames: ['currency'] as const,
  registers: [processRegistry],
});

/** Counts a booking once it is committed. */
export const countBookingCreated = (status: string) => bookingsCreated.inc({ status });

/** Counts a payment recorded on a booking. */
export function countPayment(method: string, amountMinor: number, currency: string): void {
  paymentsRecorded.inc({ method });
  paymentsMinor.inc({ currency }, amountMinor);
}

let queueCollect: (() => QueueStats[] | Promise<QueueStats[]>) | undefined;

/**
 * The job queue's hook: `collect` is called on every scrape of /metrics and its figures become the
 * `caravan_queue_depth` and `caravan_queue_failed` gauges, one series per queue. A later call replaces the earlier.
 */
export function registerQueueMetrics(collect: () => QueueStats[] | Promise<QueueStats[]>): void {
  queueCollect = collect;
}

/** Forgets the registered queue (a server that stopped): the gauges read no queue until one registers again. */
export function unregisterQueueMetrics(): void {
  queueCollect = undefined;
}

/** One read of the queue per scrape, shared by its two gauges. */
let pendingQueueRead: Promise<QueueStats[]> | undefined;
const readQueue = () => {
  pendingQueueRead ??= Promise.resolve(queueCollect ? queueCollect() : []).finally(() => {
    pendingQueueRead = undefined;
  });
  return pendingQueueRead;
};
for (const [name, help, field] of [
  ['caravan_queue_depth', 'Jobs waiting to run, by queue', 'depth'],
  ['caravan_queue_failed', 'Jobs failed for good, by queue', 'failed'],
] as const) {
  new Gauge({
    name,
    help,
    labelNames: ['queue'] as const,
    registers: [processRegistry],
    async collect() {
      this.reset();
      for (const stats of await readQueue()) this.set({ queue: stats.queue }, stats[field]);
    },
  });
}

let defaultsCollected = false;
/** Node's own metrics (memory, event loop lag, GC), once per process: the server turns them on at boot. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: processRegistry, prefix: 'caravan_' });
}

/** DECIDE: buckets from 5 ms to 10 s: reads sit at a few ms, a booking with its charge takes seconds under load. */
export const DURATION_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface AppMetrics {
  /** Records one answered request under its route pattern (never the raw URL: ids would explode the series). */
  observeRequest(input: { method: string; route: string; status: number; seconds: number }): void;
  /** The exposition text of this app's and the process's metrics, and its content type. */
  scrape(): Promise<{ body: string; contentType: string }>;
}

/** An app's metrics: its request histogram and its database's pool, beside the process's. */
export function createAppMetrics(pool: () => PoolUse): AppMetrics {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'caravan_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS_SECONDS,
    registers: [registry],
  });
  new Gauge({
    name: 'caravan_db_pool_connections',
    help: 'Database connections by state: total open, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = pool();
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  return {
    observeRequest: ({ method, route, status, seconds }) =>
      duration.observe({ method, route, status: String(status) }, seconds),
    async scrape() {
      const merged = Registry.merge([processRegistry, registry]);
      return { body: await merged.metrics(), contentType: merged.contentType };
    },
  };
}
