// The public site around the trips (issue 25's visitor walk, issue 26's search): every public page carries the site's
// footer, whose information pages are finished pages with the same policy words as the trip page; the home offers
// its destinations and months as searches; the search panel takes a date range beside the month, by keyboard and on
// a phone (MKT-026, MKT-027, MKT-028, MKT-030). Axe runs on every page these journeys rest on.
import { PublicSearchPage } from './pages/public-search.page.js';
import { FOOTER_PAGES, SitePages } from './pages/site-pages.page.js';
import { DESKTOP, expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

/** The seeded live trips: host@'s in Peru (departing May 10, 2027) and host2@'s in Norway (June 2027). */
const PERU = { name: 'Machu Picchu with Hana', country: 'Peru' };
const NORWAY = { name: 'Fjords Slow Travel' };

test.describe.configure({ timeout: 180_000 });

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`[MKT-030] on a ${device}, every footer page opens from the footer as a finished page with the site's footer`, async ({
    browser,
    caravan,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const site = new SitePages(page);
    await new PublicSearchPage(page).openHome(caravan.url);
    for (const { title, path } of FOOTER_PAGES) {
      await site.footerLink(title).click();
      await page.waitForURL((u) => u.pathname === path, { timeout: STEP_TIMEOUT });
      await expect(site.heading(title)).toBeVisible({ timeout: STEP_TIMEOUT });
      await expect(site.footer()).toBeVisible();
      // Nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(1);
    }
    await context.close();
  });
}

test('[MKT-030] the cancellation policy and terms pages state the words every trip page and booking form state', async ({
  browser,
  caravan,
}) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const site = new SitePages(page);
  await page.goto(`${caravan.url}/cancellation-policy`);
  await expect(site.heading('Cancellation policy')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(
    page.getByText(/Until 90 days before departure, what you paid above the deposit is refunded/),
  ).toBeVisible();
  await expect(
    page.getByText('If the host or Caravan cancels the trip, everything you paid is refunded in full.'),
  ).toBeVisible();
  // The trip page says the same, with its own dates.
  await page.goto(`${caravan.url}/trips/crv-1005`);
  await expect(
    page.getByText('If the host or Caravan cancels the trip, everything you paid is refunded in full.').first(),
  ).toBeVisible({ timeout: STEP_TIMEOUT });
  await site.footerLink('Terms of service').click();
  await expect(site.heading('Terms of service')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByText(/The deposit secures your spots/)).toBeVisible();
  await site.footerLink('Deposits and payments').click();
  await expect(page.getByText(/deposit of \$500\.00 per traveler/)).toBeVisible({ timeout: STEP_TIMEOUT });
  await site.footerLink('Become a host').click();
  // Applying is the marketing site's host sign-up form (PLT-007): a link out, not a page of the portal.
  await expect(page.getByRole('link', { name: 'Apply to host' })).toHaveAttribute('href', /^https:\/\//);
  await context.close();
});

test('[MKT-026] the footer is on the search, a trip page, a host profile and the sign-in page too', async ({
  browser,
  caravan,
}) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const site = new SitePages(page);
  for (const [path, heading] of [
    ['/trips', 'Browse trips'],
    ['/trips/crv-1005', PERU.name],
    ['/hosts/hana-host', 'Hana Host'],
    ['/login', 'Welcome back'],
  ] as const) {
    await page.goto(`${caravan.url}${path}`);
    await expect(site.heading(heading)).toBeVisible({ timeout: STEP_TIMEOUT });
    await expect(site.footerLink('Help and FAQ')).toBeVisible();
  }
  await context.close();
});

