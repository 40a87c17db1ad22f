// Booking transfers where the rule refuses them (GTR): the page names the reason and offers no flow; a tab that is
// not open yet and a trip that does not load redirect as the spec says. Reads only.
import { GROUND_TRANSFER_INELIGIBILITY_MESSAGES } from '@caravan/domain';
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { TransferPage } from './pages/transfer.page.js';
import { PHONE, STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.describe.configure({ timeout: 120_000 });

test('[GTR-018][GTR-021][GTF-012] a booking whose technical itinerary is not approved shows its reason and no flow', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('traveler', { viewport: PHONE });
  const flow = new TransferPage(page, caravan.url);
  await flow.open(DEMO_TRIP_IDS.earlyConfirmed);
  await expect(page.getByRole('heading', { level: 1, name: 'Airport transfers' })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await expect(
    page.getByText(GROUND_TRANSFER_INELIGIBILITY_MESSAGES['admin-technical-itinerary-not-approved']),
  ).toBeVisible();
  await expect(flow.steps()).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Back to trip/ })).toBeVisible();
});

test('[GTR-015][GTF-017] a secondary traveler cannot book transfers: the reason shows and no vehicle or payment tab', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('companion@caravan.test');
  const flow = new TransferPage(page, caravan.url);
  // Neither the vehicle tab nor the payment tab opens: each shows the reason, no steps and no vehicles or card.
  for (const tab of ['vehicle', 'payment']) {
    await page.goto(`${caravan.url}/transfer/${DEMO_TRIP_IDS.live}/${tab}`);
    await expect(page.getByText(GROUND_TRANSFER_INELIGIBILITY_MESSAGES['ground-transfer-not-bookable'])).toBeVisible({
      timeout: STEP_TIMEOUT,
    });
    await expect(flow.steps()).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Book and pay' })).toHaveCount(0);
  }
});

test('[GTF-009] a trip that does not load sends the traveler to the trips list', async ({ signIn, caravan }) => {
  const { page } = await signIn('traveler');
  await page.goto(`${caravan.url}/transfer/00000000-0000-4000-8000-000000000000`);
  await page.waitForURL((u) => u.pathname.startsWith('/app/traveler'), { timeout: STEP_TIMEOUT });
});

test('[GTF-025] a traveler asking for a tab that is not open yet (payment, success) goes to the trip page', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('traveler');
  await page.goto(`${caravan.url}/transfer/${DEMO_TRIP_IDS.live}/payment`);
  await page.waitForURL((u) => u.pathname.endsWith('/trip-overview'), { timeout: STEP_TIMEOUT });
  await page.goto(`${caravan.url}/transfer/${DEMO_TRIP_IDS.live}/success`);
  await page.waitForURL((u) => u.pathname.endsWith('/trip-overview'), { timeout: STEP_TIMEOUT });
});

test('[GTF-010] the flow shows a spinner, with its level-one heading, until trip and booking are loaded', async ({
  signIn,
  caravan,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const { page } = await signIn('traveler', {
    // The context answer is held back (same host, so the network guard allows it) until the spinner was seen.
    prepare: (context) =>
      context.route('**/api/me/trips/*/ground-transfer', async (route) => {
        await held;
        await route.continue();
      }),
  });
  await page.goto(`${caravan.url}/transfer/${DEMO_TRIP_IDS.live}`);
  await expect(page.getByRole('progressbar', { name: 'Loading your transfers…' })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Airport transfers' })).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Transfer steps' })).toHaveCount(0);
  release();
  await expect(page.getByRole('navigation', { name: 'Transfer steps' })).toBeVisible({ timeout: STEP_TIMEOUT });
});
