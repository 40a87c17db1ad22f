// The §7.1 and §7.3 resources at the spec's own paths (decision 023): services, trip details, ground transfers and the
// itinerary portal frame, each through its audience and ownership rules, on the seeded database.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services, trips } from '../../../db/schema/index.js';
import { demoRideId } from '../../../db/seed/bookings.js';
import { DEMO_ITINERARY_IDS, DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../../db/seed/demo-ids.js';
import { ORIGIN, type TestApp, type TestClient, createTestApp } from '../../../testing/test-app.js';
import { START_SURVEYING_HREF, itineraryRequestHref } from '../../../views/itinerary-portal.page.js';

let t: TestApp;
let host: TestClient;
let host2: TestClient;
let zoe: TestClient;
let operator: TestClient;
let operator2: TestClient;
let traveler: TestClient;
let traveler2: TestClient;
const db = () => t.database.db;
const page = (client: TestClient, query: string) =>
  t.app.request(`/api/me/pages/itinerary-portal?${query}`, {
    headers: { origin: ORIGIN, cookie: client.cookie ?? '' },
  });

beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  [host, host2, zoe, operator, operator2, traveler, traveler2] = await Promise.all(
    [
      'host@caravan.test',
      'host2@caravan.test',
      'zoe.zero@caravan.test',
      'operator@caravan.test',
      'operator2@caravan.test',
      'traveler@caravan.test',
      'traveler2@caravan.test',
    ].map((email) => t.signedIn(email)),
  );
});
afterAll(() => t?.close());

type Items<T> = { items: T[]; nextCursor: string | null };

describe('§7.1 resources at the spec paths', () => {
  it("[HAP-008] api/me/services serves the operator's own library services, never another operator's", async () => {
    const own = await db()
      .select({ id: services.id })
      .from(services)
      .where(
        and(eq(services.operatorId, DEMO_USER_IDS.operator), eq(services.inLibrary, true), eq(services.deleted, false)),
      );
    expect(own.length).toBeGreaterThan(0);
    const res = await operator.request<Items<{ id: string }>>('GET', '/api/me/services?limit=100');
    expect(res.status, res.body.error).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data?.items.map((s) => s.id).sort()).toEqual(own.map((s) => s.id).sort());
    const theirs = await operator2.request<Items<{ id: string }>>('GET', '/api/me/services?limit=100');
    const ownIds = new Set(own.map((s) => s.id));
    expect(theirs.body.data?.items.some((s) => ownIds.has(s.id))).toBe(false);
    expect((await host.request('GET', '/api/me/services')).status).toBe(403);
    const bad = await operator.request('GET', '/api/me/services?count=0');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });

  it('[HAP-012] api/me/trip-details/{id} reads and updates the trip details; another host 404, a closed trip 409', async () => {
    const path = `/api/me/trip-details/${DEMO_TRIP_IDS.live}`;
    const read = await host.request<{ id: string; name: string; photos: { itineraryPhotos: string[] } }>('GET', path);
    expect(read.status, read.body.error).toBe(200);
    const [row] = await db().select().from(trips).where(eq(trips.id, DEMO_TRIP_IDS.live));
    expect(read.body.data).toMatchObject({ id: DEMO_TRIP_IDS.live, name: row?.name, tripSummary: row?.tripSummary });
    const saved = await host.request<{ name: string; publishStatus: string }>('POST', path, {
      name: 'Sacred Valley Circle',
    });
    expect(saved.status, saved.body.error).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'Sacred Valley Circle', publishStatus: 'pending' });
    const [after] = await db().select().from(trips).where(eq(trips.id, DEMO_TRIP_IDS.live));
    expect(after?.name).toBe('Sacred Valley Circle');
    expect((await host2.request('GET', path)).status).toBe(404);
    expect((await host2.request('POST', path, { name: 'Mine' })).status).toBe(404);
    const closed = await host.request('POST', `/api/me/trip-details/${DEMO_TRIP_IDS.closed}`, { name: 'New' });
    expect(closed.status).toBe(409);
    const unknown = await host.request('POST', path, { price: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.success).toBe(false);
    expect((await host.request('GET', '/api/me/trip-details/not-an-id')).status).toBe(400);
  });

  it("[HAP-014] api/me/ground-transfers lists the traveler's own transfers by id and refuses another's ride", async () => {
    const ids = [demoRideId('live-arrival'), demoRideId('live-departure')];
    const own = await traveler.request<{ transfers: { id: string }[] }>(
      'GET',
      `/api/me/ground-transfers?ids=${ids.join(',')}`,
    );
    expect(own.status, own.body.error).toBe(200);
    expect(own.body.data?.transfers.map((x) => x.id).sort()).toEqual([...ids].sort());
    const theirs = await traveler2.request<{ transfers: unknown[] }>(
      'GET',
      `/api/me/ground-transfers?ids=${ids.join(',')}`,
    );
    expect(theirs.body.data?.transfers).toEqual([]);
    const cancel = await traveler2.request('POST', `/api/me/ground-transfers/${ids[0]}/cancel`, {});
    expect(cancel.status).toBe(404);
    const bad = await traveler.request('GET', '/api/me/ground-transfers');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });
});

describe('§7.3 the itinerary portal frame', () => {
  const inca = `itineraryId=${DEMO_ITINERARY_IDS.incaTrail}`;

  it('[HAP-042] GET /api/me/pages/itinerary-portal is the frame source: the itinerary with the request link a qualified host may use', async () => {
    const res = await page(host, `${inca}&itineraryPreview=false&isHostQualifying=true&isRequestable=true`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('Inca');
    expect(html).toContain(`href="${itineraryRequestHref(DEMO_ITINERARY_IDS.incaTrail)}"`);
    expect(html).not.toContain(START_SURVEYING_HREF);
    // The caller's flag may hide the request link, never offer it.
    expect(await (await page(host, `${inca}&isRequestable=false`)).text()).not.toContain('/request"');
    const locked = await (await page(zoe, `${inca}&isRequestable=true&isHostQualifying=true`)).text();
    expect(locked).not.toContain('/request"');
    expect(await (await page(zoe, inca)).text()).toContain(`href="${START_SURVEYING_HREF}"`);
  });

  it('[HAP-042] an itinerary beyond the host’s listed tiers is 404, a bad id 400, and other groups 403', async () => {
    expect((await page(zoe, `itineraryId=${DEMO_ITINERARY_IDS.fjords}`)).status).toBe(404);
    expect((await page(host, `itineraryId=${DEMO_ITINERARY_IDS.atacama}`)).status).toBe(404);
    expect((await page(host, 'itineraryId=nope')).status).toBe(400);
    expect((await page(traveler, inca)).status).toBe(403);
  });
});
