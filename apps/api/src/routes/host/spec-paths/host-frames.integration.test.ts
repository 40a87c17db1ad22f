// The host terms frame (HAP-065) and the trip page screenshot (HAP-068) at the spec's paths; read-only, one world.
import { TRIP_PREVIEW_SCREENSHOT_SIZE } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp } from '../../../testing/test-app.js';

let t: TestApp;
let host: TestClient;
let stranger: TestClient;
const get = (client: TestClient | null, path: string) =>
  t.app.request(path, { headers: { cookie: client?.cookie ?? '', origin: 'http://localhost' } });

beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  [host, stranger] = await Promise.all([t.signedIn('host@caravan.test'), t.signedIn('host2@caravan.test')]);
});
afterAll(() => t?.close());

/** The width and height a PNG's IHDR chunk declares. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe('frames and screenshots at the spec’s paths', () => {
  it('[HAP-065] GET pages/host-terms is the host terms frame with the passed prices; its script posts termsAccepted', async () => {
    const trip = DEMO_TRIP_IDS.live;
    const query = `tripId=${trip}&initialPrice=612300&remainingPrice=700000&flightAdvance=50000&postTermsDocument=true`;
    const page = await get(host, `/api/me/pages/host-terms?${query}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const html = await page.text();
    const [row] = await t.database.db.select().from(trips).where(eq(trips.id, trip));
    expect(html).toContain(`Host terms for ${row?.name}`);
    expect(html).toContain('$6,123.00');
    expect(html).toContain('$7,000.00');
    expect(html).toContain('$500.00');
    expect(html).toContain('data-post-terms-document="true"');
    expect(html).toContain('<button type="button" data-accept>I accept the terms</button>');
    expect(html).toContain('<script src="/api/me/pages/host-terms.js"></script>');
    const hidden = await (await get(host, `/api/me/pages/host-terms?tripId=${trip}&hideFooterButtons=true`)).text();
    expect(hidden).not.toContain('data-accept');
    const script = await get(host, '/api/me/pages/host-terms.js');
    expect(script.headers.get('content-type')).toContain('text/javascript');
    const source = await script.text();
    expect(source).toContain('termsAccepted: true');
    expect(source).toContain('window.parent.postMessage(message, window.location.origin)');

    expect((await get(stranger, `/api/me/pages/host-terms?tripId=${trip}`)).status).toBe(404);
    const bad = await get(host, `/api/me/pages/host-terms?tripId=${trip}&initialPrice=-1`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { success: boolean }).success).toBe(false);
  });

  it('[HAP-068] GET /public/trips/{id}/screenshot is a PNG, 1280 x 1000 cached an hour by default; the preview asks 540 x 1200', async () => {
    const base = `/public/trips/${DEMO_TRIP_IDS.live}/screenshot`;
    const shot = await get(null, base);
    expect(shot.status).toBe(200);
    expect(shot.headers.get('content-type')).toBe('image/png');
    expect(shot.headers.get('cache-control')).toBe('public, max-age=3600');
    const bytes = Buffer.from(await shot.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(pngSize(bytes)).toEqual({ width: 1280, height: 1000 });

    const { width, height } = TRIP_PREVIEW_SCREENSHOT_SIZE;
    const preview = await get(null, `${base}?width=${width}&height=${height}&cacheHours=6`);
    expect(pngSize(Buffer.from(await preview.arrayBuffer()))).toEqual({ width: 540, height: 1200 });
    expect(preview.headers.get('cache-control')).toBe('public, max-age=21600');

    expect((await get(null, `${base}?width=10`)).status).toBe(400);
    expect((await get(null, `/public/trips/${DEMO_TRIP_IDS.pricingApproved}/screenshot`)).status).toBe(404);
  });
});
