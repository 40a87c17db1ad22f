// POST /api/me/trip-requests on a real database (CAT-001, HAP-041, HAP-010): a request opens its trip for the
// operator's New Trip Requests, instant approval creates the trip at once, a locked tier and bad input are refused
// with nothing saved, and a host never reads another host's request.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems, tripRequests, trips } from '../../../db/schema/index.js';
import { DEMO_ITINERARY_IDS } from '../../../db/seed/demo-ids.js';
import { demoInventoryItemId } from '../../../db/seed/itineraries.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

type Created = { id: string; status: string; instantlyApproved: boolean; tripId: string | null };

let t: TestApp;
let workshopId: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await (await t.signedIn('host2@caravan.test')).request<{
    itinerary: { days: { services: { id: string; type: string }[] }[] };
  }>('GET', `/api/me/host/catalogue/${DEMO_ITINERARY_IDS.incaTrail}`);
  workshopId =
    res.body.data?.itinerary.days.flatMap((d) => d.services).find((s) => s.type === 'WORKSHOP_SPACE')?.id ?? '';
});
afterAll(() => t.close());

/** A host travelling alone: one room, no companions (the submit payload always carries both; CAT-025). */
const solo = { hostRooms: [{ roomType: 'one-bed' }], companions: [] };
const item = demoInventoryItemId('inca/2027-09-06/standard');
const counts = async () => {
  const db = t.database.db;
  const [r] = await db.select({ n: count() }).from(tripRequests);
  const [tr] = await db.select({ n: count() }).from(trips);
  return { requests: r?.n ?? 0, trips: tr?.n ?? 0 };
};

/** A request of the Inca Trail departure with one companion, two rooms, a workshop and an optional activity. */
const incaRequest = (overrides: Record<string, unknown> = {}) => ({
  itinerary: { id: DEMO_ITINERARY_IDS.incaTrail },
  selectedPackage: 'standard',
  itineraryInventoryItemId: item,
  dietaryRestriction: 'vegetarian',
  companions: [{ firstName: 'Ana', lastName: 'Lopez', ageRange: '18+' }],
  hostRooms: [{ roomType: 'one-bed' }, { roomType: 'one-bed' }],
  selectedWorkshopSpaces: [{ id: workshopId, length: 2, service: {} }],
  hostSelectedOptionalActivities: [{ id: 'optional-1', numberOptingIn: 2, service: {} }],
  additionalRequests: '',
  ...overrides,
});

