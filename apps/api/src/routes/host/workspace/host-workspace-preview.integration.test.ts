// The Trip Preview page on a real database (WSP-017): the host's own trip page as HTML the portal may frame (the
// public page may not be framed); another host's trip does not exist for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRIP_IDS } from '../../../db/seed/demo-ids.js';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app.js';
import { hostTripPreviewPath } from './preview.routes.js';

let t: TestApp;
let host: TestClient;
let host2: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  host = await t.signedIn('host@caravan.test');
  host2 = await t.signedIn('host2@caravan.test');
});
afterAll(() => t.close());

async function raw(client: TestClient, path: string) {
  const res = await t.app.request(path, { headers: { cookie: client.cookie ?? '' } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text(), res };
}

describe('the Trip Preview page', () => {
  it('[WSP-017] shows the host their own trip page in a frameable document', async () => {
    const id = DEMO_TRIP_IDS.hostApproved;
    const page = await raw(host, hostTripPreviewPath(id));
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.text).toContain('<h1>Patagonia Premium Trek</h1>');
    expect(page.text).toContain('data-ssr="trip-page"');
    expect(page.text).not.toContain('<script');
    // Only the portal's own origin may frame it.
    expect(page.res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // The public page itself may not be framed by anyone: the preview is what the workspace frames.
    const publicPage = await raw(host, `/trips/${id}`);
    expect(publicPage.res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it("[WSP-017] another host's trip has no preview for them, nor for someone signed out", async () => {
    expect((await raw(host2, hostTripPreviewPath(DEMO_TRIP_IDS.hostApproved))).status).toBe(404);
    const anonymous = await t.app.request(hostTripPreviewPath(DEMO_TRIP_IDS.hostApproved));
    expect(anonymous.status).toBe(401);
  });
});
