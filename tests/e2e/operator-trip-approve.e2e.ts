// (d) A new trip request becomes a trip in Chromium: the operator opens the pending request from New Trip Requests,
// creates its trip (review details), removes a service, prices it (FOC, a tier, the single supplement; the spots
// range toast), saves ('Trip Saved') and approves it (confirmation, then Done). It changes data: its own server.
import { TRIP_PRICING_MESSAGES } from '@caravan/domain';
import { OperatorTripPage } from './pages/operator-trip.page.js';
import { STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.use({ dataset: 'operator-trip-approve' });

test('[RTE-008] [RTE-022] [RTE-023] [RTE-024] [RTE-025] [RTE-026] [OPT-053] [OPT-058] [OPT-013] [OPT-018] [OPT-019] [OPT-034] [OPT-035] [OPT-036] [OPT-015] [OPT-016] [OPT-017] [OPT-059] [OPT-060] [OPT-042] [OPT-043] a trip request becomes a trip that is configured, priced and approved', async ({
  signIn,
  caravan,
}) => {
  test.setTimeout(180_000);
  const { page } = await signIn('operator');
  const ui = new OperatorTripPage(page);

  // The trips root opens the first New Trip Requests item (a created trip); the pending request is listed in the
  // same group (model=tripRequest), and its pricing tab is disabled.
  await page.goto(`${caravan.url}/app/operator/trips`);
  await page.waitForURL(/\/app\/operator\/trips\/[0-9a-f-]{36}\/review-details\?model=trip$/, {
    timeout: STEP_TIMEOUT,
  });
  await ui
    .sidebar()
    .getByRole('link', { name: /^Trip request 2027-09-06/ })
    .click();
  await page.waitForURL(/\/app\/operator\/trips\/[0-9a-f-]{36}\/review-details\?model=tripRequest$/, {
    timeout: STEP_TIMEOUT,
  });
  await expect(ui.tabs().getByText('Review pricing')).toHaveAttribute('aria-disabled', 'true');
  await expect(ui.summary().getByText('Could we add a sunrise yoga session in the Sacred Valley?')).toBeVisible();
  const requestUrl = page.url();

  // Create Trip: the itinerary is fetched, the trip saved (status created) and its review details open (OPT-053).
  await ui.button('Create Trip').click();
  await page.waitForURL(/\/trips\/[0-9a-f-]{36}\/review-details\?model=trip$/, { timeout: STEP_TIMEOUT });
  expect(page.url()).not.toBe(requestUrl);
  await expect(page.getByText('Trip request saved').first()).toBeVisible();
  await expect(page.getByText('Trip saved').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Inca Trail & Sacred Valley' })).toBeVisible();
  await expect(ui.summary().getByText('Could we add a sunrise yoga session in the Sacred Valley?')).toBeVisible();
  await expect(ui.button('Download Manifest')).toHaveCount(0);
  const tripPath = new URL(page.url()).pathname;

  // Configure services: remove the first service and save.
  await ui.button('Next').click();
  await page.waitForURL(/configure-services\?model=trip$/);
  const firstRemove = page.getByRole('button', { name: /^Remove / }).first();
  await firstRemove.click();
  await ui.button('Save services').click();
  await expect(page.getByText('Trip saved').first()).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByRole('button', { name: /^Restore / })).toHaveCount(1);

  // Pricing: minimum above maximum is refused with the spots range toast (OPT-034).
  await ui.button('Next').click();
  await page.waitForURL(/review-pricing\?model=trip$/);
  await expect(ui.breakdown().getByRole('rowheader', { name: 'Total traveler price' })).toBeVisible();
  await expect(ui.breakdown().getByText('$', { exact: false }).first()).toBeVisible();
  await ui.field('Minimum spots').fill('40');
  await ui.button('Save Trip').click();
  await expect(page.getByText(TRIP_PRICING_MESSAGES.invalidSpotsRange)).toBeVisible();

  // A valid price: FOC traveler, first tier price, single supplement; Save Trip stays on the page (OPT-018).
  await ui.field('Minimum spots').fill('4');
  await ui.field('Maximum spots').fill('12');
  await page.getByRole('checkbox', { name: 'Free-of-charge (FOC) travelers' }).check();
  await ui.button('Add tier').click();
  await expect(ui.field('Tier 1 travelers')).toHaveValue('5');
  await ui.field('Tier 1 price (USD)').fill('2400');
  await ui.field('Single supplement price (USD)').fill('300');
  await expect(ui.breakdown().getByText(/(over|under) (inventory|suggested) price|Equal to/)).toBeVisible();
  await ui.button('Save Trip').click();
  await expect(page.getByText('Trip Saved', { exact: true })).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByText('Trip Saved. Trip has been successfully saved!')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(tripPath.replace('review-details', 'review-pricing'));

  // Single supplement total spots: a failed update says so (OPT-043), a successful one too (OPT-042).
  await ui.field('Single supplement total spots').fill('5');
  await page.route('**/single-supplement-quantity', (route) =>
    route.fulfill({ status: 500, json: { success: false, error: 'Down', code: 'INTERNAL' } }),
  );
  await ui.button('Update total spots').click();
  await expect(page.getByText(TRIP_PRICING_MESSAGES.singleSupplementUpdateFailed)).toBeVisible();
  await page.unroute('**/single-supplement-quantity');
  await ui.button('Update total spots').click();
  await expect(page.getByText(TRIP_PRICING_MESSAGES.singleSupplementUpdated)).toBeVisible({ timeout: STEP_TIMEOUT });

  // Approve Trip: disabled until the operator terms are ticked (OPT-035), then confirmed, then Done (OPT-019).
  await expect(ui.button('Approve Trip')).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I accept the operator terms' }).check();
  await ui.button('Approve Trip').click();
  const dialog = page.getByRole('dialog', { name: 'Approve this trip?' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Done' })).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByText('Your trip was saved and approved.')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(tripPath.replace('review-details', 'success'));
  await expect(ui.sidebar()).toHaveCount(0);

  // Back on the trip: partner-approved, listed under Pending Review, Approve Trip disabled (OPT-036).
  await page.getByRole('link', { name: 'Back to review details' }).click();
  await page.waitForURL(/\/review-details\?model=trip$/, { timeout: STEP_TIMEOUT });
  await expect(page.getByText('Partner approved').first()).toBeVisible({ timeout: STEP_TIMEOUT });
  await ui.tab('Review pricing').click();
  await expect(ui.button('Approve Trip')).toBeDisabled();
  await expect(ui.field('Tier 1 price (USD)')).toHaveValue('2400');
});
