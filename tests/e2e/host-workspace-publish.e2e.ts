// 'Publish' in the host's status panel (WSP-064): a page in review offers nothing; once an admin passes the review
// the host publishes it, and the page is Live! with the host-approved trip live.
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { HostWorkspacePage } from './pages/host-workspace.page.js';
import { STEP_TIMEOUT, expect, test } from './support/fixtures.js';

const TRIP = DEMO_TRIP_IDS.hostApproved;

test('[WSP-064] [WSP-061] a host publishes the reviewed trip page: Marketing to Live!, the trip live', async ({
  freshCaravan,
  signIn,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('host', { server });
  const ws = new HostWorkspacePage(page);
  await page.goto(`${server.url}/app/host/trips/${TRIP}/configuration`);
  await expect(ws.statusPanel()).toContainText('In Review', { timeout: STEP_TIMEOUT });
  await expect(ws.statusPanel().getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);

  const admin = await signIn('admin', { server });
  const reviewed = await admin.page.request.post(`${server.url}/api/admin/trips/${TRIP}/publish-review`, {
    data: { type: 'publish.approveReview' },
    headers: { origin: server.url },
  });
  expect(reviewed.status()).toBe(200);

  await page.reload();
  await expect(ws.statusPanel()).toContainText('Marketing', { timeout: STEP_TIMEOUT });
  await ws.statusPanel().getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(ws.statusPanel()).toContainText('Live!', { timeout: STEP_TIMEOUT });
  await expect(ws.statusPanel().getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);

  const trip = await page.request.get(`${server.url}/api/me/host/trips/${TRIP}/workspace`);
  const body = (await trip.json()) as { data: { trip: { status: string; publishStatus: string } } };
  expect(body.data.trip).toMatchObject({ status: 'live', publishStatus: 'live' });
});
