// GET /api/me/host/user, the host shell's one read (HAP-001): a host reads their own record only, with the level and
// status the shell's level card and sidebar action are decided from (LVL-009..011); no record answers 404.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosts } from '../../db/schema/hosts.js';
import { DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

type HostRecord = { userId: string; level: number; status: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/me/host/user', () => {
  it("[HAP-001] [LVL-009] each host reads their own record: the level and status the shell's rules take", async () => {
    for (const [email, userId, level, status] of [
      ['host@caravan.test', DEMO_USER_IDS.host, 3, 'launched'],
      ['host2@caravan.test', DEMO_USER_IDS.host2, 1, 'planning'],
      ['zoe.zero@caravan.test', DEMO_USER_IDS.hostLevel0, 0, 'ready-to-qualify'],
    ] as const) {
      const client = await t.signedIn(email);
      const res = await client.request<HostRecord>('GET', '/api/me/host/user');
      expect(res.status, email).toBe(200);
      expect(res.body.data).toMatchObject({ userId, level, status });
    }
  });

  it('[HAP-001] another group has no host record to read: a traveler and an operator get 403', async () => {
    for (const email of ['traveler@caravan.test', 'operator@caravan.test']) {
      const res = await (await t.signedIn(email)).request('GET', '/api/me/host/user');
      expect(res.status, email).toBe(403);
      expect(res.body.data).toBeUndefined();
    }
  });

  it('[HAP-001] [HOM-004] a host without a host record gets 404 (the portal then shows the level-ZERO welcome)', async () => {
    await t.database.db.delete(hosts).where(eq(hosts.userId, DEMO_USER_IDS.hostLevel2));
    const res = await (await t.signedIn('tom.two@caravan.test')).request('GET', '/api/me/host/user');
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });

  it('[HAP-001] a visitor without a session is refused', async () => {
    const res = await t.anonymous().request('GET', '/api/me/host/user');
    expect(res.status).toBe(401);
  });
});
