// POST /api/test/clock (issue 17 item 3): a server started in test mode moves its clock and runs the scheduler; a
// normal start has no such route, and production refuses the switch.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { trips } from '../db/schema/index.js';
import { seedDemoData } from '../db/seed/seed.js';
import { type App, createApp } from '../http/app.js';
import { schedulingFor } from '../scheduler/runtime.js';
import { buildWorld } from '../services/test-world.js';
import { openTestDatabase } from '../testing/test-database.js';

const dirs: string[] = [];
const closers: (() => Promise<void>)[] = [];
/** The API as server.ts wires it (schedulingFor, then createApp), in-process on a fresh database. */
async function start(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'caravan-clock-'));
  dirs.push(dir);
  const config = loadConfig({ OUTBOX_DIR: join(dir, 'outbox'), NODE_ENV: 'test', ...env });
  const database = await openTestDatabase();
  if (config.SEED_DEMO) await seedDemoData(database.db);
  const scheduling = schedulingFor(config, database);
  await scheduling.open();
  const app = createApp({ database, config, ...scheduling.deps });
  await scheduling.start();
  closers.push(async () => {
    await scheduling.stop();
    await database.close();
  });
  return { app, db: database.db, outbox: join(dir, 'outbox') };
}
const post = (app: App, body: unknown) =>
  app.request('/api/test/clock', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body: JSON.stringify(body),
  });

type Answer = { code?: string; data: { now: string; applied: Record<string, number> } };
const json = async (res: Response): Promise<Answer> => (await res.json()) as Answer;

afterAll(async () => {
  for (const close of closers) await close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the test clock', () => {
  // Two minutes: the run at 2030 applies every rule due across the demo data, each e-mail through the job queue.
  it('[MKT-012] in test mode, moves the server clock and runs the scheduler: a scheduled launch goes live', async () => {
    const { app, db, outbox } = await start({ CARAVAN_TEST_CLOCK: 'true' });
    const w = await buildWorld(db);
    const launchDate = new Date('2030-02-01T14:00:00Z');
    await db.update(trips).set({ status: 'host-approved', launchDate }).where(eq(trips.id, w.trip.t1));

    const early = await post(app, { setTo: '2030-02-01T13:00:00Z' });
    expect(early.status).toBe(200);
    expect((await json(early)).data.now).toBe('2030-02-01T13:00:00.000Z');
    expect((await db.select().from(trips).where(eq(trips.id, w.trip.t1)))[0]?.status).toBe('host-approved');

    const moved = await post(app, { advanceBy: 60 * 60 * 1000 });
    const body = await json(moved);
    expect(body.data.now).toBe('2030-02-01T14:00:00.000Z');
    expect(body.data.applied['trip-launch']).toBeGreaterThanOrEqual(1);
    expect((await db.select().from(trips).where(eq(trips.id, w.trip.t1)))[0]?.status).toBe('live');
    const subjects = readdirSync(outbox)
      .filter((n) => n.endsWith('.json'))
      .map((n) => JSON.parse(readFileSync(join(outbox, n), 'utf8')).subject);
    expect(subjects).toContain('Fixture trip of host is live');

    const bad = await post(app, { advanceBy: 1, setTo: '2030-01-01T00:00:00Z' });
    expect(bad.status).toBe(400);
  }, 120_000);

  it('[MKT-012] a normal start has no test clock: the route answers 404', async () => {
    const { app } = await start({ SEED_DEMO: 'false' });
    const res = await post(app, { advanceBy: 1000 });
    expect(res.status).toBe(404);
    expect((await json(res)).code).toBe('NOT_FOUND');
  });

  it('[MKT-012] production refuses the test clock at boot', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CARAVAN_TEST_CLOCK: 'true' })).toThrow(/CARAVAN_TEST_CLOCK/);
    expect(loadConfig({ NODE_ENV: 'production' }).CARAVAN_TEST_CLOCK).toBe(false);
  });
});