test('[MKT-026] [MKT-028] the home offers the destinations, departure months and lengths of its trips as searches in the URL', async ({
  browser,
  caravan,
}) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const site = new SitePages(page);
  const home = new PublicSearchPage(page);
  await home.openHome(caravan.url);
  await site.browseLink('Destinations', PERU.country).click();
  await page.waitForURL((u) => u.pathname === '/trips' && u.searchParams.get('destination') === PERU.country, {
    timeout: STEP_TIMEOUT,
  });
  await expect(home.card(PERU.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(home.card(NORWAY.name)).toHaveCount(0);
  await page.goBack();
  await expect(home.homeHeading()).toBeVisible({ timeout: STEP_TIMEOUT });
  // The months listed are the months the trips depart in: each finds trips.
  await site.browseLink('Departing in', 'June 2027').click();
  await page.waitForURL((u) => u.pathname === '/trips' && u.searchParams.get('month') === '2027-06', {
    timeout: STEP_TIMEOUT,
  });
  await expect(home.card(NORWAY.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await page.goBack();
  await site.browseLink('Trip length', 'A week or less').click();
  await page.waitForURL((u) => u.pathname === '/trips' && u.searchParams.get('lengthMax') === '7', {
    timeout: STEP_TIMEOUT,
  });
  await expect(home.card(NORWAY.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(home.card(PERU.name)).toHaveCount(0);
  await expect(home.searchHeading()).toBeVisible();
  await context.close();
});

test('[MKT-027] [MKT-028] a visitor searches by a date range typed with the keyboard; a month clears it; a reversed range is named', async ({
  browser,
  caravan,
}) => {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
  const page = await context.newPage();
  const site = new SitePages(page);
  const search = new PublicSearchPage(page);
  await search.openSearch(caravan.url);
  await expect(search.card(NORWAY.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  // The server's panel is disabled until the portal's replaces it (what is typed there would be lost): wait for it.
  await expect(site.dateField('From')).toBeEnabled({ timeout: STEP_TIMEOUT });
  // Keyboard only: the date inputs take their segments typed in order (month, day, year).
  await site.dateField('From').focus();
  await page.keyboard.type('05012027');
  await site.dateField('To').focus();
  await page.keyboard.type('05312027');
  await expect(site.dateField('From')).toHaveValue('2027-05-01');
  await expect(site.dateField('To')).toHaveValue('2027-05-31');
  await site.search();
  await page.waitForURL(
    (u) => u.searchParams.get('from') === '2027-05-01' && u.searchParams.get('to') === '2027-05-31',
    {
      timeout: STEP_TIMEOUT,
    },
  );
  await expect(search.card(PERU.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(search.card(NORWAY.name)).toHaveCount(0);
  // A shared link with the range shows it in the panel.
  await page.reload();
  await expect(site.dateField('From')).toHaveValue('2027-05-01', { timeout: STEP_TIMEOUT });
  await expect(site.dateField('To')).toHaveValue('2027-05-31');
  // Picking a month replaces the range.
  await search.pickMonth('June 2027');
  await expect(site.dateField('From')).toHaveValue('');
  await site.search();
  await page.waitForURL((u) => u.searchParams.get('month') === '2027-06' && !u.searchParams.has('from'), {
    timeout: STEP_TIMEOUT,
  });
  await expect(search.card(NORWAY.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  // Back restores the range's search.
  await page.goBack();
  await expect(site.dateField('From')).toHaveValue('2027-05-01', { timeout: STEP_TIMEOUT });
  // A range that ends before it starts is named beside its field, and the search stays as it was.
  await site.dateField('From').fill('2027-07-01');
  await site.dateField('To').fill('2027-06-01');
  await site.search();
  await expect(site.searchForm().getByText('The end date is before the start date')).toBeVisible();
  await expect(site.dateField('To')).toHaveAttribute('aria-invalid', 'true');
  expect(new URL(page.url()).searchParams.get('from')).toBe('2027-05-01');
  await context.close();
});

test('[MKT-027] on a phone the date range fits the screen and searches', async ({ browser, caravan }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const site = new SitePages(page);
  const search = new PublicSearchPage(page);
  await search.openSearch(caravan.url);
  await site.dateField('From').fill('2027-06-01');
  await site.dateField('To').fill('2027-06-30');
  await site.search();
  await page.waitForURL((u) => u.searchParams.get('from') === '2027-06-01', { timeout: STEP_TIMEOUT });
  await expect(search.card(NORWAY.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(search.card(PERU.name)).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  const box = await site.dateField('To').boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(100);
  await context.close();
});
