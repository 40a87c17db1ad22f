// The public trip page in the browser (MKT-002, MKT-003), read-only on the worker's server: what it shows of a live
// trip, and a cancelled trip saying why it cannot be booked, with no booking action.
import { PublicTripPage } from './pages/public-trip.page.js';
import { expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

test('[MKT-002] shows name, destination, dates, days, host name and photo, hero, price, deposit, what is included, spots left', async ({
  browser,
  caravan,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const trip = new PublicTripPage(page);
  await trip.open(caravan.url, 'crv-1005');
  await expect(trip.heading('Machu Picchu with Hana')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByText('Cusco, Peru · May 10, 2027 – May 17, 2027')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Machu Picchu with Hana' })).toHaveAttribute(
    'src',
    '/demo/trips/crv-1005.jpg',
  );
  const host = page.getByRole('region', { name: 'Your host' });
  await expect(host.getByText('Hana Host')).toBeVisible();
  await expect(host.getByRole('img', { name: 'Hana Host' })).toHaveAttribute('src', '/demo/hosts/hana.jpg');
  const price = page.getByRole('region', { name: 'Price' });
  await expect(price.getByText('$4,650.00 per traveler')).toBeVisible();
  await expect(price.getByText('Deposit $500.00 per traveler')).toBeVisible();
  await expect(price.getByText(/^\d+ spots? left$/)).toBeVisible();
  await expect(price.getByRole('heading', { name: 'What is included' })).toBeVisible();
  expect(await price.getByRole('listitem').count()).toBeGreaterThan(0);
  const days = page.getByRole('region', { name: 'Itinerary' }).getByRole('listitem');
  await expect(days).toHaveCount(8);
  await expect(days.first()).toContainText('Day 1');
  await expect(page.getByRole('button', { name: 'Book now' })).toBeVisible();
  await context.close();
});

test('[MKT-003] a cancelled trip says why it cannot be booked and offers no booking action', async ({
  browser,
  caravan,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const trip = new PublicTripPage(page);
  await trip.open(caravan.url, 'crv-1011');
  await expect(page.getByRole('alert').filter({ hasText: 'This trip has been cancelled.' })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await expect(page.getByRole('button', { name: /Book now|Join the waitlist/ })).toHaveCount(0);
  await context.close();
});
