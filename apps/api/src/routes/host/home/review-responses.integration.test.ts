// The host's review responses by host id (HAP-025): their survey answers newest first, a page at a time; a co-host
// reads their primary host's, another host's id is not found.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../../db/schema/index.js';
import { DEMO_USER_IDS } from '../../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, type TestResponse, createTestApp } from '../../../testing/test-app.js';

let t: TestApp;
let host: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  host = await t.signedIn('host@caravan.test');
});
afterAll(() => t.close());

type Page = { items: { id: string; source: string; createdAt: string }[]; nextCursor: string | null };
const path = `/api/me/host/${DEMO_USER_IDS.host}/review-responses`;

describe('GET api/me/host/{id}/review-responses', () => {
  it("[HAP-025] returns the host's survey responses newest first, every one once across the pages", async () => {
    const [survey] = await t.database.db
      .select({ n: count() })
      .from(surveyResponses)
      .where(and(eq(surveyResponses.hostId, DEMO_USER_IDS.host), eq(surveyResponses.source, 'survey')));
    expect(survey?.n).toBeGreaterThan(10);
    const seen: Page['items'] = [];
    let cursor: string | null = null;
    do {
      const res: TestResponse<Page> = await host.request<Page>(
        'GET',
        `${path}?limit=10${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status, res.body.error).toBe(200);
      seen.push(...(res.body.data?.items ?? []));
      cursor = res.body.data?.nextCursor ?? null;
    } while (cursor);
    expect(seen).toHaveLength(survey?.n ?? -1);
    expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
    expect(seen.every((r) => r.source === 'survey')).toBe(true);
    const times = seen.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("[HAP-025] a co-host reads their primary host's; another host's id 404, bad input 400, other groups 403", async () => {
    const cohost = await t.signedIn('cohost@caravan.test');
    const shared = await cohost.request<Page>('GET', `${path}?limit=5`);
    expect(shared.status, shared.body.error).toBe(200);
    expect(shared.body.data?.items).toHaveLength(5);
    const stranger = await (await t.signedIn('host2@caravan.test')).request('GET', path);
    expect(stranger.status).toBe(404);
    expect((await host.request('GET', `${path}?cursor=nonsense`)).status).toBe(400);
    expect((await host.request('GET', '/api/me/host/not-an-id/review-responses')).status).toBe(400);
    expect((await (await t.signedIn('traveler@caravan.test')).request('GET', path)).status).toBe(403);
  });
});
