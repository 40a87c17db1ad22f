// The host's Bookings tab, read on the demo data (§2.10, §4.8, §8): which orders can be ticked, the waitlist table,
// the auto-confirm toggle's state, and failed decisions told in the server's words in a toast that hides after 4 s.
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { HostBookingsPage } from './pages/host-bookings.page.js';
import { PHONE, STEP_TIMEOUT, expect, test } from './support/fixtures.js';

const failure = (error: string, code: string) => ({
  status: 409,
  json: { success: false, error, code },
});

test('[HBK-011] [HBK-024] the travelers table ticks only pending orders, beside the auto-confirm toggle', async ({
  caravan,
  signIn,
}) => {
  const { page } = await signIn('host', { server: caravan });
  const tab = new HostBookingsPage(page);
  await tab.open(caravan.url, DEMO_TRIP_IDS.earlyConfirmed);
  await expect(tab.travelers()).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(tab.autoConfirm()).toBeVisible();
  const rows = tab
    .travelers()
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') });
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  let pending = 0;
  for (let i = 0; i < count; i += 1) {
    const row = rows.nth(i);
    const status = (await row.getByRole('gridcell').nth(3).textContent())?.trim();
    if (status === 'Pending') {
      pending += 1;
      await expect(row.getByRole('checkbox')).toBeEnabled();
    } else await expect(row.getByRole('checkbox'), `${status} order`).toBeDisabled();
  }
  expect(pending).toBeGreaterThan(0);
});

test('[HBK-012] [HBK-023] [HBK-031] a full trip: its waitlist table without payment labels, and no pending order to auto-confirm', async ({
  caravan,
  signIn,
}) => {
  const { page } = await signIn('host', { server: caravan, viewport: PHONE });
  const tab = new HostBookingsPage(page);
  await tab.open(caravan.url, DEMO_TRIP_IDS.confirmed);
  const waitlist = tab.waitlisted();
  await expect(waitlist).toBeVisible({ timeout: STEP_TIMEOUT });
  // traveler2@ (Theo Traveler) is on the full trip's waitlist; the Payment cell, last of the row, stays empty.
  const row = waitlist.getByRole('row').filter({ hasText: 'Theo Traveler' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('gridcell').last()).toHaveText('');
  await expect(tab.card('Pending').getByRole('paragraph')).toHaveText('0');
  await expect(tab.autoConfirm()).toBeDisabled();
  await expect(tab.autoConfirm()).not.toBeChecked();
});

test('[HBK-025] no order of a complete trip can be ticked: its Bookings tab is closed', async ({ caravan, signIn }) => {
  const { page } = await signIn('host', { server: caravan });
  const tab = new HostBookingsPage(page);
  await tab.open(caravan.url, DEMO_TRIP_IDS.complete);
  await expect(
    page.getByText('Bookings opens once your trip page is approved, and closes when the trip is complete.'),
  ).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await expect(tab.travelers()).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});

test('[HBK-033] [HBK-036] [HBK-037] failed changes show the server’s words in a red toast that hides after 4 seconds', async ({
  caravan,
  signIn,
}) => {
  const { page } = await signIn('host', {
    server: caravan,
    prepare: async (context) => {
      await context.route('**/api/me/host/trips/*/bookings/auto-confirm', (route) =>
        route.fulfill(failure('Auto-confirm cannot change while the trip is being confirmed.', 'CONFLICT')),
      );
      await context.route('**/api/me/host/trips/*/bookings/confirm', (route) =>
        route.fulfill(failure('Only 0 of the trip’s 12 spots are left to confirm; 1 were selected.', 'SPOTS')),
      );
    },
  });
  const tab = new HostBookingsPage(page);
  await tab.open(caravan.url, DEMO_TRIP_IDS.earlyConfirmed);
  await expect(tab.travelers()).toBeVisible({ timeout: STEP_TIMEOUT });

  await tab.autoConfirm().click({ force: true });
  const autoToast = page.locator('.cv-Toast', {
    hasText: 'Auto-confirm cannot change while the trip is being confirmed.',
  });
  await expect(autoToast).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(autoToast).toHaveAttribute('data-tone', 'danger');
  await expect(tab.autoConfirm()).not.toBeChecked();

  const pendingBox = tab.travelers().getByRole('checkbox', { disabled: false }).first();
  await pendingBox.check();
  await tab.button('Confirm Selected').click();
  // From here the page's clock moves only on command, so the toast's 4 s (BOOKINGS_TOAST_MS) can be measured.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const answered = page.waitForResponse('**/api/me/host/trips/*/bookings/confirm');
  await tab.dialog().getByRole('button', { name: 'Confirm', exact: true }).click();
  await answered;
  const confirmToast = page.locator('.cv-Toast', { hasText: 'Only 0 of the trip’s 12 spots are left to confirm' });
  await page.clock.runFor(3_500);
  await expect(confirmToast).toBeVisible();
  await expect(confirmToast).toHaveAttribute('data-tone', 'danger');
  await page.clock.runFor(1_000);
  await expect(confirmToast).toHaveCount(0, { timeout: STEP_TIMEOUT });
});

test('[HBK-010] [HBK-043] the Companion form: its field messages, the server’s error in a toast, then “Companions were submitted”', async ({
  caravan,
  signIn,
}) => {
  const sam = { firstName: 'Sam', lastName: 'Host', email: 'sam.host@example.com', dateOfBirth: '04/02/1986' };
  let posts = 0;
  const { page } = await signIn('host', {
    server: caravan,
    // The shared server stays as it was: the submissions are answered here (the API's own test saves for real).
    prepare: async (context) => {
      await context.route('**/api/me/trips/*/host-companions', (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        posts += 1;
        if (posts === 1) return route.fulfill(failure('The companions could not be saved just now.', 'UNAVAILABLE'));
        const companion = { _id: 'companion-sam', firstName: 'Sam', lastName: 'Host', ageRange: '18+', traveler: sam };
        const data = { tripId: DEMO_TRIP_IDS.live, editable: false, companions: [companion] };
        return route.fulfill({ status: 200, json: { success: true, data } });
      });
    },
  });
  const tab = new HostBookingsPage(page);
  await tab.open(caravan.url, DEMO_TRIP_IDS.live);
  await expect(tab.companions()).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(tab.companionField('First Name')).toHaveValue('Sam');

  await tab.submitCompanions();
  await expect(tab.companions().getByText('Email is required')).toBeVisible();
  await expect(tab.companions().getByText('Date Of Birth is required')).toBeVisible();
  expect(posts).toBe(0);

  await tab.companionField('Email').fill(sam.email);
  await tab.companionField('Date Of Birth').fill(sam.dateOfBirth);
  await tab.submitCompanions();
  const failed = page.locator('.cv-Toast', { hasText: 'The companions could not be saved just now.' });
  await expect(failed).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(failed).toHaveAttribute('data-tone', 'danger');
  await expect(tab.companionField('Email')).toHaveValue(sam.email);

  await tab.submitCompanions();
  await expect(page.locator('.cv-Toast', { hasText: 'Companions were submitted' })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await expect(tab.companionField('Email')).toBeDisabled();
  await expect(tab.companions().getByRole('button', { name: 'Submit Companions' })).toHaveCount(0);
});
