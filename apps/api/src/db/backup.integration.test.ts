// Issue 27 point 7 end to end: a booking made on a running server survives `npm run backup` and `npm run restore`
// (run as an operator runs them) into a fresh data folder, read back through the API of a server started on the restored folder.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { type RunningServer, startServer } from '../server.js';
import { TEST_NOW } from '../testing/test-app.js';
import { restoreDataFolder } from './backup.js';
import { trips } from './schema/index.js';
import { DEMO_TRIP_IDS } from './seed/demo-ids.js';

const snapshots = inject('databaseSnapshots');
const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const folders: string[] = [];
const servers: RunningServer[] = [];

async function freshDataDir(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'caravan-backup-'));
  folders.push(folder);
  return folder;
}

/** The built server as `npm start` runs it, on `dataDir`, its clock at the seeded world's today. */
async function serverOn(dataDir: string): Promise<RunningServer> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    OUTBOX_DIR: join(dataDir, 'outbox'),
    SEED_DEMO: 'false',
    SCHEDULER: 'false',
    CARAVAN_CLOCK_OFFSET_MS: String(TEST_NOW.getTime() - Date.now()),
  });
  const server = await startServer(config, () => {});
  servers.push(server);
  return server;
}

/** `npm run <script> -- ...args` as an operator runs it (its own process, so the data folder's lock applies). */
function npmRun(script: 'backup' | 'restore', args: string[], dataDir: string) {
  const { DATABASE_URL: _, ...env } = process.env;
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', script, '--', ...args],
      { cwd: REPO_ROOT, env: { ...env, DATA_DIR: dataDir } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** One JSON request as a browser on the server's own origin; keeps the session cookie it is given. */
function browser(server: RunningServer) {
  let cookie = '';
  return async (method: string, path: string, body?: object, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        origin: server.url,
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0] ?? '';
    return { status: res.status, body: (await res.json()) as { success: boolean; data?: Record<string, unknown> } };
  };
}

afterAll(async () => {
  for (const server of servers.splice(0)) await server.close().catch(() => {});
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

// The embedded database's own backup: on the PostgreSQL run the seeded world is a template database, not a PGlite
// dump to start the first server from, and PostgreSQL is backed up with pg_dump.
describe.skipIf(snapshots.kind !== 'pglite')('backup and restore of the embedded database', () => {
  it('a booking made before the backup is read through the API of a server started on the restored folder', async () => {
    // The seeded world, loaded into a data folder the way `npm run restore` loads a backup.
    const original = await freshDataDir();
    await restoreDataFolder(snapshots.seeded, join(original, 'pglite'));
    const first = await serverOn(original);
    // Room for one more traveler on the live trip (the seed fills it nearly).
    await first.database.db.update(trips).set({ maximumSpots: 200 }).where(eq(trips.id, DEMO_TRIP_IDS.live));
    const visitor = browser(first);
    const email = 'backup.reader@example.com';
    const password = 'kept-through-a-backup';
    const booked = await visitor(
      'POST',
      `/api/public/trips/${DEMO_TRIP_IDS.live}/bookings`,
      {
        package: 'standard',
        travelers: [{ firstName: 'Bea', lastName: 'Backup', email, room: 'shared' }],
        account: { password },
        payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
        termsAccepted: true,
      },
      { 'Idempotency-Key': 'backup-integration-booking' },
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const bookingId = String(booked.body.data?.bookingId);
    const orderId = String(booked.body.data?.orderId);

    // While the server runs, the backup is refused, with the reason.
    const file = join(original, 'caravan.tar.gz');
    const refused = await npmRun('backup', [file], original);
    expect(refused).toMatchObject({ code: 1, output: expect.stringMatching(/Stop that Caravan server first/) });
    await first.close();
    servers.splice(servers.indexOf(first), 1);

    const backup = await npmRun('backup', [file], original);
    expect(backup, backup.output).toMatchObject({ code: 0 });
    const restored = await freshDataDir();
    expect(await npmRun('restore', [file], restored)).toMatchObject({ code: 0 });
    // A folder that holds a database is not overwritten without --force.
    const again = await npmRun('restore', [file], restored);
    expect(again).toMatchObject({ code: 1, output: expect.stringMatching(/already holds a database.*--force/) });

    const second = await serverOn(restored);
    const traveler = browser(second);
    expect((await traveler('POST', '/api/authentication/login', { email, password })).status).toBe(200);
    const read = await traveler('GET', `/api/me/bookings/${bookingId}`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(JSON.stringify(read.body.data)).toContain(orderId);
    // Two server starts and four processes of tsx: minutes on a loaded 2-core machine.
  }, 240_000);
});
