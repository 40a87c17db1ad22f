// The host's trip request on a real database: pre/post-trip stays and transfers accepted only when the domain's rules
// offer them for the departure and the rooms (CAT-055, CAT-057), stored with the request and shown back to the host and
// the operator with the stay's dates (CAT-056); the suggested sell price with its flag on and off (CAT-033).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems, tripRequests } from '../../../db/schema/index.js';
import { DEMO_ITINERARY_IDS } from '../../../db/seed/demo-ids.js';
import { demoInventoryItemId } from '../../../db/seed/itineraries.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

type Created = { id: string; status: string; instantlyApproved: boolean; tripId: string | null };
type Review = { summary: { title: string; lines: string[] }[] };
type Workspace = { request: { prePost: string[] } | null };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Room for every request these tests make on the one departure.
  await t.database.db.update(inventoryItems).set({ quantityAvailable: 20 }).where(eq(inventoryItems.id, inca));
});
afterAll(() => t.close());

const inca = demoInventoryItemId('inca/2027-09-06/standard');
const fjords = demoInventoryItemId('fjords/2027-08-16/standard');
const choice = (accommodation: object, transfers: object) => ({
  prePostAccommodationsSelection: { beforeTrip: false, afterTrip: false, ...accommodation },
  prePostTransfersSelection: { beforeTrip: false, afterTrip: false, ...transfers },
});
/** A host alone on the Inca Trail departure of 6 Sep 2027 (8 days), with a pre/post choice. */
const incaRequest = (extra: object, roomType = 'one-bed') => ({
  itinerary: { id: DEMO_ITINERARY_IDS.incaTrail },
  selectedPackage: 'standard',
  itineraryInventoryItemId: inca,
  hostRooms: [{ roomType }],
  companions: [],
  ...extra,
});

