// A visitor's public page is whole before any of the portal's script runs (issue 26 point 5,
// apps/api/src/http/deferred-takeover.ts): the home arrives with its words, cards and photos and
// no module script; the portal takes over once the page has loaded and stayed idle (the default 3 s), or at once on
// a first key press; a trip's page (whose server document is not the portal's layout) and a signed-in user's page
// load the portal at once; the search's cards do not move when its filter panel is replaced. The other journeys run
// with no delay.
import type { Page } from '@playwright/test';
import { DESKTOP, expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

/** A module script of the portal's in the page (the loader, takeover.js, is a classic script). */
const portalScripts = (page: Page) => page.locator('script[type="module"]');
const serverHome = (page: Page) => page.locator('main[data-prerendered="home"]');
const serverTrip = (page: Page) => page.locator('main[data-ssr="trip-page"]');

test.describe.configure({ timeout: 120_000 });

test('[MKT-026] the home arrives whole with no script of the portal, which takes over once the page has been idle', async ({
  browser,
  freshCaravan,
}) => {
  const server = await freshCaravan({ env: { PUBLIC_TAKEOVER_DELAY_MS: '3000' } });
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const modules: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && new URL(r.url()).pathname.startsWith('/assets/')) modules.push(r.url());
  });
  await page.goto(`${server.url}/`);
  // The server's page: the heading, a featured card with its photo loaded, and nothing of the portal's asked for yet.
  await expect(serverHome(page).getByRole('heading', { level: 1 })).toBeVisible();
  const photo = serverHome(page).getByRole('img').first();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await portalScripts(page).count()).toBe(0);
  expect(modules).toEqual([]);
  // After the delay the portal replaces it with its own page: the same heading, its search form now live.
  await expect(serverHome(page)).toHaveCount(0, { timeout: STEP_TIMEOUT });
  expect(modules.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox').first()).toBeEnabled();
  await context.close();
});

test("[MKT-029] a first key press on the home brings the portal at once; a trip's page and a signed-in user's page have it from the start", async ({
  browser,
  freshCaravan,
  signIn,
}) => {
  // A delay no journey waits out: only the key press can bring the portal.
  const server = await freshCaravan({ env: { PUBLIC_TAKEOVER_DELAY_MS: '60000' } });
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await expect(serverHome(page).getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(serverHome(page)).toHaveCount(1);
  expect(await portalScripts(page).count()).toBe(0);
  await page.keyboard.press('Tab');
  await expect(serverHome(page)).toHaveCount(0, { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('searchbox').first()).toBeEnabled();

  // A trip's page from the server is a plain document for crawlers and link previews, not the portal's layout: a
  // visitor gets the portal's page with no key press and no delay, its gallery and booking panel live.
  await page.goto(`${server.url}/trips/crv-1005`);
  await expect(serverTrip(page)).toHaveCount(0, { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1, name: 'Machu Picchu with Hana' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Caravan home' })).toBeVisible();
  expect(await portalScripts(page).count()).toBeGreaterThan(0);
  await context.close();

  // A session cookie: the page names the portal's entry itself.
  const traveler = await signIn('traveler', { server });
  const response = await traveler.page.request.get(`${server.url}/trips/crv-1005`);
  expect(await response.text()).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js">/);
});

test("[MKT-027] the search's cards stay where they are when the portal takes over: its filter panel is in the server's page", async ({
  browser,
  freshCaravan,
}) => {
  // issue 29 point 4: the server's /trips had no filter panel, so the portal's pushed the cards down as it arrived.
  const server = await freshCaravan({ env: { PUBLIC_TAKEOVER_DELAY_MS: '60000' } });
  for (const viewport of [PHONE, DESKTOP]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${server.url}/trips?spots=available`);
    const serverSearch = page.locator('main[data-prerendered="trip-search"]');
    await expect(serverSearch.getByRole('form', { name: 'Search trips' })).toBeVisible();
    await expect(serverSearch.getByRole('searchbox', { name: 'Destination' })).toBeDisabled();
    const cardTop = () =>
      page
        .locator('.ts-Card')
        .first()
        .evaluate((card) => card.getBoundingClientRect().top);
    const before = await cardTop();
    await page.keyboard.press('Tab');
    await expect(serverSearch).toHaveCount(0, { timeout: STEP_TIMEOUT });
    await expect(page.getByRole('searchbox', { name: 'Destination' })).toBeEnabled();
    await expect(page.getByRole('switch', { name: 'Only trips with spots left' })).toBeChecked();
    expect(Math.abs((await cardTop()) - before), `${viewport.width}px wide`).toBeLessThanOrEqual(1);
    await context.close();
  }
});
