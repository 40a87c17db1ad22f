// Journey (a) of issue 14 in Chromium: host2@ opens their accepted (pricing-approved) trip, whose launch cannot be
// scheduled yet; saves its details, asks for the publish review and adds a gathering, which sends the page back to
// Pending; accepts the services agreement (the trip becomes host-approved, WSP-019, WSP-020) and schedules the launch.
// It changes a trip: own server.
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { HostWorkspacePage } from './pages/host-workspace.page.js';
import { e2eNow } from './support/clock.js';
import { STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.describe.configure({ timeout: 180_000 });

test('[WSP-019] [WSP-020] [WSP-039] [WSP-065] a host configures an accepted trip, adds a gathering (publish back to Pending), accepts the services agreement and schedules the launch', async ({
  signIn,
  freshCaravan,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('host2@caravan.test', { server });
  const ws = new HostWorkspacePage(page);
  await page.goto(`${server.url}/app/host/trips/${DEMO_TRIP_IDS.pricingApproved}`);
  await page.waitForURL((u) => u.pathname.endsWith('/configuration'), { timeout: STEP_TIMEOUT });
  // Before the agreement the launch cannot be scheduled (WSP-039).
  const launchCard = page.getByRole('region', { name: 'Launch date' });
  await expect(launchCard.getByRole('button', { name: 'Schedule launch' })).toBeDisabled({ timeout: STEP_TIMEOUT });

  // Configure: the trip details saved, then the page sent to review.
  const name = `${await ws.heading().innerText()} with Tom`;
  await ws.details().getByLabel('Trip name').fill(name);
  await ws.details().getByRole('button', { name: 'Save trip details' }).click();
  await expect(ws.heading()).toHaveText(name, { timeout: STEP_TIMEOUT });
  await ws.statusPanel().getByRole('button', { name: 'Request Publish' }).click();
  await expect(ws.statusPanel()).toContainText('In Review', { timeout: STEP_TIMEOUT });

  // A gathering added sends the reviewed page back to Pending (WSP-065).
  await ws.addGathering(1, 'Welcome circle', 'Meet at the hotel bar');
  await expect(ws.day(1).getByRole('listitem')).toContainText('Welcome circle', { timeout: STEP_TIMEOUT });
  await expect(ws.statusPanel()).toContainText('Pending', { timeout: STEP_TIMEOUT });
  await expect(ws.statusPanel().getByRole('button', { name: 'Request Publish' })).toBeEnabled();

  // The services agreement: Continue only once the checkbox is ticked (WSP-019).
  const card = page.getByRole('region', { name: 'Services Agreement' });
  await expect(card).toBeVisible({ timeout: STEP_TIMEOUT });
  const continueButton = card.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await card.getByRole('checkbox', { name: 'I have read and accept the services agreement' }).check();
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  await expect(card).toHaveCount(0, { timeout: STEP_TIMEOUT });
  await expect(page.getByText(/Services agreement accepted on/)).toContainText('Host approved');
  // The stored trip says so too: a reload shows the same.
  await page.reload();
  await expect(page.getByText(/Services agreement accepted on/)).toContainText('Host approved', {
    timeout: STEP_TIMEOUT,
  });
  await expect(page.getByRole('region', { name: 'Services Agreement' })).toHaveCount(0);

  // Host-approved, the launch can be scheduled now.
  await launchCard.getByRole('button', { name: 'Schedule launch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trip Page Launch Date' });
  const day = new Date(e2eNow().getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Launch date').fill(day);
  await dialog.getByLabel('Launch time').selectOption('10:30');
  await dialog.getByRole('button', { name: 'Schedule Launch' }).click();
  await expect(dialog).toHaveCount(0, { timeout: STEP_TIMEOUT });
  await expect(launchCard).toContainText('at 10:30');
  await page.reload();
  await expect(launchCard).toContainText('at 10:30', { timeout: STEP_TIMEOUT });
});
