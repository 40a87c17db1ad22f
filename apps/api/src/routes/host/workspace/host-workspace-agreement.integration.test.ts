// The services agreement on a real database (WSP-001, WSP-018, WSP-020, WSP-021): the trip machine moves a
// pricing-approved trip to host-approved with its publishRequest and the date accepted; others are refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionsLog, trips } from '../../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../../db/seed/demo-ids.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../../testing/test-app.js';
import type { HostWorkspaceView } from '../../../views/host-workspace.view.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const agreement = (id: string) => `/api/me/host/trips/${id}/agreement`;
const rowOf = async (id: string) => (await t.database.db.select().from(trips).where(eq(trips.id, id)))[0];

describe('the services agreement', () => {
  it("[WSP-001] [WSP-020] [WSP-021] another host gets 404; the trip's host accepts: host-approved, publishRequest and date recorded", async () => {
    const id = DEMO_TRIP_IDS.pricingApproved;
    const stranger = await t.signedIn('host@caravan.test');
    const refused = await stranger.request('POST', agreement(id));
    expect(refused.status).toBe(404);
    expect((await rowOf(id))?.status).toBe('pricing-approved');

    const host2 = await t.signedIn('host2@caravan.test');
    const res = await host2.request<HostWorkspaceView>('POST', agreement(id));
    expect(res.status).toBe(200);
    expect(res.body.data?.trip.status).toBe('host-approved');
    expect(res.body.data?.trip.termsAcceptedAt).toBe(TEST_NOW.toISOString());
    const row = await rowOf(id);
    expect(row?.status).toBe('host-approved');
    expect(row?.termsAcceptedAt?.toISOString()).toBe(TEST_NOW.toISOString());
    expect(row?.publishRequest?.toISOString()).toBe(TEST_NOW.toISOString());
    const log = await t.database.db.select().from(transitionsLog).where(eq(transitionsLog.resourceId, id));
    expect(log.some((l) => l.fromState === 'pricing-approved' && l.toState === 'host-approved')).toBe(true);
  });

  it('[WSP-020] a co-host may not accept for the host (403) and the trip is unchanged', async () => {
    const id = DEMO_TRIP_IDS.partnerApproved;
    await t.database.db.update(trips).set({ status: 'pricing-approved' }).where(eq(trips.id, id));
    const cohost = await t.signedIn('cohost@caravan.test');
    const res = await cohost.request('POST', agreement(id));
    expect(res.status).toBe(403);
    const row = await rowOf(id);
    expect(row?.status).toBe('pricing-approved');
    expect(row?.termsAcceptedAt).toBeNull();
  });

  it('[WSP-020] the machine refuses the agreement before pricing is approved (409), recording nothing', async () => {
    const id = DEMO_TRIP_IDS.created;
    const host = await t.signedIn('host@caravan.test');
    const res = await host.request('POST', agreement(id));
    expect(res.status).toBe(409);
    const row = await rowOf(id);
    expect(row?.status).toBe('created');
    expect(row?.termsAcceptedAt).toBeNull();
  });
});
