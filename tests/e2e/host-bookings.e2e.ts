// Journey (e), HBK-001: the host opens a trip's Bookings tab, confirms two pending travelers, rejects a third, turns
// auto-confirm on, and each traveler's e-mail is in the outbox.
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { HostBookingsPage } from './pages/host-bookings.page.js';
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';

const TRIP = DEMO_TRIP_IDS.earlyConfirmed;
const GUESTS = [
  { name: 'Mila Pending', email: 'pending.mila@caravan.test' },
  { name: 'Noah Pending', email: 'pending.noah@caravan.test' },
  { name: 'Olga Pending', email: 'pending.olga@caravan.test' },
] as const;

test.describe.configure({ timeout: 240_000 });

test('[HBK-001] [HBK-003] [HBK-013] [HBK-034] [HBK-035] [HBK-032] the host confirms two pending travelers, rejects one, toggles auto-confirm (on again after a reload)', async ({
  freshCaravan,
  signIn,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('host', { server });
  const tab = new HostBookingsPage(page);
  await tab.open(server.url, TRIP);
  await expect(tab.travelers()).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(tab.card('Pending')).toContainText('4');
  await expect(tab.row(GUESTS[0].name)).toContainText('Partial');
  await expect(tab.row(GUESTS[1].name)).toContainText('Unpaid');
  await expect(tab.button('Confirm Selected')).toBeDisabled();

  await tab.select(GUESTS[0].name);
  await tab.select(GUESTS[1].name);
  await tab.button('Confirm Selected').click();
  await expect(tab.dialog()).toContainText('Confirm 2 spots');
  await tab.dialog().getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('The bookings were confirmed!')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(tab.row(GUESTS[0].name)).toContainText('Confirmed');
  await expect(tab.row(GUESTS[1].name)).toContainText('Confirmed');
  await expect(tab.card('Pending')).toContainText('2');

  await tab.select(GUESTS[2].name);
  await tab.button('Reject Selected').click();
  await tab.dialog().getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByText('The bookings were cancelled')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(tab.row(GUESTS[2].name)).toHaveCount(0);
  await expect(tab.card('Pending')).toContainText('1');

  // The dialog fades out after the decision; a click while it still covers the page would land on its overlay.
  await expect(tab.dialog()).toHaveCount(0, { timeout: STEP_TIMEOUT });
  await expect(tab.autoConfirm()).not.toBeChecked();
  await expect(tab.autoConfirm()).toBeEnabled();
  // A controlled switch: it turns on when the server answers, so click (check() would demand an immediate change).
  await tab.autoConfirm().click({ force: true });
  await expect(tab.autoConfirm()).toBeChecked({ timeout: STEP_TIMEOUT });
  await page.reload();
  await expect(tab.autoConfirm()).toBeChecked({ timeout: STEP_TIMEOUT });

  const admin = await signIn('admin', { server });
  const outbox = await admin.page.request.get(`${server.url}/api/admin/outbox?limit=50`);
  const mails = ((await outbox.json()) as { data: { items: { to: string; subject: string }[] } }).data.items;
  for (const g of GUESTS.slice(0, 2))
    expect(
      mails.some((m) => m.to === g.email && m.subject.includes('is confirmed')),
      g.email,
    ).toBe(true);
  expect(mails.some((m) => m.to === GUESTS[2].email && m.subject.includes('declined'))).toBe(true);
});
