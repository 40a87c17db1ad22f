// The builder's Configure services, Review pricing, library and preview calls on a real database: each form's §5
// messages re-checked with 400 and nothing half-saved, the version check on every save, another operator's 404.
import {
  ITINERARY_PRICING_MESSAGES as P,
  SERVICE_MESSAGES as S,
  ITINERARY_STALE_VERSION_MESSAGE,
} from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayServices, itineraries, services, validityPeriods } from '../../db/schema/index.js';
import { createTestApp, ORIGIN, type TestApp, type TestClient } from '../../testing/test-app.js';

let t: TestApp;
let operator: TestClient;
let operator2: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  operator = await t.signedIn('operator@caravan.test');
  operator2 = await t.signedIn('operator2@caravan.test');
});
afterAll(() => t.close());

const pkg = (enabled: boolean) => ({
  enabled,
  accommodationLevels: enabled ? ['Comfort'] : [],
  mealLevels: enabled ? ['Half board'] : [],
  foodOptions: [],
});
const SUMMARY = 'Ten days along the fjords: kayaking at dawn, ferries between islands, and long dinners of fresh fish.';
async function created(client = operator, packages = { standard: pkg(true), economy: pkg(true), premium: pkg(false) }) {
  const res = await client.request<{ id: string; version: number }>('POST', '/api/me/itineraries', {
    name: `Builder ${Math.random()}`,
    country: 'NO',
    destination: 'Lofoten',
    tripSummary: SUMMARY,
    packages,
    photos: [],
  });
  expect(res.status, res.body.error).toBe(201);
  return res.body.data as { id: string; version: number };
}
interface Days {
  version: number;
  lengthInDays: number;
  servicesByDay: { serviceId: string; type: string; duration: number; values: Record<string, unknown> }[][];
}
const hotel = (over: Record<string, unknown> = {}) => ({
  type: 'ACCOMMODATION',
  duration: 2,
  values: { name: 'Harbour hotel', description: 'Rooms over the water', ...over },
});
const info = (title: string, duration = 1) => ({ type: 'INFO', duration, values: { title, description: 'Notes' } });
const meal = (startTime: string) => ({ type: 'MEAL', values: { mealType: 'Dinner', description: 'Fish', startTime } });
const saveDays = (client: TestClient, id: string, body: unknown) =>
  client.request<Days>('POST', `/api/me/itineraries/${id}/services`, body);

