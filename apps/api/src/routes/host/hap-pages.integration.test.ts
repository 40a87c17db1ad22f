// The itinerary preview page (HAP-071) on a real database: /api/me/pages/itinerary with itineraryId and
// itineraryPreview=true answers the itinerary as a page with the preview note; the record's own text, escaped.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itineraries } from '../../db/schema/index.js';
import { DEMO_ITINERARY_IDS } from '../../db/seed/demo-ids.js';
import { createTestApp, ORIGIN, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The page as a browser gets it (the harness's client reads JSON only). */
async function page(email: string, query: string) {
  const client = await t.signedIn(email);
  const res = await t.app.request(`/api/me/pages/itinerary?${query}`, {
    headers: { origin: ORIGIN, cookie: client.cookie ?? '' },
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', html: await res.text() };
}

describe('GET /api/me/pages/itinerary', () => {
  it('[HAP-071] itineraryId with itineraryPreview=true opens the itinerary as a preview page: its name, escaped, and the preview note', async () => {
    const id = DEMO_ITINERARY_IDS.patagonia;
    await t.database.db.update(itineraries).set({ name: 'Patagonia <b>wild</b>' }).where(eq(itineraries.id, id));
    const preview = await page('operator@caravan.test', `itineraryId=${id}&itineraryPreview=true`);
    expect(preview.status).toBe(200);
    expect(preview.type).toContain('text/html');
    expect(preview.html).toContain('<h1>Patagonia &lt;b&gt;wild&lt;/b&gt;</h1>');
    expect(preview.html).not.toContain('<b>wild</b>');
    expect(preview.html).toContain('Preview:');
    const plain = await page('operator@caravan.test', `itineraryId=${id}&itineraryPreview=false`);
    expect(plain.status).toBe(200);
    expect(plain.html).not.toContain('Preview:');
  });

  it("[HAP-071] another operator's itinerary is 404 and a malformed id 400: the page shows nothing it should not", async () => {
    const foreign = await page(
      'operator2@caravan.test',
      `itineraryId=${DEMO_ITINERARY_IDS.patagonia}&itineraryPreview=true`,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.html).not.toContain('Patagonia');
    expect((await page('operator@caravan.test', 'itineraryId=nope&itineraryPreview=true')).status).toBe(400);
  });
});
