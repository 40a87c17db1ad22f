// 'Publish' on a real database (WSP-064): a pending page is refused, a reviewed one goes Live! and a host-approved
// trip live with it, logged; another host's trip answers 404; the publish machine decides every step.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionsLog, trips } from '../../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../../db/seed/demo-ids.js';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app.js';
import type { HostWorkspaceView } from '../../../views/host-workspace.view.js';

let t: TestApp;
let host: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  host = await t.signedIn('host@caravan.test');
});
afterAll(() => t.close());

const rowOf = async (id: string) => (await t.database.db.select().from(trips).where(eq(trips.id, id)))[0];
const publish = (id: string) => `/api/me/host/trips/${id}/publish`;

describe("'Publish'", () => {
  it('[WSP-064] [WSP-062] a pending page cannot be published; reviewed, it goes Live! and the host-approved trip live', async () => {
    const id = DEMO_TRIP_IDS.hostApproved;
    // An edit sends the page back to pending (WSP-065): nothing to publish yet, and nothing changes.
    await host.request('PATCH', `/api/me/host/trips/${id}/configuration`, { tripSummary: 'Fresh words.' });
    expect(await rowOf(id)).toMatchObject({ publishStatus: 'pending', status: 'host-approved' });
    expect((await host.request('POST', publish(id))).status).toBe(409);
    expect(await rowOf(id)).toMatchObject({ publishStatus: 'pending', status: 'host-approved' });

    expect((await host.request('POST', `/api/me/host/trips/${id}/publish-request`)).status).toBe(200);
    const admin = await t.signedIn('admin@caravan.test');
    const reviewed = await admin.request('POST', `/api/admin/trips/${id}/publish-review`, {
      type: 'publish.approveReview',
    });
    expect(reviewed.status).toBe(200);
    expect((await rowOf(id))?.publishStatus).toBe('marketing');

    const res = await host.request<HostWorkspaceView>('POST', publish(id));
    expect(res.status).toBe(200);
    expect(res.body.data?.trip).toMatchObject({ publishStatus: 'live', status: 'live' });
    expect(res.body.data?.statusPanel.publishBadge).toBe('Live!');
    expect(await rowOf(id)).toMatchObject({ publishStatus: 'live', status: 'live' });
    const log = await t.database.db
      .select()
      .from(transitionsLog)
      .where(eq(transitionsLog.resourceId, id))
      .orderBy(transitionsLog.id);
    expect(log.at(-1)).toMatchObject({ event: 'publish.publish', fromState: 'marketing', toState: 'live' });

    // Live once: a live page has nothing left to publish.
    expect((await host.request('POST', publish(id))).status).toBe(409);
  });

  it("[HAP-045] another host's publish answers 404 and changes nothing", async () => {
    const host2 = await t.signedIn('host2@caravan.test');
    const before = await rowOf(DEMO_TRIP_IDS.live);
    expect((await host2.request('POST', publish(DEMO_TRIP_IDS.live))).status).toBe(404);
    expect(await rowOf(DEMO_TRIP_IDS.live)).toMatchObject({
      publishStatus: before?.publishStatus,
      status: before?.status,
    });
  });
});
