// The per-role permissions the spec leaves open, as decided in auth/policy.ts (HAP-090), on a real database: a co-host
// reads their primary host's trips and home but writes nothing; the primary host's same write goes through.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { links, trips } from '../../db/schema/index.js';
import { DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tripName = async (id: string) =>
  (await t.database.db.select({ name: trips.name }).from(trips).where(eq(trips.id, id)))[0]?.name;

describe('secondary roles only read', () => {
  it("[HAP-090] a co-host reads the primary host's trip, but their edit is refused and changes nothing; the host's own edit is saved", async () => {
    const id = DEMO_TRIP_IDS.hostApproved;
    const cohost = await t.signedIn('cohost@caravan.test');
    const host = await t.signedIn('host@caravan.test');
    const read = await cohost.request<{ id: string; name: string }>('GET', `/api/me/trips/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.data?.name).toBe(await tripName(id));

    const before = await tripName(id);
    const refused = await cohost.request('POST', `/api/me/trips/${id}`, { name: 'Renamed by the co-host' });
    expect(refused.status).toBe(403);
    expect(await tripName(id)).toBe(before);

    const saved = await host.request('POST', `/api/me/trips/${id}`, { name: 'Renamed by the host' });
    expect(saved.status, saved.body.error).toBe(200);
    expect(await tripName(id)).toBe('Renamed by the host');
  });

  it('[HAP-090] a co-host creates no link of their own; the primary host does', async () => {
    const count = async () =>
      (await t.database.db.select().from(links).where(eq(links.hostId, DEMO_USER_IDS.cohost))).length;
    const before = await count();
    const cohost = await t.signedIn('cohost@caravan.test');
    const res = await cohost.request('POST', '/api/me/links', {
      linkType: 'survey',
      path: `hap-cohost-${Date.now()}`,
      destination: 'https://example.com/c',
    });
    expect(res.status).toBe(403);
    expect(await count()).toBe(before);
    const host = await t.signedIn('host@caravan.test');
    const made = await host.request<{ id: string }>('POST', '/api/me/links', {
      linkType: 'survey',
      path: `hap-host-${Date.now()}`,
      destination: 'https://example.com/h',
    });
    expect(made.status, made.body.error).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(links)
      .where(eq(links.id, made.body.data?.id ?? ''));
    expect(row?.hostId).toBe(DEMO_USER_IDS.host);
  });
});
