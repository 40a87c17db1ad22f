// A host requests a trip with a pre-trip stay and a post-trip transfer (CAT-055..CAT-057): the request offers them for
// the chosen departure, each stay with its dates, and the host then sees them on the request as sent. It changes data:
// a server of its own.
import { HostCataloguePage } from './pages/host-catalogue.page.js';
import { DESKTOP, STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.describe.configure({ timeout: 240_000 });

const PRE_STAY = 'Pre-trip stay: Sun 5 Sep 2027 – Mon 6 Sep 2027 (1 night)';
const POST_STAY = 'Post-trip stay: Mon 13 Sep 2027 – Tue 14 Sep 2027 (1 night)';

test('[CAT-055] [CAT-056] [CAT-057] [CAT-033] a host requests a trip with a pre-trip stay and a post-trip transfer, and sees them on the request', async ({
  signIn,
  freshCaravan,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('host2@caravan.test', { viewport: DESKTOP, server });
  const cat = new HostCataloguePage(page);
  const prePost = cat.section('Before and after the trip');

  await page.goto(`${server.url}/app/host/itineraries`);
  await cat.card('Inca Trail & Sacred Valley').getByRole('link').click();
  await page.getByRole('link', { name: 'Reserve This Trip' }).click();
  await expect(cat.heading()).toHaveText('Reserve This Trip', { timeout: STEP_TIMEOUT });

  // Before a departure is chosen nothing is offered yet.
  await expect(prePost).toContainText('Choose a departure to see the stays and transfers');
  await cat.section('Departure').locator('label').filter({ hasText: 'Sep 06, 2027' }).click();

  // The departure prices both stays and both transfers, and the itinerary's airport transfers carry a price.
  await expect(prePost.getByRole('switch', { name: PRE_STAY })).toBeVisible();
  await expect(prePost.getByRole('switch', { name: POST_STAY })).toBeVisible();
  await expect(prePost.getByRole('switch', { name: 'Pre-trip transfer' })).toBeVisible();
  await expect(prePost.getByRole('switch', { name: 'Post-trip transfer' })).toBeVisible();
  // CAT-033: the sidebar's suggested price for the departure.
  await expect(cat.sidebar().locator('.tr-Price')).toContainText('per traveler', { timeout: STEP_TIMEOUT });

  await prePost.locator('label').filter({ hasText: PRE_STAY }).click();
  await prePost.locator('label').filter({ hasText: 'Post-trip transfer' }).click();
  await expect(prePost.getByRole('switch', { name: PRE_STAY })).toBeChecked();
  await expect(prePost.getByRole('switch', { name: 'Post-trip transfer' })).toBeChecked();

  await cat.form().getByRole('button', { name: 'Reserve' }).click();
  await expect(cat.confirmDialog()).toBeVisible();
  await cat.confirmDialog().getByRole('button', { name: 'Request Trip' }).click();
  await expect(cat.heading()).toHaveText('Your trip request was sent', { timeout: STEP_TIMEOUT });

  // The request as sent shows the stay with its dates and the transfer.
  await page.getByRole('link', { name: 'See your request' }).click();
  await page.waitForURL(/\/app\/host\/trips\/[^/]+\/request/, { timeout: STEP_TIMEOUT });
  const request = page.locator('dl').filter({ hasText: 'Before and after the trip' });
  await expect(request).toContainText(`${PRE_STAY}; Post-trip transfer`, { timeout: STEP_TIMEOUT });
  await expect(request).not.toContainText('Post-trip stay');
});
