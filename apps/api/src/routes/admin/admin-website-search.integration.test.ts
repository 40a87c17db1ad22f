// The admin's publish calls at the spec's website paths (HAP-072) and the search by kind (HAP-074), on the seed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itineraries, trips } from '../../db/schema/index.js';
import { DEMO_ITINERARY_IDS, DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp } from '../../testing/test-app.js';

let t: TestApp;
let admin: TestClient;
let host: TestClient;
const world = () => {
  beforeAll(async () => {
    t = await createTestApp({ liftRateLimits: true });
    [admin, host] = await Promise.all([t.signedIn('admin@caravan.test'), t.signedIn('host@caravan.test')]);
  });
  afterAll(() => t?.close());
};

describe('GET api/admin/search/{kind}', () => {
  world();

  it('[HAP-074] searches one kind of record by its text, a page at a time; an unknown kind is 404, a non-admin 403', async () => {
    const [trip] = await t.database.db.select().from(trips).where(eq(trips.id, DEMO_TRIP_IDS.live));
    const found = await admin.request<{ items: { id: string; name: string }[]; nextCursor: string | null }>(
      'GET',
      `/api/admin/search/trips?search=${encodeURIComponent(trip?.name ?? '?')}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.data?.items.map((i) => i.id)).toContain(DEMO_TRIP_IDS.live);
    expect(found.body.data?.items.every((i) => i.name === trip?.name)).toBe(true);
    const itinerary = await admin.request<{ items: { id: string }[] }>(
      'GET',
      '/api/admin/search/itineraries?search=lapland',
    );
    expect(itinerary.body.data?.items.map((i) => i.id)).toEqual([DEMO_ITINERARY_IDS.lapland]);
    const none = await admin.request<{ items: unknown[] }>('GET', '/api/admin/search/operators?search=zzz-no-such');
    expect(none.body.data?.items).toEqual([]);
    const paged = await admin.request<{ items: unknown[]; nextCursor: string | null }>(
      'GET',
      '/api/admin/search/trips?limit=1',
    );
    expect(paged.body.data?.items).toHaveLength(1);
    expect(paged.body.data?.nextCursor).not.toBeNull();
    expect((await admin.request('GET', '/api/admin/search/bookings-and-more')).status).toBe(404);
    expect((await admin.request('GET', '/api/admin/search/trips?limit=0')).status).toBe(400);
    expect((await host.request('GET', '/api/admin/search/trips')).status).toBe(403);
  });
});

describe('POST api/admin/files/website/{itineraries|trips}/{id}/publish', () => {
  world();

  it('[HAP-072] publishes an itinerary in review (Live) and a trip page in review (Marketing), once', async () => {
    const itineraryPath = `/api/admin/files/website/itineraries/${DEMO_ITINERARY_IDS.lapland}/publish`;
    expect((await host.request('POST', itineraryPath)).status).toBe(403);
    const published = await admin.request<{ status: string }>('POST', itineraryPath);
    expect(published.status).toBe(200);
    const [itinerary] = await t.database.db
      .select()
      .from(itineraries)
      .where(eq(itineraries.id, DEMO_ITINERARY_IDS.lapland));
    expect(itinerary?.status).toBe('complete');
    expect((await admin.request('POST', itineraryPath)).status).toBe(409);

    const tripPath = `/api/admin/files/website/trips/${DEMO_TRIP_IDS.hostApproved}/publish`;
    const page = await admin.request('POST', tripPath);
    expect(page.status).toBe(200);
    const [trip] = await t.database.db.select().from(trips).where(eq(trips.id, DEMO_TRIP_IDS.hostApproved));
    expect(trip?.publishStatus).toBe('marketing');
    expect((await admin.request('POST', tripPath)).status).toBe(409);
    const unknown = `/api/admin/files/website/trips/${crypto.randomUUID()}/publish`;
    expect((await admin.request('POST', unknown)).status).toBe(404);
    expect((await admin.request('POST', '/api/admin/files/website/trips/nope/publish')).status).toBe(400);
  });
});