describe('POST /api/me/trip-requests', () => {
  it('[CAT-001] [HAP-041] [CAT-025] a host requests a trip: stored, its trip opened in status created for the operator, the departure held', async () => {
    const host = await t.signedIn('host2@caravan.test');
    const [before] = await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.id, item));
    const res = await host.request<Created>('POST', '/api/me/trip-requests', incaRequest());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = res.body.data as Created;
    expect(created).toMatchObject({ status: 'trip-created', instantlyApproved: false });

    const [stored] = await t.database.db.select().from(tripRequests).where(eq(tripRequests.id, created.id));
    expect(stored?.startDate).toBe('2027-09-06');
    expect(stored?.formValues.companions).toEqual([{ firstName: 'Ana', lastName: 'Lopez', ageRange: '18+' }]);
    // The server's workshop hours, never the client's.
    expect(stored?.formValues.selectedWorkshopSpaces[0]?.service.hoursAvailable).toBe(4);
    const [after] = await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.id, item));
    expect(after?.quantityPending).toBe((before?.quantityPending ?? 0) + 1);

    // The operator's trips (the New Trip Requests group is status created) and the host's home both list it.
    const op = await (await t.signedIn('operator@caravan.test')).request<{ items: { id: string; status: string }[] }>(
      'GET',
      '/api/me/trips?limit=200',
    );
    expect(op.body.data?.items).toContainEqual(expect.objectContaining({ id: created.tripId, status: 'created' }));
    const mine = await host.request<{ items: { id: string; name: string }[] }>('GET', '/api/me/trips?limit=200');
    expect(mine.body.data?.items).toContainEqual(
      expect.objectContaining({ id: created.tripId, name: 'Inca Trail & Sacred Valley' }),
    );
    const [trip] = await t.database.db
      .select()
      .from(trips)
      .where(eq(trips.id, created.tripId ?? ''));
    expect(trip).toMatchObject({ tripRequestId: created.id, hostId: stored?.hostId, inventoryItemId: item });
  });

  it('[CAT-036] [CAT-037] instant approval: standard, no inventory, an instant-approval date: accepted and the trip created at once', async () => {
    const host = await t.signedIn('tom.two@caravan.test');
    const res = await host.request<Created>('POST', '/api/me/trip-requests', {
      itinerary: { id: DEMO_ITINERARY_IDS.patagonia },
      selectedPackage: 'standard',
      ...solo,
      startDate: '2027-01-20',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'accepted', instantlyApproved: true });
    const [trip] = await t.database.db
      .select()
      .from(trips)
      .where(eq(trips.id, res.body.data?.tripId ?? ''));
    expect(trip).toMatchObject({ instantlyApproved: true, startDate: '2027-01-20', endDate: '2027-01-25' });
  });

  it('[CAT-047] additional requests turn off instant approval: a plain request', async () => {
    const host = await t.signedIn('tom.two@caravan.test');
    const res = await host.request<Created>('POST', '/api/me/trip-requests', {
      itinerary: { id: DEMO_ITINERARY_IDS.patagonia },
      selectedPackage: 'standard',
      ...solo,
      startDate: '2027-01-21',
      additionalRequests: 'A vegan cook, please',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'trip-created', instantlyApproved: false });
  });

  it('[CAT-020] [LVL-013] a locked tier is refused by the API and nothing is saved', async () => {
    const before = await counts();
    const res = await (await t.signedIn('host2@caravan.test')).request('POST', '/api/me/trip-requests', {
      itinerary: { id: DEMO_ITINERARY_IDS.fjords },
      selectedPackage: 'standard',
      ...solo,
      itineraryInventoryItemId: demoInventoryItemId('fjords/2027-08-16/standard'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.code).toBe('TIER_LOCKED');
    const zero = await (await t.signedIn('zoe.zero@caravan.test')).request(
      'POST',
      '/api/me/trip-requests',
      incaRequest(),
    );
    expect(zero.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('[CAT-038] [CAT-040] [CAT-044] [CAT-046] [CAT-041] bad input answers 400 with field errors and saves nothing', async () => {
    const host = await t.signedIn('host2@caravan.test');
    const before = await counts();
    const missing = await host.request(
      'POST',
      '/api/me/trip-requests',
      incaRequest({ companions: [{ lastName: 'X' }] }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.fields?.['companions.0.firstName']).toBe('This field is required');

    const beds = await host.request(
      'POST',
      '/api/me/trip-requests',
      incaRequest({ hostRooms: [{ roomType: 'one-bed' }] }),
    );
    expect(beds.status).toBe(400);
    expect(beds.body.fields?.hostRooms).toBe(
      'This configuration has 0 beds for 1 companions. Please configure to 1 beds or shared beds.',
    );

    const hours = await host.request(
      'POST',
      '/api/me/trip-requests',
      incaRequest({ selectedWorkshopSpaces: [{ id: workshopId, length: 9, service: { hoursAvailable: 99 } }] }),
    );
    expect(hours.status).toBe(400);
    expect(hours.body.fields?.['selectedWorkshopSpaces.0.length']).toBe('4 Hour(s) Limit');

    const attendance = await host.request(
      'POST',
      '/api/me/trip-requests',
      incaRequest({ hostSelectedOptionalActivities: [{ id: 'optional-1', numberOptingIn: 5, service: {} }] }),
    );
    expect(attendance.body.fields?.['hostSelectedOptionalActivities.0.numberOptingIn']).toBe(
      '2 Host + Companions Limit',
    );

    const date = await host.request('POST', '/api/me/trip-requests', {
      itinerary: { id: DEMO_ITINERARY_IDS.patagonia },
      selectedPackage: 'standard',
      ...solo,
      startDate: '2026-12-25',
    });
    expect(date.status).toBe(400);
    expect(date.body.fields?.startDate).toBeTruthy();
    expect(await counts()).toEqual(before);
  });

  it("[HAP-010] a host reads their own request; another host's answers 404", async () => {
    const host = await t.signedIn('host2@caravan.test');
    const res = await host.request<Created>(
      'POST',
      '/api/me/trip-requests',
      incaRequest({ itineraryInventoryItemId: demoInventoryItemId('inca/2027-05-10/standard') }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data?.id;
    expect((await host.request('GET', `/api/me/trip-requests/${id}`)).status).toBe(200);
    const other = await t.signedIn('host@caravan.test');
    expect((await other.request('GET', `/api/me/trip-requests/${id}`)).status).toBe(404);
    // The departure is now fully held: it is no longer offered, and a second request of it is refused.
    const again = await host.request(
      'POST',
      '/api/me/trip-requests',
      incaRequest({ itineraryInventoryItemId: demoInventoryItemId('inca/2027-05-10/standard') }),
    );
    expect(again.status).toBe(400);
    expect(again.body.fields?.itineraryInventoryItemId).toBeTruthy();
  });

  it('[CAT-001] operators and travelers may not request', async () => {
    for (const email of ['operator@caravan.test', 'traveler@caravan.test']) {
      const res = await (await t.signedIn(email)).request('POST', '/api/me/trip-requests', incaRequest());
      expect(res.status, email).toBe(403);
    }
  });
});
