// The way into the transfer flow: Manage Booking offers it on an eligible booking (GTF-012), and the flow's back link
// returns there (GTF-005). Reads only.
import { TransferPage } from './pages/transfer.page.js';
import { STEP_TIMEOUT, expect, test } from './support/fixtures.js';
import { openTravelerTrip } from './support/session.js';

test.describe.configure({ timeout: 120_000 });

test('[GTF-005][GTF-012] Manage Booking offers the transfer flow, whose back link returns to Manage Booking', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('traveler');
  await openTravelerTrip(page, 'Machu Picchu with Hana');
  await page.getByRole('navigation', { name: 'Trip sections' }).getByRole('link', { name: 'Manage Booking' }).click();
  await page.getByRole('link', { name: 'Book a private airport transfer' }).click({ timeout: STEP_TIMEOUT });
  await page.waitForURL(/\/transfer\/.*\/travel-detail$/, { timeout: STEP_TIMEOUT });
  const flow = new TransferPage(page, caravan.url);
  await expect(flow.steps()).toBeVisible();
  await page.getByRole('link', { name: /Back to manage booking/ }).click();
  await page.waitForURL(/\/manage-booking$/, { timeout: STEP_TIMEOUT });
});
