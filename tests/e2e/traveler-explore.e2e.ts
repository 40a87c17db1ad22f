// Explore in the browser (MKT-010, TRV-011, TRV-063, TRV-064): a traveler opens it from the product navigation, finds
// a live trip by its destination and month, opens its public page; a search with no match says so; the same on a
// phone; the category cards filter the list; 'Book new trip' leads there.
import { ExplorePage } from './pages/explore.page.js';
import { PublicTripPage } from './pages/public-trip.page.js';
import { expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

/** The seeded live trip (crv-1005): Cusco, Peru, from May 10, 2027. */
const LIVE = { name: 'Machu Picchu with Hana', slug: 'crv-1005', destination: 'Cusco', month: 'May 2027' };

test('[MKT-010] a traveler opens Explore, finds a live trip by destination and month, and opens its public page', async ({
  signIn,
}) => {
  test.setTimeout(120_000);
  const { page } = await signIn('traveler');
  const explore = new ExplorePage(page);
  await explore.openFromNavigation();
  await expect(explore.trips().first()).toBeVisible({ timeout: STEP_TIMEOUT });

  await explore.search(LIVE.destination, LIVE.month);
  await expect(explore.card(LIVE.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(explore.trips()).toHaveCount(1);
  await expect(explore.card(LIVE.name)).toContainText('Cusco, Peru');
  await expect(explore.card(LIVE.name)).toContainText(/\d+ spots? left/);

  // No match: the empty state, and no card left from the last search.
  await explore.search('Atlantis');
  await expect(explore.emptyState()).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(explore.trips()).toHaveCount(0);

  await explore.search(LIVE.destination);
  await explore.card(LIVE.name).getByRole('link', { name: LIVE.name }).click();
  await page.waitForURL((u) => u.pathname === `/trips/${LIVE.slug}`, { timeout: STEP_TIMEOUT });
  await expect(new PublicTripPage(page).heading(LIVE.name)).toBeVisible({ timeout: STEP_TIMEOUT });
});

test('[MKT-010] on a phone: Explore from the tab bar, a search, a card that opens the trip page', async ({
  signIn,
}) => {
  test.setTimeout(120_000);
  const { page } = await signIn('traveler', { viewport: PHONE });
  const explore = new ExplorePage(page);
  await explore.openFromNavigation();
  await explore.search('peru');
  const card = explore.card(LIVE.name);
  await expect(card).toBeVisible({ timeout: STEP_TIMEOUT });
  // One card per row: the card is as wide as the screen allows, and the page does not scroll sideways.
  const box = await card.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(PHONE.width * 0.8);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await card.getByRole('link', { name: LIVE.name }).click();
  await page.waitForURL((u) => u.pathname === `/trips/${LIVE.slug}`, { timeout: STEP_TIMEOUT });
  await expect(new PublicTripPage(page).heading(LIVE.name)).toBeVisible({ timeout: STEP_TIMEOUT });
});

test("[TRV-011] [TRV-021] the product routes are /trips and /explore; 'Book new trip' leads to Explore", async ({
  signIn,
}) => {
  test.setTimeout(120_000);
  const { page } = await signIn('traveler');
  await page.waitForURL((u) => u.pathname.startsWith('/app/traveler/trips/'), { timeout: STEP_TIMEOUT });
  // The product navigation's two routes: My Trips at /trips (opening the first trip) and Explore at /explore.
  const product = page
    .getByRole('navigation', { name: /^(Main|Product tabs)$/ })
    .filter({ visible: true })
    .first();
  await expect(product.getByRole('link', { name: 'My Trips', exact: true })).toHaveAttribute(
    'href',
    '/app/traveler/trips',
  );
  await expect(product.getByRole('link', { name: 'Explore', exact: true })).toHaveAttribute(
    'href',
    '/app/traveler/explore',
  );
  await product.getByRole('link', { name: 'Explore', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/app/traveler/explore', { timeout: STEP_TIMEOUT });
  await product.getByRole('link', { name: 'My Trips', exact: true }).click();
  await page.waitForURL((u) => /^\/app\/traveler\/trips\/[^/]+\/trip-overview$/.test(u.pathname), {
    timeout: STEP_TIMEOUT,
  });
  await page
    .getByRole('link', { name: /Book new trip/ })
    .first()
    .click();
  await page.waitForURL((u) => u.pathname === '/app/traveler/explore', { timeout: STEP_TIMEOUT });
  await expect(new ExplorePage(page).heading()).toBeVisible({ timeout: STEP_TIMEOUT });
});

test('[TRV-063] [TRV-064] Explore has a hero and the eight category cards, each opening the list filtered by it', async ({
  signIn,
}) => {
  test.setTimeout(120_000);
  const { page } = await signIn('traveler');
  const explore = new ExplorePage(page);
  await explore.openFromNavigation();
  await expect(page.getByRole('region', { name: 'Explore' })).toContainText('Find your next one.');
  await expect(explore.categories()).toHaveText([
    'Photography',
    'LGBTQ+',
    'Body Positivity',
    'Fitness',
    'Exploration',
    'Food',
    'Health & Wellness',
    'Yoga',
  ]);
  await expect(explore.card(LIVE.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  // No seeded trip is filed under Yoga: the filtered list is empty and says so, and 'All trips' lifts the filter.
  await explore.categories().filter({ hasText: 'Yoga' }).click();
  await page.waitForURL((u) => u.searchParams.get('category') === 'Yoga', { timeout: STEP_TIMEOUT });
  await expect(page.getByText('Showing Yoga trips.')).toBeVisible();
  await expect(explore.emptyState()).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(explore.categories().filter({ hasText: 'Yoga' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'All trips' }).click();
  await expect(explore.card(LIVE.name)).toBeVisible({ timeout: STEP_TIMEOUT });
});
