// How the server sends the built portal and its JSON (issue 18 item 4): precompressed scripts by Accept-Encoding,
// a year's immutable cache on hashed assets, HTML revalidated, no source map or build metadata, a real robots.txt,
// and JSON compressed above a small size. Needs a built portal (`npm run test:integration` builds it first).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_DIST } from '../paths.js';
import { createTestApp, ORIGIN, type TestApp } from '../testing/test-app.js';
import { COMPRESS_MIN_BYTES, IMMUTABLE_CACHE, servePortal, withCompression } from './portal-delivery.js';

const built = existsSync(join(PORTAL_DIST, 'index.html')) && existsSync(join(PORTAL_DIST, '.vite/manifest.json'));
if (!built)
  console.warn(
    `[portal-delivery] skipped: no built portal in ${PORTAL_DIST} — run \`npm run build -w @caravan/portal\` first`,
  );

describe.skipIf(!built)('serving the built portal', () => {
  let t: TestApp;
  let web: ReturnType<typeof withCompression>;
  let entryScript: string;
  let sourceMap: string;
  const get = (path: string, headers: Record<string, string> = {}) =>
    web.request(path, { headers: { origin: ORIGIN, ...headers } });

  beforeAll(async () => {
    const indexHtml = readFileSync(join(PORTAL_DIST, 'index.html'), 'utf8');
    t = await createTestApp({ seed: false, portalShell: indexHtml });
    servePortal(t.app, PORTAL_DIST, indexHtml);
    web = withCompression(t.app);
    const manifest = JSON.parse(readFileSync(join(PORTAL_DIST, '.vite/manifest.json'), 'utf8'));
    entryScript = `/${manifest['index.html'].file}`;
    const map = readdirSync(join(PORTAL_DIST, 'assets')).find((f) => f.endsWith('.js.map'));
    if (!map) throw new Error('the portal build wrote no source map to check');
    sourceMap = `/assets/${map}`;
  });
  afterAll(() => t?.close());

  it('(issue 18) sends a script brotli- or gzip-compressed as the browser asks, and as is to one that does not', async () => {
    const raw = readFileSync(join(PORTAL_DIST, entryScript));
    const br = await get(entryScript, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(raw.length / 2);
    expect(brotliDecompressSync(brBody).equals(raw)).toBe(true);

    const gz = await get(entryScript, { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(raw)).toBe(true);

    const plain = await get(entryScript);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(raw)).toBe(true);
  });

  it("(issue 26) names a public page's own script in a signed-in user's HTML, the home's included, and not on other pages", async () => {
    const manifest = JSON.parse(readFileSync(join(PORTAL_DIST, '.vite/manifest.json'), 'utf8'));
    const home = manifest['src/public/home/HomePage.tsx'].file as string;
    const search = manifest['src/public/search/TripSearchPage.tsx'].file as string;
    const session = { cookie: 'caravan_session=any' };
    expect(await (await get('/', session)).text()).toContain(`<link rel="modulepreload" crossorigin href="/${home}">`);
    expect(await (await get('/trips', session)).text()).toContain(`href="/${search}"`);
    const login = await (await get('/login')).text();
    for (const file of [home, search]) expect(login).not.toContain(file);
    expect(login).toContain(`<script type="module" crossorigin src="${entryScript}">`);
    // (issue 29) The sign-in page is nothing until the portal runs: a visitor gets its own script beside the entry's,
    // not the deferred takeover.
    const loginPage = manifest['src/auth/LoginPage.tsx'].file as string;
    expect(login).toContain(`<link rel="modulepreload" crossorigin href="/${loginPage}">`);
    expect(login).not.toContain('/takeover.js');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
  });

  it("(issue 26) gives a visitor's public page no script of the portal's but the loader that brings it later", async () => {
    for (const path of ['/', '/trips']) {
      const html = await (await get(path)).text();
      expect(html, path).not.toContain('type="module"');
      expect(html, path).not.toContain('modulepreload');
      expect(html, path).toContain(`<script src="/takeover.js" data-entry="${entryScript}" data-delay="3000" defer>`);
    }
    // A trip's page is a plain document for crawlers, not the portal's layout: its script comes at once.
    const trip = await (await get('/trips/crv-1005')).text();
    const manifest = JSON.parse(readFileSync(join(PORTAL_DIST, '.vite/manifest.json'), 'utf8'));
    const tripPage = manifest['src/public/trip-page/PublicTripPage.tsx'].file as string;
    expect(trip).toContain(`<script type="module" crossorigin src="${entryScript}">`);
    expect(trip).toContain(`<link rel="modulepreload" crossorigin href="/${tripPage}">`);
    expect(trip).not.toContain('/takeover.js');
    const loader = await get('/takeover.js');
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toMatch(/javascript/);
  });

  it('(issue 18) keeps hashed assets a year, immutable, and has the page revalidated every time', async () => {
    expect((await get(entryScript)).headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(IMMUTABLE_CACHE).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/login', '/index.html', '/app/traveler']) {
      const res = await get(page);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-type'), page).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), page).toBe('no-cache');
      // The security headers still reach the page.
      expect(res.headers.get('content-security-policy'), page).toContain("script-src 'self'");
    }
  });

  it('(issue 18) answers 404 for a source map, the build manifest and a missing asset, never the page', async () => {
    expect(existsSync(join(PORTAL_DIST, sourceMap))).toBe(true);
    for (const path of [sourceMap, '/.vite/manifest.json', '/assets/no-such-chunk.js']) {
      const res = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type') ?? '', path).not.toMatch(/html/);
      expect(await res.text(), path).not.toContain('"mappings"');
    }
  });

  it('(issue 18) serves /robots.txt as a text file, not the app page', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toMatch(/^User-agent: \*/m);
  });

  it('(issue 18) compresses JSON above the threshold when asked, and leaves small or unasked answers alone', async () => {
    const big = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(big.status).toBe(200);
    expect(big.headers.get('content-encoding')).toBe('gzip');
    const document = JSON.parse(gunzipSync(Buffer.from(await big.arrayBuffer())).toString('utf8'));
    expect(document.openapi).toMatch(/^3\./);

    const small = await get('/api/health', { 'accept-encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(Number(small.headers.get('content-length'))).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(await small.json()).toMatchObject({ success: true });

    const unasked = await get('/api/openapi.json');
    expect(unasked.headers.get('content-encoding')).toBeNull();
    expect(((await unasked.json()) as { openapi: string }).openapi).toMatch(/^3\./);
  });

  it('(issue 18) keeps the API answering in its envelope behind the portal (unknown API path, not the page)', async () => {
    const res = await get('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
