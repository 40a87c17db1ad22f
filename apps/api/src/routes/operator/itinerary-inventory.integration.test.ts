// The Itinerary Inventory calls on a real database (OAP-002..006): who may add, edit and delete (INV-018), the start
// date window and reserved dates, the quantity that only rises while in use and never drops below what trips took,
// a delete refused while in use, 400 with the field and nothing written; another operator's itinerary answers 404.
import {
  DEFAULT_SINGLE_SUPPLEMENT_AVAILABLE_QUANTITY,
  INVENTORY_MESSAGES as M,
  addDays,
  calendarDateOf,
} from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inventoryItems, itineraries } from '../../db/schema/index.js';
import { DEMO_ITINERARY_IDS, DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';

let t: TestApp;
let operator: TestClient;
let operator2: TestClient;
let host: TestClient;
let traveler: TestClient;
let itineraryId: string;
// Every test adds and changes departures of the itinerary: each gets its own world and its own new itinerary.
beforeEach(async () => {
  t = await createTestApp();
  [operator, operator2, host, traveler] = await Promise.all(
    [DEMO_USER_IDS.operator, DEMO_USER_IDS.operator2, DEMO_USER_IDS.host, DEMO_USER_IDS.traveler].map((id) =>
      t.sessionFor(id),
    ),
  );
  const pkg = (enabled: boolean) => ({
    enabled,
    accommodationLevels: enabled ? ['Comfort'] : [],
    mealLevels: enabled ? ['Half board'] : [],
    foodOptions: [],
  });
  const res = await operator.request<{ id: string }>('POST', '/api/me/itineraries', {
    name: 'Inventory test itinerary',
    country: 'NO',
    destination: 'Lofoten',
    tripSummary:
      'Ten days along the fjords: kayaking at dawn, ferries between islands, and long dinners of fresh fish.',
    packages: { standard: pkg(true), economy: pkg(false), premium: pkg(false) },
    photos: [],
  });
  itineraryId = (res.body.data as { id: string }).id;
  // Live: in the catalogue hosts read (and add departures to).
  await t.database.db
    .update(itineraries)
    .set({ status: 'complete', itineraryInventoryEnabled: true })
    .where(eq(itineraries.id, itineraryId));
});
afterEach(() => t.close());

interface Item {
  id: string;
  startDate: string;
  quantityAvailable: number;
  displayStatus: string;
  inUse: boolean;
}
const today = () => calendarDateOf(t.clock.now);
const base = () => `/api/me/itineraries/${itineraryId}/inventory`;
const item = (days: number, over: Record<string, unknown> = {}) => ({
  itinerary: itineraryId,
  startDate: addDays(today(), days),
  packageLevel: 'standard',
  quantityAvailable: 3,
  singleSupplementPrice: 25000,
  singleSupplementQuantityAvailable: 10,
  costSchedule: [
    { numberOfTravelers: 4, price: 150000 },
    { numberOfTravelers: 10, price: 120000 },
  ],
  ...over,
});

describe('itinerary inventory (OAP-002..006)', () => {
  it('[OAP-004] [OAP-002] [OAP-003] [INV-018] a host adds a departure; everyone who reads the itinerary lists it; operators may not add', async () => {
    const created = await host.request<Item>('POST', base(), item(60));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ quantityAvailable: 3, displayStatus: 'available', inUse: false });
    const id = (created.body.data as Item).id;
    const list = await operator.request<{ items: Item[] }>('GET', base());
    expect(list.body.data?.items.map((i) => i.id)).toContain(id);
    const one = await host.request<Item>('GET', `${base()}/${id}`);
    expect(one.body.data?.id).toBe(id);
    expect((await operator.request('POST', base(), item(61))).status).toBe(403);
    expect((await operator2.request('GET', base())).status).toBe(404);
    expect((await traveler.request('GET', base())).status).toBe(404);
  });

  it('[OAP-004] a date too soon, too far or reserved is refused with its field; nothing written', async () => {
    expect((await host.request('POST', base(), item(60))).status).toBe(201);
    const soon = await host.request('POST', base(), item(5));
    expect(soon.status).toBe(400);
    expect(soon.body.fields?.startDate).toBeTruthy();
    expect((await host.request('POST', base(), item(800))).status).toBe(400);
    const used = await host.request<Item>('POST', base(), item(90));
    await t.database.db
      .update(inventoryItems)
      .set({ quantityPending: 1 })
      .where(eq(inventoryItems.id, (used.body.data as Item).id));
    const reserved = await host.request('POST', base(), item(90, { packageLevel: 'economy' }));
    expect(reserved.status).toBe(400);
    expect(reserved.body.fields?.startDate).toBe(M.dateReserved);
    const same = await host.request('POST', base(), item(60));
    expect(same.status).toBe(409);
    const rows = await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.itineraryId, itineraryId));
    expect(rows).toHaveLength(2);
  });

  it('[OAP-002] (issue 18) the departures are read a page at a time in date then package order, each once', async () => {
    for (const [days, packageLevel] of [
      [210, 'standard'],
      [211, 'economy'],
      [211, 'standard'],
    ] as const)
      expect((await host.request('POST', base(), item(days, { packageLevel }))).status).toBe(201);
    type Page = { items: (Item & { startDate: string; packageLevel: string })[]; nextCursor: string | null };
    const whole = (await operator.request<Page>('GET', `${base()}?limit=200`)).body.data as Page;
    expect(whole.nextCursor).toBeNull();
    const paged: Page['items'] = [];
    let cursor: string | null = null;
    do {
      const page = (await operator.request<Page>('GET', `${base()}?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).body
        .data as Page;
      expect(page.items.length).toBeLessThanOrEqual(2);
      paged.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged.map((i) => i.id)).toEqual(whole.items.map((i) => i.id));
    const keys = paged.map((i) => `${i.startDate} ${i.packageLevel}`);
    expect(keys).toEqual([...keys].sort());
    expect(whole.items.length).toBeGreaterThanOrEqual(3);
    expect((await operator.request('GET', `${base()}?cursor=not-ours`)).status).toBe(400);
  });

  it('[OAP-005] [INV-026] [INV-032] a partial update changes only what is sent; an item in use only takes a higher quantity', async () => {
    const created = await host.request<Item>('POST', base(), item(120, { quantityAvailable: 5 }));
    const id = (created.body.data as Item).id;
    const cheaper = await operator.request<Item & { singleSupplementPrice: number }>('PATCH', `${base()}/${id}`, {
      singleSupplementPrice: 20000,
    });
    expect(cheaper.status, JSON.stringify(cheaper.body)).toBe(200);
    expect(cheaper.body.data).toMatchObject({ singleSupplementPrice: 20000, quantityAvailable: 5 });
    // Not in use: any quantity.
    expect((await operator.request('PATCH', `${base()}/${id}`, { quantityAvailable: 2 })).status).toBe(200);
    await t.database.db.update(inventoryItems).set({ quantityConfirmed: 1 }).where(eq(inventoryItems.id, id));
    const lower = await operator.request('PATCH', `${base()}/${id}`, { quantityAvailable: 1 });
    expect(lower.status).toBe(409);
    expect(lower.body).toMatchObject({ code: 'QUANTITY_REFUSED', error: M.tripQuantityCanOnlyBeIncreased });
    expect(lower.body.fields?.quantityAvailable).toBe(M.tripQuantityCanOnlyBeIncreased);
    expect(
      (await operator.request<Item>('PATCH', `${base()}/${id}`, { quantityAvailable: 4 })).body.data,
    ).toMatchObject({
      quantityAvailable: 4,
      displayStatus: 'confirmed',
      inUse: true,
    });
    const bad = await operator.request('PATCH', `${base()}/${id}`, { quantityAvailable: -1, startDate: '2030-01-01' });
    expect(bad.status).toBe(400);
    expect((await operator2.request('PATCH', `${base()}/${id}`, { quantityAvailable: 9 })).status).toBe(404);
    const [row] = await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.id, id));
    expect(row?.quantityAvailable).toBe(4);
  });

  it('[OPI-045] [INV-046] a departure added without a single supplement quantity gets the shared default', async () => {
    const { singleSupplementQuantityAvailable: _omitted, ...bare } = item(130);
    const created = await host.request<Item & { singleSupplementQuantityAvailable: number }>('POST', base(), bare);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data?.singleSupplementQuantityAvailable).toBe(DEFAULT_SINGLE_SUPPLEMENT_AVAILABLE_QUANTITY);
  });

  it('[OAP-006] deletes an item no trip uses; an item in use is refused and kept', async () => {
    const free = (await host.request<Item>('POST', base(), item(150))).body.data as Item;
    const used = (await host.request<Item>('POST', base(), item(151))).body.data as Item;
    await t.database.db.update(inventoryItems).set({ quantityPending: 1 }).where(eq(inventoryItems.id, used.id));
    expect((await operator2.request('DELETE', `${base()}/${free.id}`)).status).toBe(404);
    expect((await operator.request('DELETE', `${base()}/${free.id}`)).status).toBe(200);
    expect((await operator.request('GET', `${base()}/${free.id}`)).status).toBe(404);
    const refused = await operator.request('DELETE', `${base()}/${used.id}`);
    expect(refused.status).toBe(409);
    expect((await operator.request('GET', `${base()}/${used.id}`)).status).toBe(200);
  });

  it('[OAP-002] lists the trips each departure holds, pending or confirmed; a host sees only their own trips', async () => {
    type Listed = { id: string; requestedTrips: { id: string; name: string; state: string }[] };
    const fjords = `/api/me/itineraries/${DEMO_ITINERARY_IDS.fjords}/inventory`;
    const owner = await t.signedIn('operator2@caravan.test');
    const trips = (list: Listed[]) => list.flatMap((i) => i.requestedTrips.map((r) => [r.id, r.state]));
    const all = ((await owner.request<{ items: Listed[] }>('GET', fjords)).body.data?.items ?? []) as Listed[];
    expect(trips(all)).toEqual(
      expect.arrayContaining([
        [DEMO_TRIP_IDS.confirmed, 'confirmed'],
        [DEMO_TRIP_IDS.pricingApproved, 'pending'],
        [DEMO_TRIP_IDS.readyToConfirm, 'pending'],
      ]),
    );
    // The cancelled trip holds no spot; host@ owns only the confirmed trip of these.
    expect(trips(all).map(([id]) => id)).not.toContain(DEMO_TRIP_IDS.cancelled);
    const hosts = ((await host.request<{ items: Listed[] }>('GET', fjords)).body.data?.items ?? []) as Listed[];
    expect(trips(hosts)).toEqual([[DEMO_TRIP_IDS.confirmed, 'confirmed']]);
  });
});
