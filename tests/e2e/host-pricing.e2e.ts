// Journey (b): the host prices a trip in Chromium: the negative-earnings and invalid-price blocks, the earnings
// advance capped, the update-pricing dialog's agreement, the leave prompt and reset, a failed save; then on a phone the
// Pricing tab of a live trip and the Bookings tab's 'Bookings to Date' chart, earnings card and report download.
import { readFile } from 'node:fs/promises';
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { HostPricingPage } from './pages/host-pricing.page.js';
import { expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

test.describe.configure({ timeout: 240_000 });

test('[HPR-003] [HPR-004] [HPR-006] [HPR-007] [HPR-008] [HPR-011] [HPR-012] [HPR-022] [HPR-023] [HPR-025] [HPR-026] [HPR-027] the host prices a host-approved trip: blocks, capped advance, agreement, leave prompt', async ({
  freshCaravan,
  signIn,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('host', { server });
  const tab = new HostPricingPage(page);
  await tab.open(server.url, DEMO_TRIP_IDS.hostApproved);
  await expect(tab.table()).toBeVisible({ timeout: STEP_TIMEOUT });
  for (const card of ['Pricing', 'Potential Earnings', 'Earnings Advance', 'Documents'] as const)
    await expect(tab.card(card)).toBeVisible();
  await expect(tab.card('Documents').getByRole('link', { name: 'Services Agreement' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Share your trip page' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Trip Page Link' })).toBeVisible();
  await expect(page.getByText('an early bird price is typically $100-200 below the regular price')).toBeVisible();
  await expect(
    page.getByText('The earnings advance is paid within 75 days of trip start after confirmation.'),
  ).toBeVisible();
  await expect(tab.table().getByRole('columnheader', { name: 'Service fee (5%)' })).toBeVisible();
  await expect(tab.table().getByRole('columnheader', { name: 'Transaction fee (3%)' })).toBeVisible();
  await expect(tab.earlyBird()).toHaveValue('4800');

  // The seeded prices earn money (MKT-042); an early bird below the operator's cost blocks the save (HPR-013).
  await tab.earlyBird().fill('3300');
  await tab.save().click();
  await expect(tab.block()).toContainText('Could not save pricing - Negative earnings');
  await tab.earlyBird().fill('lots');
  await tab.save().click();
  await expect(tab.block()).toContainText('Could not save pricing - Initial Price and/or Remaining Price is invalid');

  // $5,500 at 4 travelers: 5,500 − 275 − 165 − 3,120 = $1,940 each, $7,760; level 3 caps the advance at $5,000 (HPR-019).
  await tab.regular().fill('6000');
  await tab.earlyBird().fill('5500');
  await expect(tab.row(4)).toContainText('$7,760.00');
  await tab.advance().fill('5001');
  await expect(tab.card('Earnings Advance')).toContainText('Cannot exceed $5,000.00');
  await tab.save().click();
  await expect(tab.block()).toContainText('Cannot exceed $5,000.00');
  await tab.advance().fill('1000');

  // Leaving with unsaved changes asks first (HPR-007); staying keeps the form.
  await tab.tab('Itinerary').click();
  await expect(tab.leaveDialog()).toBeVisible();
  await tab.leaveDialog().getByRole('button', { name: 'Stay' }).click();
  await expect(tab.earlyBird()).toHaveValue('5500');

  // A failed save says so (HPR-027), and nothing is lost.
  await page.route('**/api/me/host/trips/*/pricing', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: 'Boom', code: 'INTERNAL' }),
        })
      : route.continue(),
  );
  await tab.save().click();
  const dialog = tab.updateDialog();
  await expect(dialog.getByRole('region', { name: 'Updated services agreement' })).toContainText('$5,500.00');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'I agree to updated terms of service' }).check();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText('There was an error saving the prices. Please try again.')).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await page.unroute('**/api/me/host/trips/*/pricing');

  await tab.save().click();
  await dialog.getByRole('checkbox', { name: 'I agree to updated terms of service' }).check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your changes have been saved!')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByText('Prices saved')).toBeVisible();
  await page.reload();
  await expect(tab.earlyBird()).toHaveValue('5500', { timeout: STEP_TIMEOUT });
  await expect(tab.advance()).toHaveValue('1000');

  // Leaving discards an unsaved edit: back on the tab the form shows what is stored (HPR-008).
  await tab.earlyBird().fill('5800');
  await tab.tab('Itinerary').click();
  await tab.leaveDialog().getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/itinerary$/);
  await tab.tab('Pricing').click();
  await expect(tab.earlyBird()).toHaveValue('5500', { timeout: STEP_TIMEOUT });
});

test('[HPR-005] [HPR-004] a pricing-approved trip prompts the itinerary review and hides the agreement link', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('host2@caravan.test');
  const tab = new HostPricingPage(page);
  await tab.open(caravan.url, DEMO_TRIP_IDS.pricingApproved);
  await expect(tab.table()).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByRole('region', { name: 'Next: Review your Itinerary!' })).toBeVisible();
  await expect(tab.card('Documents')).toHaveCount(0);
});

test('[HBK-005] [HBK-006] [HBK-007] [HBK-008] [HBK-009] [HER-007] on a phone: live trip pricing, the Bookings to Date chart, earnings and the report', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('host', { viewport: PHONE });
  const tab = new HostPricingPage(page);
  // A live trip: prices editable, the earnings advance no longer.
  await tab.open(caravan.url, DEMO_TRIP_IDS.live);
  await expect(tab.table()).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(tab.advance()).toBeDisabled();
  // Nothing runs off a phone's screen: the wide table scrolls inside its own frame.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await tab.open(caravan.url, DEMO_TRIP_IDS.live, 'bookings');
  const chart = tab.card('Bookings to Date');
  await expect(chart).toBeVisible({ timeout: STEP_TIMEOUT });
  // The points read 'MMM DD' (HBK-007), never the API's MM/DD.
  const points = chart.getByRole('listitem');
  await expect(points.first()).toHaveText(/^[A-Z][a-z]{2} \d{2}: \d+ spots booked$/);
  await expect(chart).not.toContainText(/\d{2}\/\d{2}/);
  await expect(tab.card('Earnings')).toContainText('Earnings to date');

  // No bookings yet: the chart says so (HBK-006, HER-007).
  await tab.open(caravan.url, DEMO_TRIP_IDS.hostApproved, 'bookings');
  await expect(tab.card('Bookings to Date')).toContainText('Not enough data to display.', { timeout: STEP_TIMEOUT });

  // The closed trip's report is approved: the card offers the PDF instead (HBK-009).
  await tab.open(caravan.url, DEMO_TRIP_IDS.closed, 'bookings');
  const report = tab.card('Earnings').getByRole('button', { name: 'Download Report' });
  await expect(report).toBeVisible({ timeout: STEP_TIMEOUT });
  const [download] = await Promise.all([page.waitForEvent('download'), report.click()]);
  expect(download.suggestedFilename()).toMatch(/earnings report\.pdf$/);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
