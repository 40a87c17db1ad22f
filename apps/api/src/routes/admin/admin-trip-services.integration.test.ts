// An admin's trip day services on a real database (SVC-035, SVC-036): the form permissions the domain gives the admin
// in the view, an editable field saved as the trip's own override (the shared service and other trips unchanged), and
// the same rule enforced on save: a locked field, a closed trip, another trip's service all refused, nothing written.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/context.js';
import { DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { dayServices, services } from '../../db/schema/index.js';
import type { HostItinerary } from '../../services/host-workspace/itinerary-overview.js';
import { type TestApp, type TestClient, createTestApp } from '../../testing/test-app.js';
import type { AdminTripDayServiceView, AdminTripServicesView } from '../../views/admin-trip-services.view.js';

let t: TestApp;
let admin: TestClient;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.sessionFor(DEMO_USER_IDS.admin);
});
afterEach(() => t.close());

const CREATED = DEMO_TRIP_IDS.created;
/** The welcome dinner (a meal on day 1) of the created trip, and the same shared service on the live trip. */
const DINNER = seedId('day-service/trip/created/3');
const LIVE_DINNER = seedId('day-service/trip/live/3');
const list = async (id: string) => {
  const res = await admin.request<AdminTripServicesView>('GET', `/api/admin/trips/${id}/services`);
  expect(res.status, res.body.error).toBe(200);
  return res.body.data as AdminTripServicesView;
};
const entry = (view: AdminTripServicesView, id: string) =>
  view.servicesByDay.find((e) => e.id === id) as AdminTripDayServiceView;
const save = (id: string, entryId: string, values: Record<string, unknown>) =>
  admin.request<AdminTripServicesView>('PUT', `/api/admin/trips/${id}/services/${entryId}`, { values });
const overridesOf = async (id: string) =>
  (await t.database.db.select({ o: dayServices.overrides }).from(dayServices).where(eq(dayServices.id, id)))[0]?.o;

describe('admin trip services', () => {
  it('[SVC-035] [SVC-036] the view carries the admin’s permissions: only the editable fields open, saving only while the trip’s services are open', async () => {
    const dinner = entry(await list(CREATED), DINNER);
    expect(dinner.service).toMatchObject({ type: 'MEAL', name: 'Welcome dinner' });
    expect(dinner.values).toMatchObject({ startTime: '19:30', mealType: 'dinner' });
    expect(dinner.permissions).toEqual({ canSave: true, canRemove: true, disabledFields: ['mealType', 'options'] });
    // A partner-approved trip's services are closed: no save, no remove, every field but the editable list locked.
    const approved = (await list(DEMO_TRIP_IDS.partnerApproved)).servicesByDay;
    expect(approved.length).toBeGreaterThan(0);
    for (const e of approved) expect(e.permissions).toMatchObject({ canSave: false, canRemove: false });
  });

  it('[SVC-035] an admin saves an editable field as the trip’s override: the itinerary’s service and other trips are unchanged', async () => {
    const res = await save(CREATED, DINNER, { description: 'Dinner at Cicciolina, 8 pm sharp', startTime: '8:00 pm' });
    expect(res.status, res.body.error).toBe(200);
    const saved = entry(res.body.data as AdminTripServicesView, DINNER);
    expect(saved.values).toMatchObject({ description: 'Dinner at Cicciolina, 8 pm sharp', startTime: '20:00' });
    expect(saved.overridden.sort()).toEqual(['description', 'startTime']);
    expect(entry(await list(CREATED), DINNER).values).toMatchObject({ startTime: '20:00' });
    // Copy-on-change: the shared service row and the live trip's dinner still read the itinerary's values.
    const [shared] = await t.database.db.select().from(services).where(eq(services.id, saved.service.id));
    expect(shared).toMatchObject({ description: '', startTime: '19:30' });
    expect(entry(await list(DEMO_TRIP_IDS.live), LIVE_DINNER).values).toMatchObject({ startTime: '19:30' });
    // The trip's readers (here its host's itinerary) show the trip's values.
    const host = await t.sessionFor(DEMO_USER_IDS.host);
    const itinerary = await host.request<HostItinerary>('GET', `/api/me/host/trips/${CREATED}/itinerary`);
    expect(itinerary.status, itinerary.body.error).toBe(200);
    const items = (itinerary.body.data as HostItinerary).days.flatMap((d) => d.items);
    expect(items.find((i) => i.id === DINNER)).toMatchObject({
      description: 'Dinner at Cicciolina, 8 pm sharp',
      startTime: '20:00',
    });
  });

  it('[SVC-035] [SVC-036] the server enforces the same rule: a locked field 422, a closed trip 409, a bad value 400, nothing written', async () => {
    const locked = await save(CREATED, DINNER, { description: 'Changed', mealType: 'lunch' });
    expect(locked.status).toBe(422);
    expect(locked.body).toMatchObject({
      success: false,
      code: 'SERVICE_FIELD_LOCKED',
      fields: { mealType: expect.any(String) },
    });
    const invalid = await save(CREATED, DINNER, { description: '   ' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ success: false, fields: { description: 'Description is required' } });
    expect(await overridesOf(DINNER)).toEqual({});

    const closedEntry = (await list(DEMO_TRIP_IDS.partnerApproved)).servicesByDay[0] as AdminTripDayServiceView;
    const closed = await save(DEMO_TRIP_IDS.partnerApproved, closedEntry.id, { description: 'Changed' });
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({ success: false, code: 'TRIP_FIELD_LOCKED' });
    expect(await overridesOf(closedEntry.id)).toEqual({});
  });

  it('[SVC-035] another trip’s service or no such trip answers 404; a non-admin may not use the calls', async () => {
    const other = await save(CREATED, LIVE_DINNER, { description: 'Changed' });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(await overridesOf(LIVE_DINNER)).toEqual({});
    const missing = seedId('trip/none');
    expect((await admin.request('GET', `/api/admin/trips/${missing}/services`)).status).toBe(404);
    expect((await save(missing, DINNER, { description: 'x' })).status).toBe(404);
    const operator = await t.sessionFor(DEMO_USER_IDS.operator);
    expect((await operator.request('GET', `/api/admin/trips/${CREATED}/services`)).status).toBe(403);
    expect(
      (await operator.request('PUT', `/api/admin/trips/${CREATED}/services/${DINNER}`, { values: {} })).status,
    ).toBe(403);
  });
});
