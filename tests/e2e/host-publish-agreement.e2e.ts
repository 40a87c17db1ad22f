// 'Publish' waits for the agreement document (WSP-023) in Chromium: host2@'s trip was moved to host-approved without
// the host accepting the services agreement (the trip events route accepts on its own), its page passed review, and
// Publish is refused with the reason and a way to the agreement; once accepted, the page goes Live!.
// It changes a trip: own server.
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { HostWorkspacePage } from './pages/host-workspace.page.js';
import { STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.describe.configure({ timeout: 180_000 });

const TRIP = DEMO_TRIP_IDS.pricingApproved;

test('[WSP-023] [WSP-064] publishing is refused without the agreement document and succeeds once the host accepts the services agreement', async ({
  freshCaravan,
  signIn,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('host2@caravan.test', { server });
  const headers = { origin: server.url };
  // A host-approved trip without its agreement document, its page sent to review and passed.
  const moved = await page.request.post(`${server.url}/api/me/trips/${TRIP}/events`, {
    data: { type: 'trip.acceptAgreement' },
    headers,
  });
  expect(moved.status()).toBe(200);
  const requested = await page.request.post(`${server.url}/api/me/host/trips/${TRIP}/publish-request`, { headers });
  expect(requested.status()).toBe(200);
  const admin = await signIn('admin', { server });
  const reviewed = await admin.page.request.post(`${server.url}/api/admin/trips/${TRIP}/publish-review`, {
    data: { type: 'publish.approveReview' },
    headers,
  });
  expect(reviewed.status()).toBe(200);

  const ws = new HostWorkspacePage(page);
  await page.goto(`${server.url}/app/host/trips/${TRIP}/configuration`);
  await expect(ws.statusPanel()).toContainText('Marketing', { timeout: STEP_TIMEOUT });
  // Refused: the reason in the panel, Publish unavailable, and the way to the agreement.
  const publish = ws.statusPanel().getByRole('button', { name: 'Publish', exact: true });
  await expect(ws.statusPanel().getByRole('alert')).toContainText('No agreement document provided');
  await expect(publish).toBeDisabled();
  // The server refuses as well, and nothing changes.
  const direct = await page.request.post(`${server.url}/api/me/host/trips/${TRIP}/publish`, { headers });
  expect(direct.status()).toBe(409);
  expect(await direct.json()).toMatchObject({ success: false, error: 'No agreement document provided' });
  await page.reload();
  await expect(ws.statusPanel()).toContainText('Marketing', { timeout: STEP_TIMEOUT });

  await ws.statusPanel().getByRole('link', { name: 'Go to the services agreement' }).click();
  await expect(ws.agreement()).toBeInViewport();
  await ws.acceptAgreement();
  await expect(ws.agreement()).toHaveCount(0, { timeout: STEP_TIMEOUT });
  await expect(page.getByText(/Services agreement accepted on/)).toBeVisible();
  await expect(ws.statusPanel().getByRole('alert')).toHaveCount(0);

  await publish.click();
  await expect(ws.statusPanel()).toContainText('Live!', { timeout: STEP_TIMEOUT });
  const trip = await page.request.get(`${server.url}/api/me/host/trips/${TRIP}/workspace`);
  const body = (await trip.json()) as { data: { trip: { status: string; publishStatus: string } } };
  expect(body.data.trip).toMatchObject({ status: 'live', publishStatus: 'live' });
});