describe('Configure services (OAP-014, OAP-015)', () => {
  it('[SVC-001] [SVC-006] [SVC-016] [SVC-022] [SVC-032] [SVC-039] [SVC-042] [OAP-014] saves services on several days: spans clamped by position, times stored 24-hour, defaults applied', async () => {
    const it1 = await created();
    const res = await saveDays(operator, it1.id, {
      version: 1,
      lengthInDays: 3,
      servicesByDay: [
        [hotel({ numberOfNights: 9 }), meal('7:30 pm')],
        [{ type: 'ACTIVITY', values: { name: 'Kayak', description: 'At dawn', price: '-5', startTime: '0600' } }],
        [hotel({ name: 'Lighthouse' })],
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const days = res.body.data as Days;
    expect(days).toMatchObject({ version: 2, lengthInDays: 3 });
    // Day 1's hotel asked for 2 days: 2 nights (duration) on a 3-day itinerary; day 3's is clamped to 1 night.
    expect(days.servicesByDay[0]?.[0]).toMatchObject({ type: 'ACCOMMODATION', duration: 2 });
    expect(days.servicesByDay[0]?.[0]?.values).toMatchObject({ numberOfNights: 2, starRating: 3 });
    expect(days.servicesByDay[0]?.[1]?.values).toMatchObject({ startTime: '19:30' });
    expect(days.servicesByDay[1]?.[0]?.values).toMatchObject({ price: 0, length: 60, startTime: '06:00' });
    expect(days.servicesByDay[2]?.[0]).toMatchObject({ duration: 1 });
    const got = await operator.request<Days>('GET', `/api/me/itineraries/${it1.id}/services`);
    expect(got.body.data).toEqual(days);
  });

  it('[SVC-023] [SVC-024] [SVC-025] [SVC-026] [SVC-027] [SVC-018] [OAP-015] answers 400 with each field error by day and index, and writes nothing', async () => {
    const it1 = await created();
    const good = await saveDays(operator, it1.id, {
      version: 1,
      lengthInDays: 2,
      servicesByDay: [[info('Arrival')], []],
    });
    expect(good.status).toBe(200);
    const bad = await saveDays(operator, it1.id, {
      version: 2,
      lengthInDays: 2,
      servicesByDay: [
        [info('Day 1'), { type: 'WORKSHOP_SPACE', values: { name: '', description: '' } }],
        [hotel({ description: '' }), { type: 'MEAL', values: { description: 'x', startTime: '25:00' } }],
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      'servicesByDay.0.0.title': S.titleNotDescriptive,
      'servicesByDay.0.1.name': 'Name is required',
      'servicesByDay.0.1.timeAvailableStart': S.startTimeRequired,
      'servicesByDay.0.1.description': S.descriptionRequired,
      'servicesByDay.1.0.description': S.descriptionRequired,
      'servicesByDay.1.1.startTime': S.invalidTime,
    });
    // Two info services on day 1 (one spanning from day 1 into day 2 and one placed there): one a day.
    const twoInfos = await saveDays(operator, it1.id, {
      version: 2,
      lengthInDays: 2,
      servicesByDay: [[info('Arrival', 2)], [info('Harbour walk')]],
    });
    expect(twoInfos.status).toBe(400);
    expect(twoInfos.body.fields?.['servicesByDay.1']).toBe('A day holds at most one info service');
    const [row] = await t.database.db.select().from(itineraries).where(eq(itineraries.id, it1.id));
    expect(row?.version).toBe(2);
    const placed = await t.database.db.select().from(dayServices).where(eq(dayServices.itineraryId, it1.id));
    expect(placed).toHaveLength(1);
  });

  it('[SVC-021] [OAP-015] shortening drops the last days with their services; an edit keeps the service id; a stale save is refused', async () => {
    const it1 = await created();
    const first = await saveDays(operator, it1.id, {
      version: 1,
      lengthInDays: 2,
      servicesByDay: [[info('Arrival')], [meal('8am')]],
    });
    const kept = first.body.data?.servicesByDay[0]?.[0]?.serviceId as string;
    const dropped = first.body.data?.servicesByDay[1]?.[0]?.serviceId as string;
    const shorter = await saveDays(operator, it1.id, {
      version: 2,
      lengthInDays: 1,
      servicesByDay: [[{ ...info('Arrival in Svolvær'), serviceId: kept }]],
    });
    expect(shorter.status, JSON.stringify(shorter.body)).toBe(200);
    expect(shorter.body.data?.servicesByDay).toHaveLength(1);
    expect(shorter.body.data?.servicesByDay[0]?.[0]).toMatchObject({
      serviceId: kept,
      values: { title: 'Arrival in Svolvær' },
    });
    const [gone] = await t.database.db.select().from(services).where(eq(services.id, dropped));
    expect(gone?.deleted).toBe(true);

    const stale = await saveDays(operator, it1.id, { version: 2, lengthInDays: 1, servicesByDay: [[]] });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'STALE_VERSION', error: ITINERARY_STALE_VERSION_MESSAGE });
    const foreign = await saveDays(operator, it1.id, {
      version: 3,
      lengthInDays: 1,
      servicesByDay: [[{ ...info('Other'), serviceId: '00000000-0000-4000-8000-000000000000' }]],
    });
    expect(foreign.status).toBe(400);
  });

  it('[OAP-014] another operator reads and saves neither the services nor the pricing nor the preview: 404', async () => {
    const it1 = await created();
    expect((await operator2.request('GET', `/api/me/itineraries/${it1.id}/services`)).status).toBe(404);
    expect((await saveDays(operator2, it1.id, { version: 1, lengthInDays: 1, servicesByDay: [[]] })).status).toBe(404);
    expect((await operator2.request('GET', `/api/me/itineraries/${it1.id}/pricing`)).status).toBe(404);
    const page = await operator2.request('GET', `/api/me/pages/itinerary?itineraryId=${it1.id}&itineraryPreview=true`);
    expect(page.status).toBe(404);
  });
});

describe('service library (OAP-013, OAP-017)', () => {
  it("[OAP-017] [OAP-013] searches the caller's library by count, type and text; delete takes services out of it", async () => {
    const it1 = await created(operator2);
    const lib = (name: string, type = 'ACTIVITY') => ({
      type,
      saveToLibrary: true,
      values: type === 'ACTIVITY' ? { name, description: `${name} outing` } : { mealType: name, description: 'Food' },
    });
    const saved = await saveDays(operator2, it1.id, {
      version: 1,
      lengthInDays: 1,
      servicesByDay: [[lib('Glacier hike'), lib('Glacier kayak'), lib('Whale watch'), lib('Breakfast', 'MEAL')]],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    type Found = { items: { id: string; name: string }[]; nextCursor: string | null };
    const search = (q: string) => operator2.request<Found>('GET', `/api/me/services?${q}`);
    const glacier = await search('type=ACTIVITY&text=glacier&count=5');
    expect(glacier.body.data?.items.map((s) => s.name).sort()).toEqual(['Glacier hike', 'Glacier kayak']);
    expect(glacier.body.data?.nextCursor).toBeNull();
    // (issue 18) count pages the search: the next page after the cursor holds the rest, none twice.
    const first = (await search('type=ACTIVITY&count=2')).body.data as Found;
    expect(first.items).toHaveLength(2);
    const rest = (await search(`type=ACTIVITY&count=2&cursor=${first.nextCursor}`)).body.data as Found;
    expect(rest.nextCursor).toBeNull();
    const all = (await search('type=ACTIVITY&count=50')).body.data as Found;
    expect([...first.items, ...rest.items].map((s) => s.id)).toEqual(all.items.map((s) => s.id));
    expect(all.items.map((s) => s.name).sort()).toEqual(['Glacier hike', 'Glacier kayak', 'Whale watch']);
    expect((await search('type=MEAL&count=3')).body.data?.items.map((s) => s.name)).toEqual(['Breakfast']);
    expect((await operator.request<Found>('GET', '/api/me/services?text=glacier')).body.data?.items).toEqual([]);
    expect((await search('count=500')).status).toBe(400);
    const ids = (glacier.body.data?.items ?? []).map((s) => s.id);
    const del = await operator2.request<{ deleted: number }>('DELETE', '/api/me/services', { ids });
    expect(del.body.data?.deleted).toBe(2);
    expect((await search('type=ACTIVITY&text=glacier&count=5')).body.data?.items).toEqual([]);
  });
});

const period = (over: Record<string, unknown> = {}) => ({
  startDate: '2027-01-01',
  endDate: '2027-12-31',
  instantApprovalAllowed: false,
  costThresholds: [{ numberOfTravelers: 2, daysOfTheWeek: ['monday', 'friday'], price: 150000 }],
  ...over,
});
const pricing = (version: number, over: Record<string, unknown> = {}) => ({
  version,
  currency: 'EUR',
  minimumSpots: 2,
  maximumSpots: 12,
  termsAndConditions: true,
  packages: { standard: { validityPeriods: [period()] }, economy: { validityPeriods: [period()] } },
  ...over,
});

describe('Review pricing (OAP-023, OAP-024)', () => {
  it('[OAP-023] [OAP-024] [OPI-043] saves spots, currency and validity periods with day-of-week tiers', async () => {
    const it1 = await created();
    const res = await operator.request<Record<string, unknown>>(
      'POST',
      `/api/me/itineraries/${it1.id}/pricing`,
      pricing(1),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      version: 2,
      currency: 'EUR',
      minimumSpots: 2,
      maximumSpots: 12,
      inventoryMode: false,
    });
    const got = await operator.request<{
      packages: { standard: { validityPeriods: { costThresholds: unknown[] }[] } };
    }>('GET', `/api/me/itineraries/${it1.id}/pricing`);
    expect(got.body.data?.packages.standard.validityPeriods[0]?.costThresholds).toEqual([
      { numberOfTravelers: 2, daysOfTheWeek: ['monday', 'friday'], price: 150000 },
    ]);
    const stale = await operator.request('POST', `/api/me/itineraries/${it1.id}/pricing`, pricing(1));
    expect(stale.status).toBe(409);
  });

  it('[OPI-037] [OPI-039] [OPI-033] [OPI-030] [OAP-023] refuses a zero-traveler tier, instant approval on economy, no terms and a range upside down; nothing saved', async () => {
    const it1 = await created();
    const zero = period({ costThresholds: [{ numberOfTravelers: 0, daysOfTheWeek: ['monday'], price: 0 }] });
    const res = await operator.request('POST', `/api/me/itineraries/${it1.id}/pricing`, {
      ...pricing(1, { minimumSpots: 8, maximumSpots: 4, termsAndConditions: false }),
      packages: {
        standard: { validityPeriods: [zero] },
        economy: { validityPeriods: [period({ instantApprovalAllowed: true })] },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      validityPeriods: P.zeroTravelerValidityPeriod,
      'packages.economy.instantApprovalAllowed': P.instantApprovalNotAllowed('Economy'),
      termsAndConditions: P.acceptTerms,
      maximumSpots: P.maximumAtLeastMinimum,
    });
    const rows = await t.database.db.select().from(validityPeriods).where(eq(validityPeriods.itineraryId, it1.id));
    expect(rows).toEqual([]);
    const [row] = await t.database.db.select().from(itineraries).where(eq(itineraries.id, it1.id));
    expect(row).toMatchObject({ version: 1, currency: 'USD' });
  });

  it('[OPI-026] [OPI-027] [OPI-031] [OAP-024] in inventory mode the spots are checked against the inventory schedules', async () => {
    const it1 = await created();
    const { inventoryItems } = await import('../../db/schema/index.js');
    await t.database.db.update(itineraries).set({ itineraryInventoryEnabled: true }).where(eq(itineraries.id, it1.id));
    await t.database.db.insert(inventoryItems).values({
      itineraryId: it1.id,
      startDate: '2027-05-01',
      packageLevel: 'standard',
      costSchedule: [
        { numberOfTravelers: 4, price: 100000 },
        { numberOfTravelers: 10, price: 90000 },
      ] as never,
    });
    const read = await operator.request<{ minimumSpotsFloor: number; maximumSpotsCeiling: number }>(
      'GET',
      `/api/me/itineraries/${it1.id}/pricing`,
    );
    expect(read.body.data).toMatchObject({ inventoryMode: true, minimumSpotsFloor: 4, maximumSpotsCeiling: 10 });
    const low = await operator.request(
      'POST',
      `/api/me/itineraries/${it1.id}/pricing`,
      pricing(1, { minimumSpots: 2, maximumSpots: 12 }),
    );
    expect(low.status).toBe(400);
    expect(low.body.fields).toMatchObject({
      minimumSpots: P.minimumSpotsAtLeast(4),
      maximumSpots: P.maximumSpotsAtMost(10),
    });
    const blank = await operator.request(
      'POST',
      `/api/me/itineraries/${it1.id}/pricing`,
      pricing(1, { minimumSpots: null }),
    );
    expect(blank.body.fields?.minimumSpots).toBe(P.minimumSpotsRequired);
    const ok = await operator.request(
      'POST',
      `/api/me/itineraries/${it1.id}/pricing`,
      pricing(1, { minimumSpots: 4, maximumSpots: 10 }),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });
});

describe('pricing mode', () => {
  it('[OAP-023] the operator switches the itinerary to inventory mode: spots and terms only, no validity periods kept', async () => {
    const it1 = await created();
    const res = await operator.request<{ inventoryMode: boolean }>('POST', `/api/me/itineraries/${it1.id}/pricing`, {
      ...pricing(1),
      inventoryMode: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data?.inventoryMode).toBe(true);
    const rows = await t.database.db.select().from(validityPeriods).where(eq(validityPeriods.itineraryId, it1.id));
    expect(rows).toEqual([]);
    const [row] = await t.database.db.select().from(itineraries).where(eq(itineraries.id, it1.id));
    expect(row?.itineraryInventoryEnabled).toBe(true);
  });
});

describe('preview page', () => {
  it('[OAP-021] renders the itinerary and its days as an escaped, printable HTML page', async () => {
    const it1 = await created();
    await saveDays(operator, it1.id, {
      version: 1,
      lengthInDays: 2,
      servicesByDay: [[info('<script>alert(1)</script> Arrival')], [meal('19:30')]],
    });
    const res = await t.app.request(`/api/me/pages/itinerary?itineraryId=${it1.id}&itineraryPreview=true`, {
      headers: { cookie: operator.cookie ?? '', origin: ORIGIN },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<h2>Day 1</h2>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Arrival');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('7:30 PM');
    expect(html).toContain('@media print');
  });
});
