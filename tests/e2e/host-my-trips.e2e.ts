// Issue 25 journey (b)'s first half: a host opens My Trips from the navigation (MKT-036), sees every trip they host
// with its status, dates, bookings and earnings (and none of another host's), filters by status tab, and opens a
// trip's workspace; at phone width the list reflows without sideways scroll.
import { HostMyTripsPage } from './pages/host-my-trips.page.js';
import { DESKTOP, PHONE, STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.describe.configure({ timeout: 120_000 });

test('[MKT-036] [MKT-035] a host opens My Trips, filters by status and opens a trip’s workspace', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('host', { viewport: DESKTOP });
  const myTrips = new HostMyTripsPage(page);
  await page.goto(`${caravan.url}/app/host`);
  await page.getByRole('link', { name: 'My Trips' }).first().click();
  await page.waitForURL((u) => u.pathname === '/app/host/trips', { timeout: STEP_TIMEOUT });
  await expect(myTrips.heading()).toHaveText('My Trips', { timeout: STEP_TIMEOUT });

  // Every trip of the host with its status, dates, bookings and earnings; another host's trip is not there.
  const live = myTrips.trip('Machu Picchu with Hana');
  await expect(live).toContainText('Live', { timeout: STEP_TIMEOUT });
  await expect(live).toContainText('Dates');
  await expect(live).toContainText(/Bookings\s*\d+ \(\d+ of \d+ spots confirmed\)/);
  // The figure is the Bookings tab's own (its sign is the earnings rule's, fixed beside this list in issue 25).
  await expect(live).toContainText(/Earnings\s*-?\$[\d,]+\.\d{2}/);
  await expect(myTrips.trip('Sacred Valley on a Budget')).toContainText('Requested');
  await expect(myTrips.list().getByRole('link', { name: 'Fjords Yoga Retreat' })).toHaveCount(0);
  await expect(page.getByText('on its way')).toHaveCount(0);

  // The Selling tab holds the trips on sale and confirmed, and only those; its count says so.
  await myTrips.tab('Selling').click();
  await page.waitForURL((u) => u.search === '?tab=selling');
  await expect(myTrips.tab('Selling')).toHaveAttribute('aria-current', 'page');
  await expect(myTrips.trip('Inca Trail in Style')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(myTrips.list().getByRole('link', { name: 'Sacred Valley on a Budget' })).toHaveCount(0);
  const count = Number(/\((\d+)\)/.exec((await myTrips.tab('Selling').textContent()) ?? '')?.[1]);
  await expect(myTrips.list().getByRole('listitem')).toHaveCount(count);

  // A trip's name opens its workspace.
  await myTrips.trip('Machu Picchu with Hana').getByRole('link', { name: 'Machu Picchu with Hana' }).click();
  await page.waitForURL((u) => /^\/app\/host\/trips\/[0-9a-f-]{36}/.test(u.pathname), { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('heading', { name: 'Machu Picchu with Hana' }).first()).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
});

test('[MKT-036] My Trips at phone width: the tabs wrap, the cards reflow, no sideways scroll', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('host', { viewport: PHONE });
  const myTrips = new HostMyTripsPage(page);
  await myTrips.open(caravan.url, 'finished');
  await expect(myTrips.trip('Machu Picchu Spring Departure')).toContainText('Complete', { timeout: STEP_TIMEOUT });
  await expect(myTrips.trip('Patagonia Summer Solstice')).toBeVisible();
  await expect(myTrips.list().getByRole('link', { name: 'Machu Picchu with Hana' })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await myTrips.tab('All').click();
  await expect(myTrips.trip('Machu Picchu with Hana')).toBeVisible({ timeout: STEP_TIMEOUT });
  await myTrips.trip('Patagonia Summer Solstice').getByRole('link', { name: 'Patagonia Summer Solstice' }).click();
  await page.waitForURL((u) => /^\/app\/host\/trips\/[0-9a-f-]{36}/.test(u.pathname), { timeout: STEP_TIMEOUT });
});
