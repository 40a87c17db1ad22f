// The services agreement in Chromium (WSP-019, WSP-020): host2@ opens their pricing-approved trip's workspace, ticks
// the agreement, continues, and the trip is host-approved with the date accepted. It changes a trip: own server.
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.describe.configure({ timeout: 180_000 });

test('[WSP-019] [WSP-020] a host accepts the services agreement of a pricing-approved trip and it becomes host-approved', async ({
  signIn,
  freshCaravan,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('host2@caravan.test', { server });
  await page.goto(`${server.url}/app/host/trips/${DEMO_TRIP_IDS.pricingApproved}`);
  const card = page.getByRole('region', { name: 'Services Agreement' });
  await expect(card).toBeVisible({ timeout: STEP_TIMEOUT });
  const continueButton = card.getByRole('button', { name: 'Continue' });
  // Continue only once the checkbox is ticked (WSP-019).
  await expect(continueButton).toBeDisabled();
  await card.getByRole('checkbox', { name: 'I have read and accept the services agreement' }).check();
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  await expect(card).toHaveCount(0, { timeout: STEP_TIMEOUT });
  await expect(page.getByText(/Services agreement accepted on/)).toContainText('host-approved');
  // The stored trip says so too: a reload shows the same.
  await page.reload();
  await expect(page.getByText(/Services agreement accepted on/)).toContainText('host-approved', {
    timeout: STEP_TIMEOUT,
  });
  await expect(page.getByRole('region', { name: 'Services Agreement' })).toHaveCount(0);
});
