// The host home's calls by host id on a real database (HAP-020, HAP-023, HAP-024): a host reads their own home (a
// co-host their primary host's), another host's id answers 404, and the answers follow the trips as they change.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../db/schema/index.js';
import { DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { createTestApp, TEST_NOW, type TestApp, type TestClient, type TestResponse } from '../../testing/test-app.js';

type HomeTrip = {
  id: string;
  status: { text: string; colorScheme: string; tripStatus: string };
  group: string;
  steps: { stage: string; state: string }[];
  remainingSpots: number;
  link: string;
};
type Page<T> = { items: T[]; nextCursor: string | null };
type Progress = {
  level: number | null;
  tripCount: number;
  landingPath: string;
  welcome: { title: string; href: string };
};

let t: TestApp;
let host: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  host = await t.signedIn('host@caravan.test');
});
afterAll(() => t.close());

const today = TEST_NOW.toISOString().slice(0, 10);

async function allHomeTrips(client: TestClient, hostId: string, limit = 3): Promise<HomeTrip[]> {
  const items: HomeTrip[] = [];
  let cursor: string | null = null;
  do {
    const res: TestResponse<Page<HomeTrip>> = await client.request<Page<HomeTrip>>(
      'GET',
      `/api/me/host/${hostId}/home-trips?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.status, res.body.error).toBe(200);
    items.push(...(res.body.data?.items ?? []));
    cursor = res.body.data?.nextCursor ?? null;
  } while (cursor);
  return items;
}

const ownTripRows = () =>
  t.database.db.select({ id: trips.id, status: trips.status }).from(trips).where(eq(trips.hostId, DEMO_USER_IDS.host));

describe('GET api/me/host/{id}/home-trips', () => {
  it("[HAP-020] a host reads every one of their trips, paged, as home views: the badge, group and stepper follow each trip's status", async () => {
    const home = await allHomeTrips(host, DEMO_USER_IDS.host);
    const rows = await ownTripRows();
    expect(home.map((h) => h.id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(new Set(home.map((h) => h.id)).size).toBe(home.length);
    for (const h of home) {
      const row = rows.find((r) => r.id === h.id);
      expect(h.status.tripStatus).toBe(row?.status);
      expect(h.link).toBe(`/app/host/trips/${h.id}`);
      expect(h.remainingSpots).toBeGreaterThanOrEqual(0);
    }
    const complete = home.find((h) => h.status.tripStatus === 'complete');
    expect(complete).toMatchObject({ group: 'past', status: { text: 'Complete', colorScheme: 'teal' } });
    expect(complete?.steps.length).toBe(5);
    expect(complete?.steps.every((s) => s.state === 'past')).toBe(true);
    const live = home.find((h) => h.status.tripStatus === 'live');
    expect(live).toMatchObject({ group: 'upcoming', status: { text: 'Live', colorScheme: 'blue' } });
  });

  it('[HAP-020] a trip cancelled in the database reads as Cancelled, red, in the canceled group, with no stepper', async () => {
    const [row] = (await ownTripRows()).filter((r) => r.status === 'live');
    if (!row) throw new Error('no live trip');
    await t.database.db.update(trips).set({ status: 'cancelled' }).where(eq(trips.id, row.id));
    try {
      const home = await allHomeTrips(host, DEMO_USER_IDS.host, 50);
      expect(home.find((h) => h.id === row.id)).toMatchObject({
        group: 'canceled',
        status: { text: 'Cancelled', colorScheme: 'red', tripStatus: 'cancelled' },
        steps: [],
      });
    } finally {
      await t.database.db.update(trips).set({ status: 'live' }).where(eq(trips.id, row.id));
    }
  });

  it("[HAP-020] another host's id answers 404 and shows nothing; a co-host reads their primary host's home", async () => {
    const other = await t.signedIn('tom.two@caravan.test');
    const res = await other.request<Page<HomeTrip>>('GET', `/api/me/host/${DEMO_USER_IDS.host}/home-trips`);
    expect(res.status).toBe(404);
    expect(res.body.data).toBeUndefined();
    const cohost = await t.signedIn('cohost@caravan.test');
    const cohosted = await allHomeTrips(cohost, DEMO_USER_IDS.host, 50);
    expect(cohosted.map((h) => h.id).sort()).toEqual((await ownTripRows()).map((r) => r.id).sort());
    // A traveler is no host at all; a visitor is not signed in.
    const traveler = await t.signedIn('traveler@caravan.test');
    expect((await traveler.request('GET', `/api/me/host/${DEMO_USER_IDS.host}/home-trips`)).status).toBe(403);
    expect((await t.anonymous().request('GET', `/api/me/host/${DEMO_USER_IDS.host}/home-trips`)).status).toBe(401);
  });
});

describe('GET api/me/host/{id}/important-dates', () => {
  it("[HAP-023] a host reads their trips' dates from today on, in date order; a cancelled trip's dates drop out; another host's id is 404", async () => {
    const res = await host.request<Page<{ id: string; tripId: string; date: string }>>(
      'GET',
      `/api/me/host/${DEMO_USER_IDS.host}/important-dates?limit=100`,
    );
    expect(res.status).toBe(200);
    const dates = res.body.data?.items ?? [];
    expect(dates.length).toBeGreaterThan(0);
    const own = new Set((await ownTripRows()).map((r) => r.id));
    expect(dates.every((d) => own.has(d.tripId) && d.date >= today)).toBe(true);
    expect(dates.map((d) => d.date)).toEqual([...dates.map((d) => d.date)].sort());

    const tripId = dates[0]?.tripId ?? '';
    const [before] = await t.database.db.select({ status: trips.status }).from(trips).where(eq(trips.id, tripId));
    await t.database.db.update(trips).set({ status: 'cancelled' }).where(eq(trips.id, tripId));
    try {
      const after = await host.request<Page<{ tripId: string }>>(
        'GET',
        `/api/me/host/${DEMO_USER_IDS.host}/important-dates?limit=100`,
      );
      expect(after.body.data?.items.some((d) => d.tripId === tripId)).toBe(false);
    } finally {
      await t.database.db
        .update(trips)
        .set({ status: before?.status ?? 'live' })
        .where(eq(trips.id, tripId));
    }
    const other = await t.signedIn('host2@caravan.test');
    expect((await other.request('GET', `/api/me/host/${DEMO_USER_IDS.host}/important-dates`)).status).toBe(404);
  });
});

describe('GET api/me/host/{id}/home-progress', () => {
  it('[HAP-024] a host with trips lands on the dashboard, with the find-a-trip welcome at level 3', async () => {
    const res = await host.request<Progress>('GET', `/api/me/host/${DEMO_USER_IDS.host}/home-progress`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ level: 3, landingPath: '/app/host/home/dashboard' });
    expect(res.body.data?.tripCount).toBe((await ownTripRows()).length);
    expect(res.body.data?.welcome.href).toBe('/app/host/itineraries');
  });

  it('[HAP-024] a level ZERO host without trips lands on progress with the survey-first welcome; a trip moves them to the dashboard', async () => {
    const zoe = await t.signedIn('zoe.zero@caravan.test');
    const res = await zoe.request<Progress>('GET', `/api/me/host/${DEMO_USER_IDS.hostLevel0}/home-progress`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      level: 0,
      tripCount: 0,
      landingPath: '/app/host/home/progress',
      welcome: { title: 'Engage your Audience', href: '/app/host/audience' },
    });
    // Give zoe one of host@'s trips: her home now has a trip and lands on the dashboard.
    const tripId = DEMO_TRIP_IDS.hostApproved;
    await t.database.db.update(trips).set({ hostId: DEMO_USER_IDS.hostLevel0 }).where(eq(trips.id, tripId));
    try {
      const moved = await zoe.request<Progress>('GET', `/api/me/host/${DEMO_USER_IDS.hostLevel0}/home-progress`);
      expect(moved.body.data).toMatchObject({ tripCount: 1, landingPath: '/app/host/home/dashboard' });
      expect((await zoe.request('GET', `/api/me/host/${DEMO_USER_IDS.host}/home-progress`)).status).toBe(404);
    } finally {
      await t.database.db
        .update(trips)
        .set({ hostId: DEMO_USER_IDS.host })
        .where(and(eq(trips.id, tripId), inArray(trips.hostId, [DEMO_USER_IDS.hostLevel0])));
    }
  });
});
