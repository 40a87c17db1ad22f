// The trip page's launch and publish request on a real database (WSP-031, WSP-036..039, WSP-063, HAP-045): the
// launch and publish machines decide, restored from the stored trip; refusals answer 409 and change nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../../db/seed/demo-ids.js';
import { createTestApp, TEST_NOW, type TestApp, type TestClient } from '../../../testing/test-app.js';
import type { HostWorkspaceView } from '../../../views/host-workspace.view.js';

let t: TestApp;
let host: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  host = await t.signedIn('host@caravan.test');
});
afterAll(() => t.close());

const launch = (id: string) => `/api/me/host/trips/${id}/launch`;
const rowOf = async (id: string) => (await t.database.db.select().from(trips).where(eq(trips.id, id)))[0];

describe('the launch of the trip page', () => {
  it('[WSP-036] [WSP-037] [WSP-031] [HAP-045] schedule in the host’s zone, unschedule, then Schedule Later', async () => {
    const id = DEMO_TRIP_IDS.hostApproved;
    const scheduled = await host.request<HostWorkspaceView>('PUT', launch(id), {
      date: '2026-12-10',
      time: '09:00',
      timeZone: 'America/New_York',
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data?.trip.launchDate).toBe('2026-12-10T14:00:00.000Z');
    expect(scheduled.body.data?.statusPanel.tripPageStatus).toBe('pre-launch-not-bookable');

    const unscheduled = await host.request<HostWorkspaceView>('DELETE', launch(id));
    expect(unscheduled.status).toBe(200);
    expect(unscheduled.body.data?.trip.launchDate).toBeNull();
    expect(unscheduled.body.data?.statusPanel.tripPageStatus).toBe('launch-not-scheduled');

    expect((await rowOf(id))?.hasHostCompletedPromoteTutorial).toBe(false);
    const later = await host.request<HostWorkspaceView>('POST', `${launch(id)}/schedule-later`);
    expect(later.status).toBe(200);
    expect(later.body.data?.trip).toMatchObject({ hasHostCompletedPromoteTutorial: true, launchDate: null });
  });

  it('[WSP-034] [WSP-035] a date before today is refused with its message; a time off the 10-minute steps too', async () => {
    const id = DEMO_TRIP_IDS.hostApproved;
    const before = (await rowOf(id))?.launchDate ?? null;
    const past = await host.request('PUT', launch(id), { date: '2026-11-20', time: '09:00', timeZone: 'UTC' });
    expect(past.status).toBe(400);
    expect(past.body.fields?.date).toBe('Launch date cannot be before today');
    const odd = await host.request('PUT', launch(id), { date: '2026-12-10', time: '09:05', timeZone: 'UTC' });
    expect(odd.status).toBe(400);
    expect(odd.body.fields?.time).toBe('Choose a launch time in 10-minute steps');
    const zone = await host.request('PUT', launch(id), { date: '2026-12-10', time: '09:00', timeZone: 'Mars/Base' });
    expect(zone.status).toBe(400);
    expect((await rowOf(id))?.launchDate ?? null).toEqual(before);
    // 'Today' is the host's: late on the 21st in Honolulu is still the 21st, though UTC has it the 21st at noon too.
    const today = await host.request('PUT', launch(id), {
      date: '2026-11-21',
      time: '23:50',
      timeZone: 'Pacific/Honolulu',
    });
    expect(today.status).toBe(200);
  });

  it('[WSP-039] [WSP-038] an ineligible trip and a launch already passed refuse scheduling', async () => {
    const created = await host.request('PUT', launch(DEMO_TRIP_IDS.created), {
      date: '2026-12-10',
      time: '09:00',
      timeZone: 'UTC',
    });
    expect(created.status).toBe(409);
    expect((await rowOf(DEMO_TRIP_IDS.created))?.launchDate).toBeNull();
    const live = await host.request('DELETE', launch(DEMO_TRIP_IDS.live));
    expect(live.status).toBe(409);
    expect((await rowOf(DEMO_TRIP_IDS.live))?.launchDate).not.toBeNull();
  });

  it("[HAP-045] another host's launch call answers 404", async () => {
    const host2 = await t.signedIn('host2@caravan.test');
    const res = await host2.request('DELETE', launch(DEMO_TRIP_IDS.hostApproved));
    expect(res.status).toBe(404);
  });
});

describe("'Request Publish'", () => {
  it('[WSP-062] [WSP-063] a pending page goes to review with a publishRequest timestamp; a page in review cannot ask again', async () => {
    const id = DEMO_TRIP_IDS.hostApproved;
    const path = `/api/me/host/trips/${id}/publish-request`;
    expect((await rowOf(id))?.publishStatus).toBe('in-review');
    const again = await host.request('POST', path);
    expect(again.status).toBe(409);
    // An edit sends the page back to pending (WSP-065); then the host asks for review.
    await host.request('PATCH', `/api/me/host/trips/${id}/configuration`, { tripSummary: 'New words.' });
    expect((await rowOf(id))?.publishStatus).toBe('pending');
    const res = await host.request<HostWorkspaceView>('POST', path);
    expect(res.status).toBe(200);
    expect(res.body.data?.trip).toMatchObject({ publishStatus: 'in-review', publishRequest: TEST_NOW.toISOString() });
    expect(res.body.data?.statusPanel.publishBadge).toBe('In Review');
  });

  it("[HAP-045] another host's publish request answers 404 and changes nothing", async () => {
    const host2 = await t.signedIn('host2@caravan.test');
    const before = (await rowOf(DEMO_TRIP_IDS.live))?.publishStatus;
    expect((await host2.request('POST', `/api/me/host/trips/${DEMO_TRIP_IDS.live}/publish-request`)).status).toBe(404);
    expect((await rowOf(DEMO_TRIP_IDS.live))?.publishStatus).toBe(before);
  });
});
