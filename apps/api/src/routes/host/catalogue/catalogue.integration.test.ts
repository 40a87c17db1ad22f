// The host's catalogue calls on a real database (CAT, HAP-003, HAP-039, HAP-040, HAP-043): the list filtered and
// locked by host level, one itinerary's description, recommendations, availability and the suggested sell price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../../db/seed/context.js';
import { DEMO_ITINERARY_IDS } from '../../../db/seed/demo-ids.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

type Item = { id: string; name: string; tier: number; locked: boolean };
type CataloguePage = { host: { level: number; mayRequest: boolean }; items: Item[]; nextCursor: string | null };
type Pkg = {
  isPackageEnabled: boolean;
  isInventoryEnabled: boolean;
  enabledDates?: string[];
  blackoutDates: string[];
  instantApprovalDates: string[];
  firstAvailableDate: string | null;
  itineraryInventoryItems: { id: string; startDate: string; displayStatus: string }[];
  foodOptions: string[];
};
type Availability = Record<'standard' | 'economy' | 'premium', Pkg>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const catalogueOf = async (email: string) => {
  const res = await (await t.signedIn(email)).request<CataloguePage>('GET', '/api/me/host/catalogue?limit=50');
  expect(res.status, res.body.error).toBe(200);
  return res.body.data as CataloguePage;
};

describe('GET /api/me/host/catalogue', () => {
  it('[CAT-002] [LVL-014] [LVL-012] a level ONE host sees the live tier 1 itineraries unlocked and the next tier locked', async () => {
    const page = await catalogueOf('host2@caravan.test');
    expect(page.host).toMatchObject({ level: 1, mayRequest: true });
    const byId = new Map(page.items.map((i) => [i.id, i]));
    expect(byId.get(DEMO_ITINERARY_IDS.incaTrail)).toMatchObject({ tier: 1, locked: false });
    expect(byId.get(DEMO_ITINERARY_IDS.patagonia)).toMatchObject({ tier: 1, locked: false });
    expect(byId.get(DEMO_ITINERARY_IDS.fjords)).toMatchObject({ tier: 2, locked: true });
    // Drafts and itineraries in review are not in the catalogue.
    expect(byId.has(DEMO_ITINERARY_IDS.atacama)).toBe(false);
    expect(byId.has(DEMO_ITINERARY_IDS.lapland)).toBe(false);
    expect(page.items.map((i) => i.name)).toEqual([...page.items.map((i) => i.name)].sort());
  });

  it('[LVL-013] a level 3 host has every tier unlocked; a level ZERO host sees tier 1 locked and may not request', async () => {
    const top = await catalogueOf('host@caravan.test');
    expect(top.items.length).toBe(3);
    expect(top.items.every((i) => !i.locked)).toBe(true);
    const zero = await catalogueOf('zoe.zero@caravan.test');
    expect(zero.host).toMatchObject({ level: 0, mayRequest: false });
    expect(zero.items.map((i) => i.tier)).toEqual([1, 1]);
    expect(zero.items.every((i) => i.locked)).toBe(true);
  });

  it('[CAT-002] pages by keyset and refuses other groups', async () => {
    const host = await t.signedIn('host@caravan.test');
    const first = await host.request<CataloguePage>('GET', '/api/me/host/catalogue?limit=2');
    expect(first.body.data?.items).toHaveLength(2);
    const cursor = first.body.data?.nextCursor;
    expect(cursor).toBeTruthy();
    const second = await host.request<CataloguePage>('GET', `/api/me/host/catalogue?limit=2&cursor=${cursor}`);
    expect(second.body.data?.items.map((i) => i.id)).toEqual([DEMO_ITINERARY_IDS.patagonia]);
    for (const email of ['operator@caravan.test', 'traveler@caravan.test']) {
      const res = await (await t.signedIn(email)).request('GET', '/api/me/host/catalogue');
      expect(res.status, email).toBe(403);
    }
    expect((await t.anonymous().request('GET', '/api/me/host/catalogue')).status).toBe(401);
  });
});

describe('GET /api/me/host/catalogue/{id}', () => {
  it('[CAT-004] [CAT-010] the description holds the days, their services (a workshop space with its hours) and the packages', async () => {
    const host = await t.signedIn('host2@caravan.test');
    const res = await host.request<{
      itinerary: {
        name: string;
        packages: string[];
        days: { dayIndex: number; services: { type: string; hoursAvailable: number | null }[] }[];
        optionalServices: { id: string; name: string; activity: boolean }[];
      };
    }>('GET', `/api/me/host/catalogue/${DEMO_ITINERARY_IDS.incaTrail}`);
    expect(res.status, res.body.error).toBe(200);
    const it = res.body.data?.itinerary;
    expect(it?.packages).toEqual(['standard', 'economy', 'premium']);
    const workshop = it?.days.flatMap((d) => d.services).find((s) => s.type === 'WORKSHOP_SPACE');
    expect(workshop?.hoursAvailable).toBe(4);
    expect(it?.optionalServices).toContainEqual(
      expect.objectContaining({ name: 'Huayna Picchu hike', activity: true }),
    );
    // The private room is the travelers' choice, not the host's.
    expect(it?.optionalServices.some((s) => s.name === 'Private room')).toBe(false);
  });

  it('[CAT-003] a draft itinerary, or a tier beyond the next, answers 404', async () => {
    const host = await t.signedIn('host2@caravan.test');
    expect((await host.request('GET', `/api/me/host/catalogue/${DEMO_ITINERARY_IDS.atacama}`)).status).toBe(404);
    const zero = await t.signedIn('zoe.zero@caravan.test');
    expect((await zero.request('GET', `/api/me/host/catalogue/${DEMO_ITINERARY_IDS.fjords}`)).status).toBe(404);
  });
});

