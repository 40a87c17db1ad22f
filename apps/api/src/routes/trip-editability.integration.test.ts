// A host edits a trip's details through the API only while the domain's rule says the trip is editable (WSP-068).
import { TRIP_STATUSES, hostTripLockedMessage, isHostTripEditable } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../db/schema/index.js';
import { buildWorld, type World } from '../services/test-world.js';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app.js';

let t: TestApp;
let w: World;
let host: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  host = await t.signedIn('host@caravan.test');
});
afterAll(() => t.close());

describe('trip editability at the API (WSP-068, WSP-069)', () => {
  it.each(TRIP_STATUSES)(
    '[WSP-068] [WSP-069] a trip in status %s: renamed when the domain says editable, else 409 saying why',
    async (status) => {
      await t.database.db.update(trips).set({ status, name: 'Before' }).where(eq(trips.id, w.trip.t1));
      const res = await host.request<{ name: string }>('POST', `/api/me/trips/${w.trip.t1}`, {
        name: `After ${status}`,
      });
      const [row] = await t.database.db.select({ name: trips.name }).from(trips).where(eq(trips.id, w.trip.t1));
      if (isHostTripEditable(status)) {
        expect(res.status).toBe(200);
        expect(row?.name).toBe(`After ${status}`);
      } else {
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ success: false, code: 'TRIP_CLOSED', error: hostTripLockedMessage(status) });
        expect(row?.name).toBe('Before');
      }
    },
  );

  it('[WSP-065] a host renaming the trip here sends its page back to review, as the workspace does; the auto-confirm setting does not', async () => {
    await t.database.db.update(trips).set({ status: 'live', publishStatus: 'live' }).where(eq(trips.id, w.trip.t1));
    const publishOf = async () =>
      (await t.database.db.select({ p: trips.publishStatus }).from(trips).where(eq(trips.id, w.trip.t1)))[0]?.p;
    expect((await host.request('POST', `/api/me/trips/${w.trip.t1}`, { bookingAutoConfirmation: true })).status).toBe(
      200,
    );
    expect(await publishOf()).toBe('live');
    expect((await host.request('POST', `/api/me/trips/${w.trip.t1}`, { tripSummary: 'A new summary' })).status).toBe(
      200,
    );
    expect(await publishOf()).toBe('pending');
  });
});
