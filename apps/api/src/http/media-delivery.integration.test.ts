// Media served as media (issue 26 point 1): every picture and document the seeded database references answers with
// its content type and a year's cache, with its responsive variants; a missing one is a plain 404, never the portal
// page (even once the portal is served); and only the preparation document may be framed, by our own origin.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasMediaVariants, mediaVariantUrl } from '@caravan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosts, itineraries, services, trips } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { MEDIA_CACHE } from './media-delivery.js';
import { servePortal } from './portal-delivery.js';

const MEDIA_URL = /^\/(?:demo|api\/files)\//;
const MEDIA_TYPE = /^(?:image\/(?:jpeg|png|webp|avif|gif|svg\+xml)|application\/pdf)$/;

/** Every media URL anywhere in `value` (columns, jsonb photos, image lists). */
function mediaUrlsIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (MEDIA_URL.test(value)) into.add(value);
  } else if (Array.isArray(value)) for (const v of value) mediaUrlsIn(v, into);
  else if (value && typeof value === 'object' && !(value instanceof Date))
    for (const v of Object.values(value)) mediaUrlsIn(v, into);
  return into;
}

describe('media delivery', () => {
  let t: TestApp;
  let seeded: string[];
  const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

  beforeAll(async () => {
    t = await createTestApp();
    // The portal's fallback is in place too, as in `npm start`: a media miss must not reach it.
    servePortal(t.app, mkdtempSync(join(tmpdir(), 'portal-dist-')), '<!doctype html><title>portal</title>');
    const db = t.database.db;
    const rows = await Promise.all([
      db.select().from(trips),
      db.select().from(itineraries),
      db.select().from(services),
      db.select().from(hosts),
    ]);
    seeded = [...mediaUrlsIn(rows, new Set())].sort();
  });
  afterAll(() => t?.close());

  it('[MKT-031] serves every media URL of the seeded data with its content type and a year-long cache', async () => {
    // The seed references heroes, galleries, service images, the host photo and the preparation document.
    expect(seeded.length).toBeGreaterThan(30);
    for (const kind of ['/demo/trips/', '/demo/itineraries/', '/demo/services/', '/demo/hosts/'])
      expect(seeded.some((u) => u.startsWith(kind))).toBe(true);
    expect(seeded).toContain('/demo/preparation-list.pdf');
    for (const url of seeded) {
      const variants = hasMediaVariants(url) ? [480, 1600].map((w) => mediaVariantUrl(url, w) as string) : [];
      for (const path of [url, ...variants]) {
        const res = await get(path);
        expect({ path, status: res.status }).toEqual({ path, status: 200 });
        expect(res.headers.get('content-type'), path).toMatch(MEDIA_TYPE);
        expect(res.headers.get('cache-control'), path).toBe(MEDIA_CACHE);
        expect(res.headers.get('etag'), path).toBeTruthy();
        expect((await res.arrayBuffer()).byteLength, path).toBeGreaterThan(500);
      }
    }
  });

  it('[MKT-031] sends the real bytes: a JPEG picture, a PDF document, and a 304 to a client that has them', async () => {
    const jpeg = await get('/demo/trips/crv-1005.jpg');
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect([...new Uint8Array(await jpeg.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const pdf = await get('/demo/preparation-list.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const again = await get('/demo/trips/crv-1005.jpg', { 'if-none-match': jpeg.headers.get('etag') as string });
    expect(again.status).toBe(304);
  });

  it('[MKT-031] answers a missing media path with a plain 404, never the portal page', async () => {
    for (const path of [
      '/demo/trips/crv-9999.jpg',
      '/demo/nowhere/x.pdf',
      '/demo/trips/',
      '/demo/..%2F..%2Fpackage.json',
      '/demo/trips/crv-1005.txt',
      '/api/files/00000000-0000-4000-8000-000000000000.jpg',
    ]) {
      const res = await get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.headers.get('content-type') ?? '', path).not.toMatch(/text\/html/);
    }
    // An ordinary portal route still gets the page.
    expect((await get('/trips/crv-1005')).headers.get('content-type')).toMatch(/text\/html/);
  });

  it('[MKT-031] lets only our own pages frame the preparation document; pictures and pages stay unframeable', async () => {
    const pdf = await get('/demo/preparation-list.pdf');
    expect(pdf.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(pdf.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    // No Content-Disposition: shown inline, and the portal's download link names the saved file.
    expect(pdf.headers.get('content-disposition')).toBeNull();
    for (const path of ['/demo/trips/crv-1005.jpg', '/trips/crv-1005', '/api/health']) {
      const res = await get(path);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });
});
