// The catalogue's review report (HAP-038) through the reviews port: the rating when the service answers, the empty
// result when it fails, on the seeded database with a sandbox the test steers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ITINERARY_IDS } from '../../../db/seed/demo-ids.js';
import { createApp } from '../../../http/app.js';
import { createSandboxReviewsService } from '../../../providers/reviews/index.js';
import { ORIGIN, type TestApp, type TestClient, createTestApp } from '../../../testing/test-app.js';

let t: TestApp;
let host: TestClient;
let zoe: TestClient;
let traveler: TestClient;
const reviews = createSandboxReviewsService({ ratings: { [DEMO_ITINERARY_IDS.incaTrail]: [5, 4, 4] } });
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp();
  [host, zoe, traveler] = await Promise.all(
    ['host@caravan.test', 'zoe.zero@caravan.test', 'traveler@caravan.test'].map((e) => t.signedIn(e)),
  );
  app = createApp({
    database: t.database,
    queue: t.queue,
    config: { TRUST_PROXY: true, NODE_ENV: 'test' },
    now: () => t.clock.now,
    reviews,
  });
});
afterAll(() => t.close());

async function report(client: TestClient, id: string) {
  const res = await app.request(`/api/me/host/catalogue/${id}/review-report`, {
    headers: { origin: ORIGIN, cookie: client.cookie ?? '' },
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; data?: Record<string, unknown> } };
}

describe('GET /api/me/host/catalogue/{id}/review-report', () => {
  it('[HAP-038] reads data.overallRating from the reviews service; an itinerary nobody reviewed has none', async () => {
    const rated = await report(host, DEMO_ITINERARY_IDS.incaTrail);
    expect(rated.status).toBe(200);
    expect(rated.body.data).toEqual({ overallRating: 4.3, reviewCount: 3 });
    expect((await report(host, DEMO_ITINERARY_IDS.patagonia)).body.data).toEqual({});
  });

  it('[HAP-038] a failure of the reviews service returns an empty result, not an error', async () => {
    reviews.mode = 'down';
    try {
      const res = await report(host, DEMO_ITINERARY_IDS.incaTrail);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: {} });
    } finally {
      reviews.mode = 'up';
    }
  });

  it('[HAP-038] only for an itinerary the host’s catalogue lists: beyond the tiers or not live 404, a bad id 400, others 403', async () => {
    expect((await report(zoe, DEMO_ITINERARY_IDS.fjords)).status).toBe(404);
    expect((await report(host, DEMO_ITINERARY_IDS.atacama)).status).toBe(404);
    expect((await report(host, 'nope')).status).toBe(400);
    expect((await report(traveler, DEMO_ITINERARY_IDS.incaTrail)).status).toBe(403);
  });
});
