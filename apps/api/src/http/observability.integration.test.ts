// Logs, request ids and metrics (issue 27 point 5): JSON lines carrying the request's id, one access line per request
// with its route pattern and never a secret, and /metrics behind its token.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.js';
import { DEMO_TRIP_IDS } from '../db/seed/demo-ids.js';
import { createMemoryMailer } from '../email/mailer.js';
import { createLogger, REDACTED } from '../observability/logger.js';
import { registerQueueMetrics } from '../observability/metrics.js';
import { REQUEST_ID_HEADER } from '../observability/request-log.js';
import { type JobQueue, createJobQueue } from '../queue/job-queue.js';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { TEST_NOW } from '../testing/test-app.js';
import { createApp } from './app.js';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const ORIGIN = 'http://localhost';

let database: TestDatabase;
let lines: Record<string, unknown>[];
let app: ReturnType<typeof createApp>;
let queue: JobQueue;

/** A logger writing into `lines`, at info, as the server logs. */
function capturingLogger() {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return createLogger({ level: 'info' }, sink);
}

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  lines = [];
  // Started: the booking and the password reset below write their e-mails as jobs.
  queue = createJobQueue({ database, mailer: createMemoryMailer(), workers: false });
  await queue.start();
  app = createApp({
    database,
    queue,
    config: { TRUST_PROXY: true, NODE_ENV: 'test', METRICS_TOKEN: TOKEN },
    now: () => TEST_NOW,
    logger: capturingLogger(),
    rateLimits: { auth: { limit: 100_000 } },
  });
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

const request = (path: string, init: RequestInit = {}) =>
  app.request(path, { ...init, headers: { origin: ORIGIN, ...(init.headers as Record<string, string>) } });
const accessLines = () => lines.filter((l) => l.msg === 'request');

describe('request ids and the access log', () => {
  it('[issue 27] every answer carries an X-Request-Id: a sane incoming one is kept, anything else replaced', async () => {
    const kept = await request('/api/health', { headers: { [REQUEST_ID_HEADER]: 'trace-abc.123:4' } });
    expect(kept.headers.get(REQUEST_ID_HEADER)).toBe('trace-abc.123:4');
    for (const insane of ['has space', 'x'.repeat(129), 'line\u2028break', '{"json":1}']) {
      const res = await request('/api/health', { headers: { [REQUEST_ID_HEADER]: encodeURI(insane) } });
      const id = res.headers.get(REQUEST_ID_HEADER) ?? '';
      if (encodeURI(insane) !== insane || insane.length > 128) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const fresh = await request('/api/health');
    expect(fresh.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect((await request('/api/nope')).headers.get(REQUEST_ID_HEADER)).toBeTruthy();
  });

  it('[issue 27] one JSON access line per request: method, route pattern, status, duration, user id, the request id', async () => {
    const login = await request('/api/authentication/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'traveler@caravan.test', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    lines.length = 0;
    const res = await request(`/api/me/trips/${DEMO_TRIP_IDS.live}?note=secret-in-query`, {
      headers: { cookie, [REQUEST_ID_HEADER]: 'req-one' },
    });
    const access = accessLines();
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      level: 'info',
      requestId: 'req-one',
      method: 'GET',
      route: '/api/me/trips/:id',
      status: res.status,
      userId: expect.any(String),
      service: 'caravan',
    });
    expect(typeof access[0]?.durationMs).toBe('number');
    expect(typeof access[0]?.time).toBe('string');
    // The raw URL (ids, query) is not the route, and the query never reaches the log.
    expect(JSON.stringify(lines)).not.toContain('secret-in-query');
    expect(JSON.stringify(lines)).not.toContain(DEMO_TRIP_IDS.live);
    // Anonymous and unmatched requests are logged too, without a user.
    lines.length = 0;
    await request('/api/no-such-thing');
    expect(accessLines()[0]).toMatchObject({ route: 'unmatched', status: 404 });
    expect(accessLines()[0]).not.toHaveProperty('userId');
  });

  it('[issue 27] never logs a password, a token, a cookie or card data: the redaction list covers them', async () => {
    lines.length = 0;
    await request('/api/authentication/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'caravan_session=stolen-cookie-value' },
      body: JSON.stringify({ email: 'traveler@caravan.test', password: 'the-wrong-password-123' }),
    });
    const text = JSON.stringify(lines);
    for (const secret of ['the-wrong-password-123', 'stolen-cookie-value']) expect(text).not.toContain(secret);
    // A caller that hands the logger a secret by mistake still gets it redacted.
    lines.length = 0;
    const logger = capturingLogger();
    logger.info(
      {
        password: 'p1',
        cardToken: 'tok_visa',
        account: { password: 'p2', newPassword: 'p3' },
        payment: { cardNumber: '4242424242424242', cvc: '123', cardToken: 'tok_x' },
        headers: { authorization: 'Bearer abc', cookie: 'c=1', 'set-cookie': 'c=2' },
        token: 'reset-token',
      },
      'careless',
    );
    const careless = JSON.stringify(lines);
    for (const secret of [
      'p1',
      'p2',
      'p3',
      'tok_visa',
      'tok_x',
      '4242424242424242',
      '"123"',
      'Bearer abc',
      'c=1',
      'c=2',
    ])
      expect(careless).not.toContain(secret);
    expect(careless).not.toContain('reset-token');
    expect(careless).toContain(REDACTED);
  });
});

