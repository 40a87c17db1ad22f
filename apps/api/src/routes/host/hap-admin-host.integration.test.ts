// The admin's host reads on a real database: a user's host record by user id (HAP-030) and the metadata variants of
// the record bases, id/name lists of the same records (HAP-018).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosts } from '../../db/schema/index.js';
import { DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';

type Page<T> = { items: T[]; nextCursor: string | null };

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin@caravan.test');
});
afterAll(() => t.close());

async function every<T>(client: TestClient, base: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const sep = base.includes('?') ? '&' : '?';
    const res: { status: number; body: { data?: Page<T> } } = await client.request<Page<T>>(
      'GET',
      `${base}${sep}limit=100${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.status, base).toBe(200);
    items.push(...(res.body.data?.items ?? []));
    cursor = res.body.data?.nextCursor ?? null;
  } while (cursor);
  return items;
}

describe('GET api/admin/hosts/user/{id}', () => {
  it("[HAP-030] the admin reads a user's host record by the user's id, as it stands in the database", async () => {
    await t.database.db
      .update(hosts)
      .set({ level: 2, bio: 'Edited by a test.' })
      .where(eq(hosts.userId, DEMO_USER_IDS.host2));
    const res = await admin.request<{ userId: string; level: number; bio: string | null }>(
      'GET',
      `/api/admin/hosts/user/${DEMO_USER_IDS.host2}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ userId: DEMO_USER_IDS.host2, level: 2, bio: 'Edited by a test.' });
    const zoe = await admin.request<{ level: number }>('GET', `/api/admin/hosts/user/${DEMO_USER_IDS.hostLevel0}`);
    expect(zoe.body.data?.level).toBe(0);
  });

  it('[HAP-030] a user who is no host answers 404; a malformed id 400; only the admin may ask', async () => {
    const [traveler] = await every<{ value: string; label: string }>(admin, '/api/metadata/listUsers').then((u) =>
      u.filter((x) => x.label === 'traveler@caravan.test'),
    );
    expect(traveler).toBeDefined();
    expect((await admin.request('GET', `/api/admin/hosts/user/${traveler?.value}`)).status).toBe(404);
    expect((await admin.request('GET', '/api/admin/hosts/user/not-a-uuid')).status).toBe(400);
    for (const email of ['host@caravan.test', 'operator@caravan.test']) {
      const client = await t.signedIn(email);
      const res = await client.request('GET', `/api/admin/hosts/user/${DEMO_USER_IDS.host}`);
      expect(res.status, email).toBe(403);
      expect(res.body.data).toBeUndefined();
    }
  });
});

describe('the metadata variants', () => {
  it('[HAP-018] api/metadata/hosts lists the same hosts as api/admin/hosts, as {value: id, label: name}', async () => {
    const full = await every<{ userId: string; displayName: string | null }>(admin, '/api/admin/hosts');
    const meta = await every<{ value: string; label: string }>(admin, '/api/metadata/hosts');
    expect(meta.map((m) => m.value).sort()).toEqual(full.map((h) => h.userId).sort());
    for (const m of meta) expect(m.label.length, m.value).toBeGreaterThan(0);
    // A renamed host's label follows the record.
    await t.database.db.update(hosts).set({ displayName: 'Renamed Host' }).where(eq(hosts.userId, DEMO_USER_IDS.host));
    const renamed = await every<{ value: string; label: string }>(admin, '/api/metadata/hosts');
    expect(renamed.find((m) => m.value === DEMO_USER_IDS.host)?.label).toBe('Renamed Host');
  });

  it('[HAP-018] api/metadata/itineraries lists the itineraries the caller may see; hosts and users are admin-only', async () => {
    const host = await t.signedIn('host@caravan.test');
    const meta = await every<{ value: string; label: string }>(host, '/api/metadata/itineraries');
    expect(meta.length).toBeGreaterThan(0);
    expect(new Set(meta.map((m) => m.value)).size).toBe(meta.length);
    expect(meta.every((m) => m.label.length > 0)).toBe(true);
    expect((await host.request('GET', '/api/metadata/hosts')).status).toBe(403);
    expect((await host.request('GET', '/api/metadata/listUsers')).status).toBe(403);
  });
});