describe('POST /api/me/trip-requests with pre/post-trip stays and transfers', () => {
  it('[CAT-055] [CAT-056] [CAT-057] a pre-trip stay and a post-trip transfer are stored and shown to the host and the operator', async () => {
    const host = await t.signedIn('host2@caravan.test');
    const res = await host.request<Created>(
      'POST',
      '/api/me/trip-requests',
      incaRequest(choice({ beforeTrip: true }, { afterTrip: true })),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = res.body.data as Created;
    const [stored] = await t.database.db.select().from(tripRequests).where(eq(tripRequests.id, created.id));
    expect(stored?.formValues.prePostAccommodationsSelection).toEqual({ beforeTrip: true, afterTrip: false });
    expect(stored?.formValues.prePostTransfersSelection).toEqual({ beforeTrip: false, afterTrip: true });

    // CAT-056: the stay is the night before the start.
    const stay = 'Pre-trip stay: Sun 5 Sep 2027 – Mon 6 Sep 2027 (1 night)';
    const ws = await host.request<Workspace>('GET', `/api/me/host/trips/${created.tripId}/workspace`);
    expect(ws.status, ws.body.error).toBe(200);
    expect(ws.body.data?.request?.prePost).toEqual([stay, 'Post-trip transfer']);
    const review = await (await t.signedIn('operator@caravan.test')).request<Review>(
      'GET',
      `/api/me/trip-requests/${created.id}/review`,
    );
    expect(review.status, review.body.error).toBe(200);
    const options = review.body.data?.summary.find((s) => s.lines.some((l) => l.startsWith('Package')));
    expect(options?.lines).toEqual(expect.arrayContaining([stay, 'Post-trip transfer']));
  });

  it('[CAT-056] a post-trip stay is the night after the last day', async () => {
    const host = await t.signedIn('host2@caravan.test');
    const res = await host.request<Created>(
      'POST',
      '/api/me/trip-requests',
      incaRequest(choice({ afterTrip: true }, {})),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const ws = await host.request<Workspace>('GET', `/api/me/host/trips/${res.body.data?.tripId}/workspace`);
    expect(ws.body.data?.request?.prePost).toEqual(['Post-trip stay: Mon 13 Sep 2027 – Tue 14 Sep 2027 (1 night)']);
  });

  it('[CAT-055] a stay is refused (400) on an itinerary without pre/post accommodation, and for a room type without a price', async () => {
    const host = await t.signedIn('tom.two@caravan.test');
    const patagonia = await host.request('POST', '/api/me/trip-requests', {
      itinerary: { id: DEMO_ITINERARY_IDS.patagonia },
      selectedPackage: 'standard',
      startDate: '2027-01-22',
      hostRooms: [{ roomType: 'one-bed' }],
      companions: [],
      ...choice({ beforeTrip: true }, {}),
    });
    expect(patagonia.status).toBe(400);
    expect(patagonia.body).toMatchObject({ success: false });
    expect(patagonia.body.fields?.['prePostAccommodationsSelection.beforeTrip']).toBe(
      'Pre-trip accommodation is not offered for this departure',
    );

    // The departure prices single rooms only: a one-bed room may have the stay, a two-beds (double) room may not.
    const [item] = await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.id, inca));
    const singleOnly = {
      single: item?.preAccommodation?.single ?? { price: 18000, quantityAvailable: 4, maxNights: 3 },
    };
    await t.database.db.update(inventoryItems).set({ preAccommodation: singleOnly }).where(eq(inventoryItems.id, inca));
    try {
      const host2 = await t.signedIn('host2@caravan.test');
      const twin = await host2.request(
        'POST',
        '/api/me/trip-requests',
        incaRequest(choice({ beforeTrip: true }, {}), 'two-beds'),
      );
      expect(twin.status).toBe(400);
      expect(twin.body.fields).toHaveProperty(['prePostAccommodationsSelection.beforeTrip']);
      const single = await host2.request(
        'POST',
        '/api/me/trip-requests',
        incaRequest(choice({ beforeTrip: true }, {}), 'one-bed'),
      );
      expect(single.status, JSON.stringify(single.body)).toBe(201);
    } finally {
      await t.database.db
        .update(inventoryItems)
        .set({ preAccommodation: item?.preAccommodation ?? null })
        .where(eq(inventoryItems.id, inca));
    }
  });

  it('[CAT-057] a transfer is refused when the transfer service has no price, or the departure no price for that side', async () => {
    const host = await t.signedIn('host@caravan.test');
    // Fjords: its airport pickup carries no price, though the departure prices a pre-trip transfer.
    const fjordsRes = await host.request('POST', '/api/me/trip-requests', {
      itinerary: { id: DEMO_ITINERARY_IDS.fjords },
      selectedPackage: 'standard',
      itineraryInventoryItemId: fjords,
      hostRooms: [{ roomType: 'one-bed' }],
      companions: [],
      ...choice({}, { beforeTrip: true }),
    });
    expect(fjordsRes.status).toBe(400);
    expect(fjordsRes.body.fields?.['prePostTransfersSelection.beforeTrip']).toBe(
      'Pre-trip transfers are not offered for this departure',
    );

    await t.database.db.update(inventoryItems).set({ postTransferPrice: null }).where(eq(inventoryItems.id, inca));
    try {
      const host2 = await t.signedIn('host2@caravan.test');
      const post = await host2.request('POST', '/api/me/trip-requests', incaRequest(choice({}, { afterTrip: true })));
      expect(post.status).toBe(400);
      expect(post.body.fields).toHaveProperty(['prePostTransfersSelection.afterTrip']);
      // The other side keeps its price, and its transfer.
      const pre = await host2.request('POST', '/api/me/trip-requests', incaRequest(choice({}, { beforeTrip: true })));
      expect(pre.status, JSON.stringify(pre.body)).toBe(201);
    } finally {
      await t.database.db.update(inventoryItems).set({ postTransferPrice: 3500 }).where(eq(inventoryItems.id, inca));
    }
  });
});

describe('GET /api/me/itineraries/{id}/suggested-sell-price and its flag', () => {
  const path = `/api/me/itineraries/${DEMO_ITINERARY_IDS.patagonia}/suggested-sell-price`;
  const query = '?selectedPackage=standard&tripStartDate=2027-02-01';

  it('[CAT-033] with the flag off the range is not worked out: min and max are both the trip price; an unpriced date is still refused', async () => {
    const on = await (await t.signedIn('host2@caravan.test')).request<{ minPrice: number; maxPrice: number }>(
      'GET',
      `${path}${query}`,
    );
    expect(on.status, on.body.error).toBe(200);
    const range = on.body.data ?? { minPrice: 0, maxPrice: 0 };
    expect(range.maxPrice).toBeGreaterThan(range.minPrice);

    const off = await createTestApp({ featureFlags: { suggestedSellPrice: false } });
    try {
      const host = await off.signedIn('host2@caravan.test');
      const res = await host.request<{ minPrice: number; maxPrice: number }>('GET', `${path}${query}`);
      expect(res.status, res.body.error).toBe(200);
      const price = res.body.data ?? { minPrice: 0, maxPrice: 0 };
      expect(price.minPrice).toBe(price.maxPrice);
      // The trip price is the package's per-traveler cost, below the suggested range worked out from it.
      expect(price.minPrice).toBeGreaterThan(0);
      expect(price.minPrice).toBeLessThan(range.minPrice);
      const unpriced = await host.request('GET', `${path}?selectedPackage=standard&tripStartDate=2030-01-01`);
      expect(unpriced.status).toBe(400);
      expect(unpriced.body).toMatchObject({ success: false });
    } finally {
      await off.close();
    }
  });
});