describe('/metrics', () => {
  it('[issue 27] answers 401 without the bearer token, and the Prometheus text with it', async () => {
    expect((await request('/metrics')).status).toBe(401);
    expect((await request('/metrics', { headers: { authorization: 'Bearer wrong-token' } })).status).toBe(401);
    const ok = await request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('text/plain');
  });

  it('[issue 27] request durations by route pattern and status, bookings and payments, pool use, the queue hook', async () => {
    await request(`/api/public/trips/${DEMO_TRIP_IDS.live}`);
    registerQueueMetrics(() => [{ queue: 'email', depth: 3, failed: 1 }]);
    const text = await (await request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    expect(text).toMatch(
      /caravan_http_request_duration_seconds_count\{method="GET",route="\/api\/public\/trips\/:slug",status="\d{3}"\} \d+/,
    );
    expect(text).not.toContain(DEMO_TRIP_IDS.live);
    expect(text).toContain('# TYPE caravan_bookings_created_total counter');
    expect(text).toContain('# TYPE caravan_payments_total counter');
    // PGlite: one connection, always.
    expect(text).toContain('caravan_db_pool_connections{state="total"} 1');
    expect(text).toContain('caravan_queue_depth{queue="email"} 3');
    expect(text).toContain('caravan_queue_failed{queue="email"} 1');
    registerQueueMetrics(() => []);
  });

  it('[issue 27] a booking made and its first payment are counted', async () => {
    const scrape = async () => (await request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    const figure = (text: string, series: RegExp) => Number(series.exec(text)?.[1] ?? 0);
    const bookingsOf = (text: string) => figure(text, /^caravan_bookings_created_total\{status="confirmed"\} (\d+)/m);
    const cardPaymentsOf = (text: string) => figure(text, /^caravan_payments_total\{method="credit-card"\} (\d+)/m);
    const before = await scrape();
    const res = await request(`/api/public/trips/${DEMO_TRIP_IDS.live}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'observability-booking-1' },
      body: JSON.stringify({
        package: 'standard',
        travelers: [{ firstName: 'Mia', lastName: 'Metrics', email: 'mia.metrics@example.com', room: 'shared' }],
        account: { password: 'counted-once-please' },
        payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
        termsAccepted: true,
      }),
    });
    expect(res.status).toBe(201);
    const after = await scrape();
    expect(bookingsOf(after) - bookingsOf(before)).toBe(1);
    expect(cardPaymentsOf(after) - cardPaymentsOf(before)).toBe(1);
    // The booking's body (password, card token) never reached the log.
    expect(JSON.stringify(lines)).not.toContain('counted-once-please');
    expect(JSON.stringify(lines)).not.toContain('tok_visa');
  });

  it('[issue 27] without METRICS_TOKEN there is no /metrics: a JSON 404', async () => {
    const bare = createApp({
      database,
      queue: createJobQueue({ database, mailer: createMemoryMailer(), workers: false }),
      config: { TRUST_PROXY: true, NODE_ENV: 'test' },
      now: () => TEST_NOW,
    });
    const res = await bare.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
