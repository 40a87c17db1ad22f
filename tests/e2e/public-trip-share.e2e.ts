// MKT-001 in the browser with scripts off: what a link preview or a crawler gets from the server — the trip's
// title, share tags and content in the built portal's page — and a real 404 for a trip that is not published.
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';

// axe runs as a script in the page, which this test turns off; the same page with scripts on is checked by the
// booking journeys (public-trip-booking, -card-decline, -waitlist).
test.use({ axeOnPages: false });

test('[MKT-001] with JavaScript off, the public trip page shows the trip and carries its share tags', async ({
  browser,
  caravan,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto(`${caravan.url}/trips/crv-1005`);
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle('Machu Picchu with Hana · Caravan', { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1, name: 'Machu Picchu with Hana' })).toBeVisible();
  await expect(page.getByText('Hosted by Hana Host')).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Machu Picchu with Hana');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${caravan.url}/demo/trips/crv-1005.jpg`,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${caravan.url}/trips/crv-1005`);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  // A visitor's trip page names the built portal's entry itself, which takes over at once: the server's document is
  // for crawlers and link previews, not the portal's layout (apps/api/src/http/route-preloads.ts).
  await expect(page.locator('script[type="module"][src^="/assets/index-"]')).toHaveCount(1);
  await expect(page.locator('script[src="/takeover.js"]')).toHaveCount(0);

  const missing = await page.goto(`${caravan.url}/trips/crv-1001`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Trip not found' })).toBeVisible();
  await context.close();
});
