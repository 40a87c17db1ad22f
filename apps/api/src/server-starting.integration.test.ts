// The server's start: the port opens first and answers 503 while the database migrates; /api/ready turns 200 only
// once the migrations ran (issue 27, point 5).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config/config.js';
import { STARTING_RETRY_AFTER_SECONDS } from './http/starting.js';
import { type RunningServer, startServer } from './server.js';

let dataDir: string | undefined;
let server: RunningServer | undefined;

afterEach(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const answer = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
};

describe('starting the server', () => {
  it('[issue 27] answers 503 on every path before the migrations ran, and /api/ready 200 once they did', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'caravan-starting-'));
    // A fresh folder: nothing is migrated until startServer opens the database, after onListening returns.
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
    });
    const early: Record<string, Awaited<ReturnType<typeof answer>>> = {};
    server = await startServer(config, () => {}, {
      async onListening(url) {
        for (const path of ['/api/ready', '/api/health', '/api/public/trips', '/trips'])
          early[path] = await answer(`${url}${path}`);
      },
    });
    expect(early['/api/ready']).toEqual({
      status: 503,
      retryAfter: String(STARTING_RETRY_AFTER_SECONDS),
      body: { success: false, code: 'NOT_READY', error: expect.stringContaining('migrated') },
    });
    for (const path of ['/api/health', '/api/public/trips', '/trips'])
      expect(early[path], path).toMatchObject({ status: 503, body: { success: false, code: 'STARTING' } });

    expect(await answer(`${server.url}/api/ready`)).toMatchObject({
      status: 200,
      body: { success: true, data: { ready: true } },
    });
    expect((await answer(`${server.url}/api/health`)).status).toBe(200);
  }, 60_000);
});
