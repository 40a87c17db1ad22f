// The agreement document gate on 'Publish' on a real database (WSP-023): a reviewed page whose host never accepted
// the services agreement is refused with the domain's copy and nothing changes; once accepted, it goes Live!.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionsLog, trips } from '../../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../../db/seed/demo-ids.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import type { HostWorkspaceView } from '../../../views/host-workspace.view.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowOf = async (id: string) => (await t.database.db.select().from(trips).where(eq(trips.id, id)))[0];
const logOf = (id: string) => t.database.db.select().from(transitionsLog).where(eq(transitionsLog.resourceId, id));

describe("'Publish' and the agreement document", () => {
  it("[WSP-023] [WSP-064] publishing without the agreement document is refused ('No agreement document provided') and changes nothing; with it, the page goes Live!", async () => {
    const id = DEMO_TRIP_IDS.hostApproved;
    // A reviewed page (Marketing) on a host-approved trip whose agreement document is missing.
    await t.database.db
      .update(trips)
      .set({ publishStatus: 'marketing', termsAcceptedAt: null })
      .where(eq(trips.id, id));
    const host = await t.signedIn('host@caravan.test');
    const logBefore = (await logOf(id)).length;

    const refused = await host.request('POST', `/api/me/host/trips/${id}/publish`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      error: 'No agreement document provided',
      code: 'AGREEMENT_DOCUMENT_MISSING',
    });
    expect(await rowOf(id)).toMatchObject({
      publishStatus: 'marketing',
      status: 'host-approved',
      termsAcceptedAt: null,
    });
    expect(await logOf(id)).toHaveLength(logBefore);

    // The host accepts the services agreement: the document is recorded, and the same publish now succeeds.
    expect((await host.request('POST', `/api/me/host/trips/${id}/agreement`)).status).toBe(200);
    const res = await host.request<HostWorkspaceView>('POST', `/api/me/host/trips/${id}/publish`);
    expect(res.status).toBe(200);
    expect(res.body.data?.trip).toMatchObject({ publishStatus: 'live', status: 'live' });
    expect(await rowOf(id)).toMatchObject({ publishStatus: 'live', status: 'live' });
  });
});
