// The trip cost endpoint the spec leaves open (HAP-088, TRIP_COST_PATH): each tier of the stored cost object priced
// by the domain's cost rule on the server, for the trip's own operator only.
import { OPERATOR_TRIP_PLATFORM_FEE_RATE } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp } from '../../../testing/test-app.js';

let t: TestApp;
let operator: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  operator = await t.signedIn('operator@caravan.test');
});
afterAll(() => t.close());

type Cost = {
  currency: string;
  tiers: { numberOfTravelers: number; rows: { key: string; amount: number; display: string }[] }[];
};
const path = `/api/me/trips/${DEMO_TRIP_IDS.live}/cost`;

describe('GET /api/me/trips/{id}/cost', () => {
  it('[HAP-088] DECIDE: computes every tier of the stored cost object on the server, smallest group first', async () => {
    const [trip] = await t.database.db.select().from(trips).where(eq(trips.id, DEMO_TRIP_IDS.live));
    const stored = [...(trip?.costThresholds ?? [])].sort((a, b) => a.numberOfTravelers - b.numberOfTravelers);
    expect(stored.length).toBeGreaterThan(1);
    const res = await operator.request<Cost>('GET', path);
    expect(res.status, res.body.error).toBe(200);
    expect(res.body.data?.currency).toBe(trip?.currency);
    const tiers = res.body.data?.tiers ?? [];
    expect(tiers.map((x) => x.numberOfTravelers)).toEqual(stored.map((x) => x.numberOfTravelers));
    for (const [i, tier] of tiers.entries()) {
      const amount = (key: string) => tier.rows.find((r) => r.key === key)?.amount;
      expect(amount('yourPrice')).toBe(stored[i]?.pricePerTraveler);
      const subtotal = amount('operatorSubtotal') ?? -1;
      expect(subtotal).toBeGreaterThanOrEqual(stored[i]?.pricePerTraveler ?? 0);
      expect(amount('platformFee')).toBe(Math.round(subtotal * OPERATOR_TRIP_PLATFORM_FEE_RATE));
      expect(amount('totalTravelerPrice')).toBe(subtotal + (amount('platformFee') ?? 0));
    }
  });

  it("[HAP-088] another operator's trip is 404, a bad id 400, a host 403", async () => {
    expect((await (await t.signedIn('operator2@caravan.test')).request('GET', path)).status).toBe(404);
    expect((await operator.request('GET', '/api/me/trips/nope/cost')).status).toBe(400);
    expect((await (await t.signedIn('host@caravan.test')).request('GET', path)).status).toBe(403);
  });
});
