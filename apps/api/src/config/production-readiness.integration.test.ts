// The boot itself: `npm start`'s path (loadConfig then startServer) refuses production on sandboxes before it opens
// anything, and starts with ALLOW_SANDBOX=true, saying which sandboxes it runs on.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server.js';
import { loadConfig } from './config.js';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'caravan-readiness-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const env = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SCHEDULER: 'false',
  ...extra,
});

describe('boot with NODE_ENV=production', () => {
  it('refuses to start with no settings, naming each missing one, and opens no database', async () => {
    const lines: string[] = [];
    const boot = startServer(loadConfig(env()), (l) => lines.push(l));
    await expect(boot).rejects.toThrow(/STRIPE_SECRET_KEY is not set/);
    await expect(boot).rejects.toThrow(/SMTP_URL is not set/);
    await expect(boot).rejects.toThrow(/ALLOW_SANDBOX=true/);
    expect(lines).toEqual([]);
  });

  it('starts with ALLOW_SANDBOX=true and says it runs on sandboxes', async () => {
    const lines: string[] = [];
    const server = await startServer(loadConfig(env({ ALLOW_SANDBOX: 'true' })), (l) => lines.push(l));
    try {
      expect(lines[0]).toMatch(/ALLOW_SANDBOX=true: production runs on sandboxes for payments; .*email/);
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      await server.close();
    }
    // A first start migrates a fresh embedded database: slow on a loaded machine.
  }, 180_000);
});
