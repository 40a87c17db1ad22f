// GET /api/me/host/important-dates: the dashboard's Important Dates panel (HOM-006, HOM-013) on a real database: the
// host's own trips only, from today on, in date order, paged by keyset; other groups are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp, type TestClient } from '../../testing/test-app.js';

type Dated = { id: string; tripId: string; tripName: string; key: string; date: string };
type Page<T> = { items: T[]; nextCursor: string | null };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = TEST_NOW.toISOString().slice(0, 10);

async function all(client: TestClient, limit = 200): Promise<Dated[]> {
  const items: Dated[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await client.request<Page<Dated>>('GET', `/api/me/host/important-dates?${query}`);
    expect(res.status, res.body.error).toBe(200);
    items.push(...(res.body.data?.items ?? []));
    cursor = res.body.data?.nextCursor ?? null;
  } while (cursor);
  return items;
}

async function tripIdsOf(client: TestClient): Promise<Set<string>> {
  const res = await client.request<Page<{ id: string }>>('GET', '/api/me/trips?limit=200');
  return new Set(res.body.data?.items.map((i) => i.id));
}

describe('GET /api/me/host/important-dates', () => {
  it('[HOM-013] [HOM-006] a host reads the important dates of their own trips only, from today on, in date order', async () => {
    const host = await t.signedIn('host@caravan.test');
    const dates = await all(host);
    expect(dates.length).toBeGreaterThan(0);
    const own = await tripIdsOf(host);
    expect(dates.every((d) => own.has(d.tripId))).toBe(true);
    expect(dates.every((d) => d.date >= today)).toBe(true);
    const sorted = [...dates].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
    expect(dates.map((d) => d.id)).toEqual(sorted.map((d) => d.id));
    expect(dates.map((d) => d.key)).toContain('trip-start');

    // Another host sees none of them (the policy's scope, not the caller's choice).
    const other = await all(await t.signedIn('tom.two@caravan.test'));
    const otherOwn = await tripIdsOf(await t.signedIn('tom.two@caravan.test'));
    expect(other.every((d) => otherOwn.has(d.tripId))).toBe(true);
    const hostOnly = dates.filter((d) => !otherOwn.has(d.tripId)).map((d) => d.id);
    expect(other.some((d) => hostOnly.includes(d.id))).toBe(false);
  });

  it('[HOM-013] pages by keyset: small pages read the same dates once each, in the same order', async () => {
    const host = await t.signedIn('host@caravan.test');
    const whole = await all(host);
    const paged = await all(host, 2);
    expect(paged.map((d) => d.id)).toEqual(whole.map((d) => d.id));
    const forged = await host.request('GET', '/api/me/host/important-dates?cursor=not-a-cursor');
    expect(forged.status).toBe(400);
  });

  it('[HOM-013] other groups and visitors are refused', async () => {
    for (const email of ['traveler@caravan.test', 'operator@caravan.test']) {
      const res = await (await t.signedIn(email)).request('GET', '/api/me/host/important-dates');
      expect(res.status, email).toBe(403);
    }
    expect((await t.anonymous().request('GET', '/api/me/host/important-dates')).status).toBe(401);
  });
});
