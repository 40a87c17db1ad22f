// GET /api/health answers 503 naming what is down (the database, the job queue), 200 otherwise; GET /api/ready 503
// until the migrations ran; probes and unknown server paths answer a JSON 404, never the portal's page (issue 27).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createMemoryMailer } from '../email/mailer.js';
import { createApp } from '../http/app.js';
import { servePortal } from '../http/portal-delivery.js';
import { registerQueueHealth, unregisterHealthCheck } from '../observability/health-checks.js';
import { PORTAL_DIST } from '../paths.js';
import { createJobQueue } from '../queue/job-queue.js';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { TEST_NOW } from '../testing/test-app.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ seeded: false });
});
afterAll(() => database.close());

const appOn = (db: Database, extra: { migrated?: () => boolean } = {}) =>
  createApp({
    database: db,
    queue: createJobQueue({ database: db, mailer: createMemoryMailer(), workers: false }),
    config: { TRUST_PROXY: true, NODE_ENV: 'test' },
    now: () => TEST_NOW,
    ...extra,
  });
const get = async (app: ReturnType<typeof appOn>, path: string) => {
  const res = await app.request(path);
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: (await res.json()) as { error: string; fields: Record<string, string> },
  };
};

describe('GET /api/health', () => {
  it('[issue 27] answers 200 with the database when everything is up', async () => {
    const res = await get(appOn(database), '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { status: 'ok', database: { kind: database.kind, ok: true } },
    });
  });

  it('[issue 27] answers 503 naming the database when it does not answer select 1', async () => {
    const broken: Database = {
      ...database,
      db: { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Database['db'],
    };
    const res = await get(appOn(broken), '/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, code: 'UNHEALTHY', fields: { database: 'connection refused' } });
    expect(res.body.error).toContain('database');
  });

  it('[issue 27] answers 503 when the database hangs past the time-out', async () => {
    const hanging: Database = {
      ...database,
      db: { execute: () => new Promise(() => {}) } as unknown as Database['db'],
    };
    const res = await get(appOn(hanging), '/api/health');
    expect(res.status).toBe(503);
    expect(res.body.fields.database).toMatch(/no answer within \d+ ms/);
  });

  it('[issue 27] answers 503 naming the queue when the queue hook says it is down', async () => {
    registerQueueHealth(async () => ({ ok: false, reason: 'workers stopped' }));
    try {
      const res = await get(appOn(database), '/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'UNHEALTHY', fields: { queue: 'workers stopped' } });
      expect(res.body.fields).not.toHaveProperty('database');
      registerQueueHealth(async () => ({ ok: true }));
      expect((await get(appOn(database), '/api/health')).status).toBe(200);
    } finally {
      unregisterHealthCheck('queue');
    }
  });
});

describe('GET /api/ready', () => {
  it('[issue 27] answers 503 until the migrations ran, 200 after', async () => {
    let migrated = false;
    const app = appOn(database, { migrated: () => migrated });
    const before = await get(app, '/api/ready');
    expect(before).toMatchObject({ status: 503, body: { success: false, code: 'NOT_READY' } });
    migrated = true;
    expect(await get(app, '/api/ready')).toMatchObject({ status: 200, body: { success: true, data: { ready: true } } });
  });
});

const built = existsSync(join(PORTAL_DIST, 'index.html')) && existsSync(join(PORTAL_DIST, '.vite/manifest.json'));

describe.skipIf(!built)('unknown server paths beside the portal', () => {
  it('[issue 27] /metrics (disabled), /healthz, /readyz and unknown /api/ paths answer a JSON 404; portal paths the page', async () => {
    const app = appOn(database);
    servePortal(app, PORTAL_DIST, readFileSync(join(PORTAL_DIST, 'index.html'), 'utf8'));
    for (const path of ['/metrics', '/healthz', '/readyz', '/livez', '/api/nope', '/api/me/nothing/here']) {
      const res = await get(app, path);
      expect({ path, status: res.status, type: res.type }).toEqual({
        path,
        status: 404,
        type: expect.stringContaining('application/json'),
      });
      expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    const page = await app.request('/app/traveler');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });
});
