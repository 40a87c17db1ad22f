// The host trip workspace's calls on a real database (WSP-001, HAP-044, HAP-045, HAP-048): the shell the domain
// decides, the trip details save and the gatherings and workshops, each edit sending the publish status to pending.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dayServices, services, transitionsLog, trips } from '../../../db/schema/index.js';
import { DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../../db/seed/demo-ids.js';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app.js';
import type { HostWorkspaceServiceView, HostWorkspaceView } from '../../../views/host-workspace.view.js';

let t: TestApp;
let host: TestClient;
async function openWorld() {
  t = await createTestApp();
  host = await t.sessionFor(DEMO_USER_IDS.host);
}
const closeWorld = () => t?.close();

const workspacePath = (id: string) => `/api/me/host/trips/${id}/workspace`;
const read = async (id: string, client = host) => client.request<HostWorkspaceView>('GET', workspacePath(id));
const publishStatusOf = async (id: string) =>
  (await t.database.db.select({ p: trips.publishStatus }).from(trips).where(eq(trips.id, id)))[0]?.p;
const items = (w: HostWorkspaceView) => w.servicesByDay.flat();

describe('GET /api/me/host/trips/{id}/workspace', () => {
  // Reads only: one world for the block.
  beforeAll(openWorld);
  afterAll(closeWorld);

  it('[WSP-001] [HAP-044] [WSP-011] [WSP-016] the host reads their accepted trip: tabs, status panel and timeline', async () => {
    const res = await read(DEMO_TRIP_IDS.hostApproved);
    expect(res.status).toBe(200);
    const w = res.body.data as HostWorkspaceView;
    expect(w.trip).toMatchObject({
      id: DEMO_TRIP_IDS.hostApproved,
      status: 'host-approved',
      publishStatus: 'in-review',
    });
    expect(w.shell.tabsHidden).toBe(false);
    expect(w.shell.tabs.map((x) => x.label)).toEqual([
      'Launch',
      'Pricing',
      'Itinerary',
      'Promote',
      'Bookings',
      'Travel Info',
    ]);
    expect(w.shell.landing).toBe('/configuration');
    expect(w.statusPanel).toMatchObject({
      tripPageStatus: 'pre-launch-not-bookable',
      publishBadge: 'In Review',
      timelineStage: 'marketing',
    });
    expect(w.statusPanel.timeline.filter((s) => s.current).map((s) => s.label)).toEqual(['Marketing']);
    expect(w.servicesByDay).toHaveLength(w.trip.dayCount);
  });

  it('[WSP-013] [WSP-012] a request-phase trip has no tabs and lands on the read-only request it came from', async () => {
    const w = (await read(DEMO_TRIP_IDS.created)).body.data as HostWorkspaceView;
    expect(w.shell).toMatchObject({ tabsHidden: true, tabs: [], landing: '/request' });
    expect(w.request).toMatchObject({ status: 'trip-created', selectedPackage: 'economy', startDate: '2027-06-07' });
  });

  it('[WSP-014] [WSP-015] Promote, Bookings and Travel Info are disabled before the agreement and on a complete trip', async () => {
    const complete = (await read(DEMO_TRIP_IDS.complete)).body.data as HostWorkspaceView;
    expect(complete.shell.tabs.filter((x) => !x.enabled).map((x) => x.key)).toEqual([
      'promote',
      'bookings',
      'travel-info',
    ]);
    const live = (await read(DEMO_TRIP_IDS.live)).body.data as HostWorkspaceView;
    expect(live.shell.tabs.every((x) => x.enabled)).toBe(true);
    const host2 = await t.signedIn('host2@caravan.test');
    const pricing = (await read(DEMO_TRIP_IDS.pricingApproved, host2)).body.data as HostWorkspaceView;
    expect(pricing.shell.tabs.filter((x) => !x.enabled).map((x) => x.key)).toEqual([
      'promote',
      'bookings',
      'travel-info',
    ]);
  });

  it("[WSP-068] [WSP-069] a closed trip reads as read-only with 'Trip is Closed: …'", async () => {
    const w = (await read(DEMO_TRIP_IDS.closed)).body.data as HostWorkspaceView;
    expect(w.shell.readOnly).toBe(true);
    expect(w.shell.lockedAlert).toEqual({
      title: 'Trip is Closed',
      description: 'Trips are no longer editable in the closed status.',
    });
  });

  it('[TRP-007] a cancelled trip carries the reason the host is shown; other trips none', async () => {
    const hugo = await t.signedIn('host2@caravan.test');
    const id = DEMO_TRIP_IDS.cancelled;
    // The seed's reason is an internal code the host is not shown: the default message's reason.
    expect((await read(id, hugo)).body.data?.trip.cancellationReason).toBe('default');
    await t.database.db
      .update(trips)
      .set({ internalCancellationReason: 'automatic-launch-overdue' })
      .where(eq(trips.id, id));
    expect((await read(id, hugo)).body.data?.trip.cancellationReason).toBe('automatic-launch-overdue');
    await t.database.db
      .update(trips)
      .set({ internalCancellationReason: 'provider-cancelled-force-majeure' })
      .where(eq(trips.id, id));
    expect((await read(id, hugo)).body.data?.trip.cancellationReason).toBe('provider-cancelled-force-majeure');
    expect((await read(DEMO_TRIP_IDS.hostApproved)).body.data?.trip.cancellationReason).toBeNull();
  });

  it("[HAP-044] another host's trip does not exist for them (404); other groups 403; no session 401; a co-host reads", async () => {
    const host2 = await t.signedIn('host2@caravan.test');
    const other = await read(DEMO_TRIP_IDS.hostApproved, host2);
    expect(other.status).toBe(404);
    expect(other.body.data).toBeUndefined();
    expect((await read(DEMO_TRIP_IDS.hostApproved, await t.signedIn('traveler@caravan.test'))).status).toBe(403);
    expect((await read(DEMO_TRIP_IDS.hostApproved, t.anonymous())).status).toBe(401);
    expect((await read('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await read(DEMO_TRIP_IDS.hostApproved, await t.signedIn('cohost@caravan.test'))).status).toBe(200);
  });
});

describe('PATCH /api/me/host/trips/{id}/configuration', () => {
  // Each test edits the seeded trips (names, gatherings, publish status): each gets its own world.
  beforeEach(openWorld);
  afterEach(closeWorld);

  it('[HAP-045] [WSP-065] saving the trip details sends the publish status back to pending through the publish machine', async () => {
    expect(await publishStatusOf(DEMO_TRIP_IDS.hostApproved)).toBe('in-review');
    const res = await host.request<HostWorkspaceView>(
      'PATCH',
      `/api/me/host/trips/${DEMO_TRIP_IDS.hostApproved}/configuration`,
      {
        name: '  Patagonia Premium Trek 2027  ',
        tripSummary: 'Glaciers, granite and good company.',
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.trip).toMatchObject({
      name: 'Patagonia Premium Trek 2027',
      tripSummary: 'Glaciers, granite and good company.',
      publishStatus: 'pending',
    });
    expect(res.body.data?.statusPanel.publishBadge).toBe('Pending');
    const log = await t.database.db
      .select()
      .from(transitionsLog)
      .where(and(eq(transitionsLog.resource, 'publish'), eq(transitionsLog.resourceId, DEMO_TRIP_IDS.hostApproved)));
    expect(log.map((l) => [l.event, l.fromState, l.toState])).toEqual([['publish.edit', 'in-review', 'pending']]);
  });

  it('[WSP-070] [WSP-071] [WSP-072] an invalid form answers 400 with the field message and changes nothing', async () => {
    const path = `/api/me/host/trips/${DEMO_TRIP_IDS.live}/configuration`;
    const blank = await host.request('PATCH', path, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.fields?.name).toBe('Trip name is required');
    const long = await host.request('PATCH', path, { name: 'x'.repeat(61) });
    expect(long.body.fields?.name).toBe('Trip name cannot exceed 60 characters');
    const noCategory = await host.request('PATCH', path, { categories: [] });
    expect(noCategory.body.fields?.categories).toBe('Select at least one category');
    expect(await publishStatusOf(DEMO_TRIP_IDS.live)).toBe('live');
  });

  it("[WSP-068] [WSP-069] a closed trip refuses the save (409 'Trip is Closed: …') and keeps its name and publish status", async () => {
    const before = await publishStatusOf(DEMO_TRIP_IDS.closed);
    const res = await host.request('PATCH', `/api/me/host/trips/${DEMO_TRIP_IDS.closed}/configuration`, {
      name: 'New',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Trip is Closed: Trips are no longer editable in the closed status.');
    const [row] = await t.database.db.select().from(trips).where(eq(trips.id, DEMO_TRIP_IDS.closed));
    expect(row?.name).not.toBe('New');
    expect(row?.publishStatus).toBe(before);
  });

  it("[HAP-045] another host's save answers 404 and a co-host's 403; the trip is unchanged", async () => {
    const path = `/api/me/host/trips/${DEMO_TRIP_IDS.live}/configuration`;
    expect((await (await t.signedIn('host2@caravan.test')).request('PATCH', path, { name: 'Mine' })).status).toBe(404);
    expect((await (await t.signedIn('cohost@caravan.test')).request('PATCH', path, { name: 'Mine' })).status).toBe(403);
    const [row] = await t.database.db.select({ name: trips.name }).from(trips).where(eq(trips.id, DEMO_TRIP_IDS.live));
    expect(row?.name).toBe('Machu Picchu with Hana');
  });
});

describe('gatherings and workshop spaces', () => {
  // Each test edits the seeded trips (names, gatherings, publish status): each gets its own world.
  beforeEach(openWorld);
  afterEach(closeWorld);

  const gatherings = (id: string) => `/api/me/host/trips/${id}/gatherings`;

  it('[HAP-048] [WSP-082] [WSP-065] a new gathering is created on its day and the publish status returns to pending', async () => {
    const res = await host.request<HostWorkspaceServiceView>('POST', gatherings(DEMO_TRIP_IDS.live), {
      name: ' Welcome circle ',
      description: 'Meet the group at the hotel bar',
      dayIndex: 0,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Welcome circle', type: 'INFORMAL_GATHERING', dayIndex: 0 });
    const w = (await read(DEMO_TRIP_IDS.live)).body.data as HostWorkspaceView;
    expect(w.servicesByDay[0]?.map((s) => s.name)).toContain('Welcome circle');
    expect(w.trip.publishStatus).toBe('pending');
  });

  it('[WSP-091] [WSP-092] a gathering needs a name, a description and a day of the trip', async () => {
    const blank = await host.request('POST', gatherings(DEMO_TRIP_IDS.live), {
      name: ' ',
      description: ' ',
      dayIndex: 0,
    });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toMatchObject({ name: 'Name is required', description: 'Description is required' });
    const w = (await read(DEMO_TRIP_IDS.live)).body.data as HostWorkspaceView;
    const late = await host.request('POST', gatherings(DEMO_TRIP_IDS.live), {
      name: 'After party',
      description: 'Late',
      dayIndex: w.trip.dayCount,
    });
    expect(late.status).toBe(400);
    expect(late.body.fields?.dayIndex).toBe('Choose a day of the trip');
  });

  it("[WSP-083] [HAP-048] moving a shared gathering changes this trip's copy only, at the end of its new day", async () => {
    const live = (await read(DEMO_TRIP_IDS.live)).body.data as HostWorkspaceView;
    const pisco = items(live).find((s) => s.name === 'Pisco tasting get-together');
    if (!pisco) throw new Error('seeded gathering missing');
    const res = await host.request<HostWorkspaceServiceView>(
      'PATCH',
      `/api/me/host/trips/${DEMO_TRIP_IDS.live}/services/${pisco._id}`,
      { name: 'Pisco night', description: 'Tasting at the lodge', dayIndex: 3 },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: pisco._id, name: 'Pisco night', dayIndex: 3 });
    const after = (await read(DEMO_TRIP_IDS.live)).body.data as HostWorkspaceView;
    expect(after.servicesByDay[3]?.at(-1)?.name).toBe('Pisco night');
    expect(after.servicesByDay[pisco.dayIndex]?.some((s) => s._id === pisco._id)).toBe(false);
    // Another trip of the same itinerary keeps the operator's gathering as it was.
    const early = (await read(DEMO_TRIP_IDS.earlyConfirmed)).body.data as HostWorkspaceView;
    expect(items(early).map((s) => s.name)).toContain('Pisco tasting get-together');
  });

  it('[WSP-096] a workshop space is open until the host saves it, which accepts it', async () => {
    const created = (await read(DEMO_TRIP_IDS.created)).body.data as HostWorkspaceView;
    const workshop = items(created).find((s) => s.type === 'WORKSHOP_SPACE');
    expect(workshop?.acceptedByHost).toBe(false);
    if (!workshop) throw new Error('seeded workshop missing');
    const res = await host.request<HostWorkspaceServiceView>(
      'PATCH',
      `/api/me/host/trips/${DEMO_TRIP_IDS.created}/services/${workshop._id}`,
      { name: workshop.name, description: 'Two hours of writing practice', dayIndex: workshop.dayIndex },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ acceptedByHost: true, description: 'Two hours of writing practice' });
    const [entry] = await t.database.db.select().from(dayServices).where(eq(dayServices.id, workshop._id));
    expect(entry?.acceptedByHost).toBe(true);
  });

  it('[WSP-084] [WSP-087] a gathering is deleted from its day; a workshop space cannot be deleted', async () => {
    const made = await host.request<HostWorkspaceServiceView>('POST', gatherings(DEMO_TRIP_IDS.live), {
      name: 'Farewell toast',
      description: 'Last night',
      dayIndex: 1,
    });
    const id = made.body.data?._id as string;
    const del = await host.request('DELETE', `${gatherings(DEMO_TRIP_IDS.live)}/${id}`);
    expect(del.status).toBe(200);
    const w = (await read(DEMO_TRIP_IDS.live)).body.data as HostWorkspaceView;
    expect(items(w).some((s) => s._id === id)).toBe(false);
    const workshop = items(w).find((s) => s.type === 'WORKSHOP_SPACE');
    const refused = await host.request('DELETE', `${gatherings(DEMO_TRIP_IDS.live)}/${workshop?._id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('NOT_DELETABLE');
  });

  it('[WSP-089] service types other than gatherings and workshop spaces are not the workspace’s to edit', async () => {
    const [activity] = await t.database.db
      .select({ id: dayServices.id })
      .from(dayServices)
      .innerJoin(services, eq(services.id, dayServices.serviceId))
      .where(and(eq(dayServices.tripId, DEMO_TRIP_IDS.live), eq(services.type, 'FULL_DAY')));
    const res = await host.request('PATCH', `/api/me/host/trips/${DEMO_TRIP_IDS.live}/services/${activity?.id}`, {
      name: 'Mine now',
      description: 'x',
      dayIndex: 0,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('READ_ONLY_SERVICE');
  });

  it('[WSP-090] gatherings cannot be added on closed or complete trips, nor on cancelled ones', async () => {
    for (const id of [DEMO_TRIP_IDS.closed, DEMO_TRIP_IDS.complete]) {
      const res = await host.request('POST', gatherings(id), { name: 'Late', description: 'Too late', dayIndex: 0 });
      expect(res.status, id).toBe(409);
      expect(res.body.code).toBe('TRIP_CLOSED');
    }
    const host2 = await t.signedIn('host2@caravan.test');
    const cancelled = await host2.request('POST', gatherings(DEMO_TRIP_IDS.cancelled), {
      name: 'Late',
      description: 'Too late',
      dayIndex: 0,
    });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error).toBe('Trip is Cancelled: Trips are no longer editable once cancelled.');
  });

  it("[HAP-048] another host cannot add to, change or delete a host's gatherings (404)", async () => {
    const host2 = await t.signedIn('host2@caravan.test');
    const w = (await read(DEMO_TRIP_IDS.live)).body.data as HostWorkspaceView;
    const any = items(w)[0];
    const body = { name: 'Hijack', description: 'x', dayIndex: 0 };
    expect((await host2.request('POST', gatherings(DEMO_TRIP_IDS.live), body)).status).toBe(404);
    expect(
      (await host2.request('PATCH', `/api/me/host/trips/${DEMO_TRIP_IDS.live}/services/${any?._id}`, body)).status,
    ).toBe(404);
    expect((await host2.request('DELETE', `${gatherings(DEMO_TRIP_IDS.live)}/${any?._id}`)).status).toBe(404);
  });
});
