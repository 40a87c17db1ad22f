// The host's My Trips (MKT-036): every trip the host works on, by status tab, paged without repeats, with the
// earnings of the Bookings tab's rule; another host's trips never appear and other groups are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp } from '../../testing/test-app.js';

type MyTrip = { id: string; status: string; statusLabel: string; tab: string; earnings: number; bookings: number };
type MyTripsPage = { items: MyTrip[]; nextCursor: string | null; counts: Record<string, number> };

let t: TestApp;
let host: TestClient;
let host2: TestClient;
let cohost: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  [host, host2, cohost] = await Promise.all([
    t.signedIn('host@caravan.test'),
    t.signedIn('host2@caravan.test'),
    t.signedIn('cohost@caravan.test'),
  ]);
});
afterAll(() => t.close());

/** Every page of My Trips for `query`, read `limit` at a time. */
async function everyPage(client: TestClient, query = '', limit = 2): Promise<{ items: MyTrip[]; pages: number }> {
  const items: MyTrip[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: Awaited<ReturnType<typeof client.request<MyTripsPage>>> = await client.request<MyTripsPage>(
      'GET',
      `/api/me/host/my-trips?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.status, res.body.error).toBe(200);
    items.push(...(res.body.data?.items ?? []));
    cursor = res.body.data?.nextCursor ?? null;
    pages += 1;
  } while (cursor);
  return { items, pages };
}

describe('GET /api/me/host/my-trips', () => {
  it("[MKT-036] lists every trip of the host, paged with no repeats, and none of another host's", async () => {
    const { items, pages } = await everyPage(host);
    const ids = items.map((i) => i.id);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(DEMO_TRIP_IDS.live);
    expect(ids).toContain(DEMO_TRIP_IDS.complete);
    for (const theirs of [DEMO_TRIP_IDS.pricingApproved, DEMO_TRIP_IDS.readyToConfirm, DEMO_TRIP_IDS.cancelled])
      expect(ids).not.toContain(theirs);
    const other = await everyPage(host2, '', 50);
    expect(other.items.map((i) => i.id).sort()).toEqual(
      [DEMO_TRIP_IDS.pricingApproved, DEMO_TRIP_IDS.readyToConfirm, DEMO_TRIP_IDS.cancelled].sort(),
    );
  });

  it('[MKT-036] lets a co-host see the trips they co-host', async () => {
    const { items } = await everyPage(cohost, '', 50);
    expect(items.map((i) => i.id)).toContain(DEMO_TRIP_IDS.live);
  });

  it('[MKT-036] [HOM-030] filters by status tab, and each tab count matches what the tab lists', async () => {
    const first = await host.request<MyTripsPage>('GET', '/api/me/host/my-trips?limit=1');
    const counts = first.body.data?.counts ?? {};
    const all = await everyPage(host, '', 50);
    expect(counts.all).toBe(all.items.length);
    for (const tab of ['requested', 'awaiting-you', 'selling', 'finished', 'cancelled']) {
      const { items } = await everyPage(host, `&tab=${tab}`, 50);
      expect(items.length, tab).toBe(counts[tab]);
      for (const item of items) expect(item.tab).toBe(tab);
    }
    const selling = await everyPage(host, '&tab=selling', 50);
    expect(selling.items.map((i) => i.status)).toContain('live');
    const live = selling.items.find((i) => i.id === DEMO_TRIP_IDS.live);
    expect(live?.statusLabel).toBe('Live');
  });

  it('[HOM-030] All lists requests first and cancelled trips last, tab group by tab group, across pages', async () => {
    const tabs = ['requested', 'awaiting-you', 'selling', 'finished', 'cancelled'];
    for (const client of [host, host2]) {
      const { items, pages } = await everyPage(client, '', 1);
      expect(pages).toBeGreaterThan(1);
      const ranks = items.map((i) => tabs.indexOf(i.tab));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
    // host2's trips by departure alone would not put the cancelled trip last.
    const other = await everyPage(host2, '', 1);
    expect(other.items.map((i) => i.tab)).toEqual(['awaiting-you', 'selling', 'cancelled']);
  });

  it('[MKT-036] shows the earnings the trip’s Bookings tab shows', async () => {
    const { items } = await everyPage(host, '', 50);
    for (const id of [DEMO_TRIP_IDS.live, DEMO_TRIP_IDS.confirmed]) {
      const row = items.find((i) => i.id === id);
      const card = await host.request<{ earnings: number }>('GET', `/api/me/host/trips/${id}/earnings`);
      expect(card.status).toBe(200);
      expect(row?.earnings).toBe(card.body.data?.earnings);
      expect(row?.bookings).toBeGreaterThan(0);
    }
  });

  it('[MKT-036] answers 400 for an unknown tab or a forged cursor, 403 for other groups, 401 signed out', async () => {
    expect((await host.request('GET', '/api/me/host/my-trips?tab=everything')).status).toBe(400);
    expect((await host.request('GET', '/api/me/host/my-trips?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
    expect((await host.request('GET', '/api/me/host/my-trips?colour=red')).status).toBe(400);
    for (const email of ['admin@caravan.test', 'operator@caravan.test', 'traveler@caravan.test']) {
      const other = await t.signedIn(email);
      expect((await other.request('GET', '/api/me/host/my-trips')).status, email).toBe(403);
    }
    expect((await t.anonymous().request('GET', '/api/me/host/my-trips')).status).toBe(401);
  });
});
