// The admin's publish review (host-and-platform §4.4) against a real database: a page in review moves on to Marketing
// through the publish machine, with its timeline row; a pending page, a host and an unknown trip are refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionsLog, trips } from '../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const review = { type: 'publish.approveReview' };
const stored = async (id: string) => (await t.database.db.select().from(trips).where(eq(trips.id, id)))[0];

describe('admin publish review', () => {
  it('[WSP-060] [WSP-061] an admin passes the review of a page in review: In Review to Marketing, logged with the admin', async () => {
    const id = DEMO_TRIP_IDS.hostApproved;
    expect((await stored(id))?.publishStatus).toBe('in-review');
    const admin = await t.signedIn('admin@caravan.test');
    const res = await admin.request('POST', `/api/admin/trips/${id}/publish-review`, review);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id, from: 'in-review', publishStatus: 'marketing', status: 'host-approved' });
    expect(await stored(id)).toMatchObject({ publishStatus: 'marketing', status: 'host-approved' });
    const log = await t.database.db
      .select()
      .from(transitionsLog)
      .where(eq(transitionsLog.resourceId, id))
      .orderBy(transitionsLog.id);
    expect(log.at(-1)).toMatchObject({
      event: 'publish.approveReview',
      resource: 'publish',
      fromState: 'in-review',
      toState: 'marketing',
    });
    // Passed once: a second review finds no page in review.
    const again = await admin.request('POST', `/api/admin/trips/${id}/publish-review`, review);
    expect(again.status).toBe(409);
  });

  it('[WSP-062] a pending page has not asked for review: 409 and nothing changes', async () => {
    const id = DEMO_TRIP_IDS.pricingApproved;
    const before = await stored(id);
    expect(before?.publishStatus).toBe('pending');
    const admin = await t.signedIn('admin@caravan.test');
    const res = await admin.request('POST', `/api/admin/trips/${id}/publish-review`, review);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Approve review is not available while this trip page is pending.');
    expect((await stored(id))?.publishStatus).toBe('pending');
  });

  it('[MKT-022] only admins review: a host is refused (403), an unknown trip is 404, another event is 400', async () => {
    const host = await t.signedIn('host@caravan.test');
    const forbidden = await host.request('POST', `/api/admin/trips/${DEMO_TRIP_IDS.live}/publish-review`, review);
    expect(forbidden.status).toBe(403);
    const admin = await t.signedIn('admin@caravan.test');
    const missing = await admin.request(
      'POST',
      '/api/admin/trips/00000000-0000-4000-8000-000000000000/publish-review',
      review,
    );
    expect(missing.status).toBe(404);
    const hostsOwn = await admin.request('POST', `/api/admin/trips/${DEMO_TRIP_IDS.live}/publish-review`, {
      type: 'publish.publish',
    });
    expect(hostsOwn.status).toBe(400);
  });
});
