// npm start's process: first start migrates and seeds, a second start keeps the data, a second process is refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/fixtures.js';
import { startCaravan } from './support/server.js';

const dataDir = mkdtempSync(join(tmpdir(), 'caravan-boot-'));
test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test.describe('booting on an embedded database', () => {
  // Two Caravan processes start and stop in the first test: more than the default time on a loaded machine.
  test.describe.configure({ timeout: 180_000 });
  test('migrates and seeds on first start, keeps data on the second, and refuses a second process on the folder', async () => {
    const first = await startCaravan({}, { dataDir });
    expect(first.output()).toContain('first start: demo data loaded');
    // Which database it runs on, and on the embedded one how to switch (issue 18 item 6).
    expect(first.output()).toMatch(/PGlite[\s\S]*set DATABASE_URL=postgres:\/\/[\s\S]*\(database: pglite\)/);
    const health = await (await fetch(`${first.url}/api/health`)).json();
    expect(health).toMatchObject({ success: true, data: { status: 'ok', database: { kind: 'pglite', ok: true } } });

    await expect(startCaravan({}, { dataDir })).rejects.toThrow(/already open in another Caravan process/);

    await first.stop();
    const second = await startCaravan({}, { dataDir });
    expect(second.output()).not.toContain('first start');
    const login = await fetch(`${second.url}/api/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@caravan.test', password: 'caravan-demo' }),
    });
    expect(login.status).toBe(200);
    await second.stop();
  });

  test('answers an unknown API path and a malformed login body with the error envelope', async ({
    caravan: server,
  }) => {
    {
      const nope = await fetch(`${server.url}/api/nope`);
      expect(nope.status).toBe(404);
      expect(await nope.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      const bad = await fetch(`${server.url}/api/authentication/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email": 42',
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ success: false });
    }
  });
});
