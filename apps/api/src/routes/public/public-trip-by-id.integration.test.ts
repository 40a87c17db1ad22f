// A trip created from a request has no page path of its own: its public page answers at its id (as explore links it).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { type TestApp, createTestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public trip page by id', () => {
  it('[MKT-002] a live trip without a page path is public at its id; a trip not launched is not', async () => {
    await t.database.db.update(trips).set({ tripPath: null }).where(eq(trips.id, DEMO_TRIP_IDS.live));
    const live = await t.anonymous().request('GET', `/api/public/trips/${DEMO_TRIP_IDS.live}`);
    expect(live.status).toBe(200);
    expect(live.body.data).toMatchObject({ name: 'Machu Picchu with Hana' });
    await t.database.db.update(trips).set({ tripPath: null }).where(eq(trips.id, DEMO_TRIP_IDS.pricingApproved));
    const notLaunched = await t.anonymous().request('GET', `/api/public/trips/${DEMO_TRIP_IDS.pricingApproved}`);
    expect(notLaunched.status).toBe(404);
  });
});