describe('GET /api/me/itinerary-recommendations', () => {
  it('[HAP-043] [HAP-003] [CAT-008] [CAT-009] the host reads their own recommendations, the company or the host as recommender', async () => {
    type Recs = {
      items: { itinerary: { id: string }; trovaRecommended: boolean; recommendedBy: { firstName: string } | null }[];
      nextCursor: string | null;
    };
    const host2 = await t.signedIn('host2@caravan.test');
    const res = await host2.request<Recs>('GET', '/api/me/itinerary-recommendations');
    expect(res.status, res.body.error).toBe(200);
    const inca = res.body.data?.items.find((r) => r.itinerary.id === DEMO_ITINERARY_IDS.incaTrail);
    const fjords = res.body.data?.items.find((r) => r.itinerary.id === DEMO_ITINERARY_IDS.fjords);
    expect(inca).toMatchObject({ trovaRecommended: true, recommendedBy: null });
    expect(fjords).toMatchObject({ trovaRecommended: false, recommendedBy: { firstName: 'Hana' } });
    // (issue 18) A page of one, then the next after its cursor: the same recommendations, each once, in order.
    const first = (await host2.request<Recs>('GET', '/api/me/itinerary-recommendations?limit=1')).body.data as Recs;
    expect(first.items).toHaveLength(1);
    const second = (
      await host2.request<Recs>('GET', `/api/me/itinerary-recommendations?limit=200&cursor=${first.nextCursor}`)
    ).body.data as Recs;
    expect([...first.items, ...second.items]).toEqual(res.body.data?.items);
    const other = await (await t.signedIn('tom.two@caravan.test')).request<Recs>(
      'GET',
      '/api/me/itinerary-recommendations',
    );
    expect(other.body.data).toEqual({ items: [], nextCursor: null });
  });
});

describe('GET /api/me/itinerary/{id}/availability', () => {
  it('[HAP-039] [CAT-030] an inventory itinerary offers its open departures from the lead time on, per package', async () => {
    const res = await (await t.signedIn('host2@caravan.test')).request<Availability>(
      'GET',
      `/api/me/itinerary/${DEMO_ITINERARY_IDS.incaTrail}/availability`,
    );
    expect(res.status, res.body.error).toBe(200);
    const a = res.body.data as Availability;
    expect(a.standard.isInventoryEnabled).toBe(true);
    expect(a.standard.itineraryInventoryItems.map((i) => i.startDate)).toEqual(['2027-05-10', '2027-09-06']);
    expect(a.standard.itineraryInventoryItems[0]?.displayStatus).toBe('confirmed');
    // Sold out (2027-03-22 premium) and fully requested (2027-06-07 economy) departures are not offered.
    expect(a.premium.itineraryInventoryItems.map((i) => i.startDate)).toEqual(['2027-11-01']);
    expect(a.economy.itineraryInventoryItems.map((i) => i.startDate)).toEqual(['2027-10-04']);
    expect(a.standard.instantApprovalDates).toEqual([]);
  });

  it('[HAP-039] [CAT-036] a non-inventory itinerary offers dates from its validity periods; blackouts excluded; instant approval for standard only', async () => {
    const res = await (await t.signedIn('host2@caravan.test')).request<Availability>(
      'GET',
      `/api/me/itinerary/${DEMO_ITINERARY_IDS.patagonia}/availability`,
    );
    const a = res.body.data as Availability;
    // Today 2026-11-21 plus the 60-day lead time.
    expect(a.standard.firstAvailableDate).toBe('2027-01-20');
    expect(a.standard.instantApprovalDates[0]).toBe('2027-01-20');
    expect(a.standard.instantApprovalDates.at(-1)).toBe('2027-04-30');
    expect(a.standard.enabledDates).toContain('2027-06-01');
    expect(a.standard.enabledDates).not.toContain('2027-01-01');
    expect(a.economy.isPackageEnabled).toBe(true);
    expect(a.economy.firstAvailableDate).toBe('2027-01-20');
    expect(a.economy.instantApprovalDates).toEqual([]);
  });

  it('[HAP-039] [CAT-018] an unknown or draft itinerary answers 404', async () => {
    const host = await t.signedIn('host2@caravan.test');
    const res = await host.request('GET', `/api/me/itinerary/${seedId('itinerary/none')}/availability`);
    expect(res.status).toBe(404);
  });
});

describe('GET /api/me/itineraries/{id}/suggested-sell-price', () => {
  it('[HAP-040] [CAT-032] answers minPrice and maxPrice for a priced date, raised by the minimum price; 400 for an unpriced date', async () => {
    const host = await t.signedIn('host2@caravan.test');
    const path = `/api/me/itineraries/${DEMO_ITINERARY_IDS.patagonia}/suggested-sell-price`;
    const res = await host.request<{ minPrice: number; maxPrice: number }>(
      'GET',
      `${path}?selectedPackage=standard&tripStartDate=2027-02-01`,
    );
    expect(res.status, res.body.error).toBe(200);
    const { minPrice, maxPrice } = res.body.data ?? { minPrice: 0, maxPrice: 0 };
    expect(minPrice).toBeGreaterThan(0);
    expect(maxPrice).toBeGreaterThan(minPrice);
    expect(minPrice % 100).toBe(0);
    const raised = await host.request<{ minPrice: number }>(
      'GET',
      `${path}?selectedPackage=standard&tripStartDate=2027-02-01&minimumPrice=${minPrice + 10000}`,
    );
    expect(raised.body.data?.minPrice).toBe(minPrice + 10000);
    const blackout = await host.request('GET', `${path}?selectedPackage=standard&tripStartDate=2026-12-25`);
    expect(blackout.status).toBe(400);
  });
});
