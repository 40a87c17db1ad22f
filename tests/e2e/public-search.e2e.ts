// The public home and trip search in the browser (issue 26 journeys (a) and (b); MKT-026, MKT-027, MKT-028, MKT-034):
// a visitor lands on '/', searches by month and price, sees only the matching trips and opens one; the same search
// from a shared link in a fresh browser gives the same cards, and Back restores the search before; an unreadable link
// shows every trip with a note; the same on a phone; a host's profile lists the host's trips.
import { PublicTripPage } from './pages/public-trip.page.js';
import { PublicSearchPage } from './pages/public-search.page.js';
import { DESKTOP, expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

/** The seeded live trips: host@'s in Peru (USD 4,650) and host2@'s in Norway (EUR 3,500). */
const PERU = { name: 'Machu Picchu with Hana', slug: 'crv-1005', month: 'May 2027' };
const NORWAY = { name: 'Fjords Slow Travel', slug: 'crv-1006', month: 'June 2027' };

test.describe.configure({ timeout: 120_000 });

test('[MKT-026] [MKT-027] a visitor lands on the home, searches by month and price, sees only matching trips and opens one', async ({
  browser,
  caravan,
}) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const search = new PublicSearchPage(page);

  // The home: no sign-in, the hero with the search, the live trips as cards, the header's links.
  await search.openHome(caravan.url);
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(search.headerLink('Browse trips')).toHaveAttribute('href', '/trips');
  await expect(search.headerLink('Sign in')).toHaveAttribute('href', '/login');
  const peru = search.card(PERU.name, search.featured());
  await expect(peru).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(peru).toContainText('With Hana Host');
  await expect(peru).toContainText('Cusco, Peru');
  await expect(peru).toContainText('May 10 – May 17, 2027');
  await expect(peru).toContainText('From $4,650.00 per traveler');
  await expect(peru).toContainText(/\d+ spots? left/);
  await expect(search.card(NORWAY.name, search.featured())).toBeVisible();
  // The first cards' photos load at once (above the fold), with their size and a description.
  const photo = peru.getByRole('img');
  await expect(photo).toHaveAttribute('loading', 'eager');
  await expect(photo).toHaveAttribute('width', /\d+/);
  await expect(photo).toHaveAttribute('height', /\d+/);
  await expect(photo).toHaveAttribute('alt', /Machu Picchu with Hana/);
  await expect(page.getByRole('link', { name: 'Browse all trips' })).toHaveAttribute('href', '/trips');

  // Search by month from the hero: /trips with the month in its URL, only June's trip.
  await search.searchFromHome(NORWAY.month);
  await page.waitForURL((u) => u.pathname === '/trips' && u.searchParams.get('month') === '2027-06', {
    timeout: STEP_TIMEOUT,
  });
  await expect(search.card(NORWAY.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(search.results()).toHaveCount(1);

  // A price below it: nothing matches, said plainly, with a way back.
  await search.filter({ maxPrice: '3000' });
  await page.waitForURL((u) => u.searchParams.get('priceMax') === '3000', { timeout: STEP_TIMEOUT });
  await expect(search.emptyState()).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(search.results()).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();

  // A price above it: the trip again; May under the same price has none of its own (Peru costs more).
  await search.filter({ maxPrice: '4000' });
  await page.waitForURL((u) => u.searchParams.get('priceMax') === '4000', { timeout: STEP_TIMEOUT });
  await expect(search.card(NORWAY.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(search.results()).toHaveCount(1);
  await search.filter({ month: PERU.month, maxPrice: '5000' });
  await page.waitForURL((u) => u.searchParams.get('month') === '2027-05', { timeout: STEP_TIMEOUT });
  await expect(search.card(PERU.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  expect(await search.resultNames()).toEqual([PERU.name]);

  // Opening a card: its public trip page.
  await search.card(PERU.name).getByRole('link', { name: PERU.name }).click();
  await page.waitForURL((u) => u.pathname === `/trips/${PERU.slug}`, { timeout: STEP_TIMEOUT });
  await expect(new PublicTripPage(page).heading(PERU.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await context.close();
});

test('[MKT-028] a shared search link gives the same trips in a fresh browser, and Back restores the search before', async ({
  browser,
  caravan,
}) => {
  const first = await browser.newContext({ viewport: DESKTOP });
  const page = await first.newPage();
  const search = new PublicSearchPage(page);
  await search.openSearch(caravan.url);
  await search.filter({ month: PERU.month, maxPrice: '5000' });
  await page.waitForURL((u) => u.searchParams.get('priceMax') === '5000', { timeout: STEP_TIMEOUT });
  // The list shows the last search's cards until the new one's arrive: wait for May's one card.
  await expect(search.results()).toHaveCount(1, { timeout: STEP_TIMEOUT });
  const shared = page.url();
  const names = await search.resultNames();
  expect(names).toEqual([PERU.name]);

  // The link in another browser (no cookies, no history): the same filters in the panel, the same cards.
  const second = await browser.newContext({ viewport: DESKTOP });
  const other = new PublicSearchPage(await second.newPage());
  await other.page.goto(shared);
  await expect(other.card(PERU.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(other.results()).toHaveCount(names.length);
  expect(await other.resultNames()).toEqual(names);
  await expect(other.maxPrice()).toHaveValue('5000');
  await expect(other.month()).toHaveValue('2027-05');
  await second.close();

  // Another search, then Back: the URL, the panel and the cards of the search before.
  await search.filter({ month: NORWAY.month, maxPrice: '' });
  await page.waitForURL((u) => u.searchParams.get('month') === '2027-06', { timeout: STEP_TIMEOUT });
  await expect(search.card(NORWAY.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(search.results()).toHaveCount(1, { timeout: STEP_TIMEOUT });
  await page.goBack();
  await page.waitForURL((u) => u.searchParams.get('month') === '2027-05', { timeout: STEP_TIMEOUT });
  await expect(search.maxPrice()).toHaveValue('5000');
  await expect(search.month()).toHaveValue('2027-05');
  await expect(search.card(PERU.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(search.results()).toHaveCount(names.length, { timeout: STEP_TIMEOUT });
  expect(await search.resultNames()).toEqual(names);

  // A link with a search that cannot be read: every trip, and a note saying so (never a blank page).
  await search.openSearch(caravan.url, 'sort=cheapest&month=2027-05');
  await expect(search.invalidLinkNote()).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(search.card(PERU.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(search.card(NORWAY.name)).toBeVisible();
  await first.close();
});

test('[MKT-026] [MKT-028] on a phone: the home, a shared search, one card per row and no sideways scroll', async ({
  browser,
  caravan,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const search = new PublicSearchPage(page);
  await search.openHome(caravan.url);
  await expect(search.card(PERU.name, search.featured())).toBeVisible({ timeout: STEP_TIMEOUT });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await search.openSearch(caravan.url, 'month=2027-06&priceMax=4000');
  const card = search.card(NORWAY.name);
  await expect(card).toBeVisible({ timeout: STEP_TIMEOUT });
  expect(await search.resultNames()).toEqual([NORWAY.name]);
  // Measured until it holds: the portal may take over the server's page between the two reads (the card is redrawn).
  await expect.poll(async () => (await card.boundingBox())?.width ?? 0).toBeGreaterThan(PHONE.width * 0.8);
  // The panel's fields stack within the screen.
  for (const field of [search.form().getByRole('searchbox', { name: 'Destination' }), search.maxPrice()]) {
    const fieldBox = await field.boundingBox();
    expect((fieldBox?.x ?? 0) + (fieldBox?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await card.getByRole('link', { name: NORWAY.name }).click();
  await page.waitForURL((u) => u.pathname === `/trips/${NORWAY.slug}`, { timeout: STEP_TIMEOUT });
  await expect(new PublicTripPage(page).heading(NORWAY.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await context.close();
});

test('[MKT-027] [issue 29] on a phone, the filter panel works by touch and by keyboard: the spots switch, and a wrong price range said at its field', async ({
  browser,
  caravan,
}) => {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const search = new PublicSearchPage(page);
  await search.openSearch(caravan.url);
  await expect(search.card(PERU.name)).toBeVisible({ timeout: STEP_TIMEOUT });

  // The switch, tapped by its label (the whole label is its target): only trips with spots, in the URL.
  const spots = search.spotsSwitch();
  await expect(spots).not.toBeChecked({ timeout: STEP_TIMEOUT });
  await page.getByText('Only trips with spots left').tap();
  await page.waitForURL((u) => u.searchParams.get('spots') === 'available', { timeout: STEP_TIMEOUT });
  await expect(spots).toBeChecked();

  // By keyboard: Tab from the last length field reaches the switch, and Space turns it off again.
  await search.form().getByRole('textbox', { name: 'Max days' }).focus();
  await page.keyboard.press('Tab');
  await expect(spots).toBeFocused();
  await page.keyboard.press('Space');
  await page.waitForURL((u) => !u.searchParams.has('spots'), { timeout: STEP_TIMEOUT });
  await expect(spots).not.toBeChecked();

  // A highest price below the lowest, sent with Enter: said at the field and read with it; the search stays.
  await search.minPrice().fill('5000');
  await search.maxPrice().fill('100');
  await search.maxPrice().press('Enter');
  await expect(search.maxPrice()).toHaveAccessibleDescription('The highest price is below the lowest', {
    timeout: STEP_TIMEOUT,
  });
  await expect(search.maxPrice()).toHaveAttribute('aria-invalid', 'true');
  expect(new URL(page.url()).searchParams.has('priceMax')).toBe(false);
  // Changing the field clears its error; a right range searches.
  await search.maxPrice().fill('6000');
  await expect(search.maxPrice()).not.toHaveAttribute('aria-invalid', 'true');
  await search.maxPrice().press('Enter');
  await page.waitForURL((u) => u.searchParams.get('priceMax') === '6000' && u.searchParams.get('priceMin') === '5000', {
    timeout: STEP_TIMEOUT,
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await context.close();
});

test("[MKT-034] a host's public profile lists the host's live and upcoming trips as cards", async ({
  browser,
  caravan,
}) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${caravan.url}/hosts/hana-host`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hana Host' })).toBeVisible({ timeout: STEP_TIMEOUT });
  const trips = page.getByRole('list', { name: 'Trips with Hana Host' }).getByRole('listitem');
  const peru = trips.filter({ has: page.getByRole('link', { name: PERU.name }) });
  await expect(peru).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(peru).toContainText(/\d+ spots? left/);
  await expect(trips.filter({ has: page.getByRole('link', { name: NORWAY.name }) })).toHaveCount(0);
  // Profile cards sit below the profile: their photos load lazily.
  await expect(peru.getByRole('img')).toHaveAttribute('loading', 'lazy');
  await peru.getByRole('link', { name: PERU.name }).click();
  await page.waitForURL((u) => u.pathname === `/trips/${PERU.slug}`, { timeout: STEP_TIMEOUT });
  await expect(new PublicTripPage(page).heading(PERU.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await context.close();
});
