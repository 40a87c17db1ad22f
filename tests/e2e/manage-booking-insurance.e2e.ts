// Insurance policies in Manage Booking: cancelling a policy end to end inside its free-look period (the server's
// test clock and the browser's clock set to a week after the policy was issued, rather than waiting), the refused
// cancellation with its error, Back and support, and the badge of a policy being cancelled. Each compares the server's policy.
import { ManageBookingPage } from './pages/manage-booking.page.js';
import { expect, test } from './support/fixtures.js';
import { type CaravanProcess, startCaravan } from './support/server.js';

const LIVE_TRIP = 'Machu Picchu with Hana';
/** ORD-5001's policy POL-2026-0001 was issued on October 5, 2026 at 10:10 UTC; a week later it is still cancellable. */
const IN_FREE_LOOK = '2026-10-12T12:00:00.000Z';

test.describe.configure({ timeout: 180_000 });

let clocked: CaravanProcess | undefined;
test.afterAll(async () => {
  await clocked?.stop();
});

test('[INS-009] [INS-011] [INS-005] cancelling a policy asks first (Keep Policy / Cancel Policy), then toasts and shows CANCELLED', async ({
  signIn,
}) => {
  clocked = await startCaravan({}, { testClock: true });
  const moved = await fetch(`${clocked.url}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ setTo: IN_FREE_LOOK }),
  });
  expect(moved.status).toBe(200);
  const { page } = await signIn('traveler', {
    server: clocked,
    prepare: (context) => context.clock.install({ time: new Date(IN_FREE_LOOK) }),
  });
  const mb = new ManageBookingPage(page);
  await mb.open(LIVE_TRIP);
  const insurance = mb.section('Insurance policies');
  await expect(insurance.getByText('POLICY #POL-2026-0001')).toBeVisible();

  // The confirm modal: Keep Policy closes it and changes nothing.
  await insurance.getByRole('button', { name: 'Cancel Policy' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel your insurance policy?' });
  await expect(confirm.getByRole('button', { name: 'Keep Policy' })).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel Policy' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep Policy' }).click();
  await expect(confirm).toHaveCount(0);
  expect((await mb.serverBooking()).insurancePolicies?.[0]?.status).toBe('confirmed');

  // Cancel Policy for real: the toast, the badge, and the server's policy and add-on.
  await insurance.getByRole('button', { name: 'Cancel Policy' }).click();
  await confirm.getByRole('button', { name: 'Cancel Policy' }).click();
  await expect(page.getByText('The insurance policy has been successfully cancelled.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(insurance.getByText('CANCELLED', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(insurance.getByRole('link', { name: 'File a claim' })).toHaveCount(0);
  const after = await mb.serverBooking();
  expect(after.insurancePolicies?.[0]?.status).toBe('cancelled');
  expect(after.addOns.find((a) => a.type === 'insurance-plan')?.deleted ?? true).toBe(true);
});

test('[INS-013] [INS-014] a refused cancellation shows the error with Back and contact support, and the policy stays', async ({
  signIn,
}) => {
  // The browser believes it is inside the free-look period, so it offers Cancel Policy; the server's clock is today's
  // and refuses. Nothing changes, so the worker's shared server serves.
  const { page } = await signIn('traveler', {
    prepare: (context) => context.clock.install({ time: new Date(IN_FREE_LOOK) }),
  });
  const mb = new ManageBookingPage(page);
  await mb.open(LIVE_TRIP);
  const insurance = mb.section('Insurance policies');
  const confirm = page.getByRole('alertdialog', { name: 'Cancel your insurance policy?' });
  // Under the installed browser clock a press on a heavily loaded machine was once focused but not delivered (CI
  // flake): press again until the confirmation opens, which is what a traveler would do.
  await expect(async () => {
    if (!(await confirm.isVisible())) await insurance.getByRole('button', { name: 'Cancel Policy' }).click();
    await expect(confirm).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await confirm.getByRole('button', { name: 'Cancel Policy' }).click();
  const error = insurance.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(error.getByText('Something went wrong. We had trouble cancelling your insurance.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(error.getByText('This policy can no longer be cancelled here. Please contact support.')).toBeVisible();
  await expect(error.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', /^mailto:/);
  await error.getByRole('button', { name: 'Back' }).click();
  await expect(error).toHaveCount(0);
  await expect(insurance.getByText('POLICY #POL-2026-0001')).toBeVisible();
  expect((await mb.serverBooking()).insurancePolicies?.[0]?.status).toBe('confirmed');
});

test('[INS-005] a policy whose cancellation is pending reads CANCELLED, without its links', async ({ signIn }) => {
  const { page } = await signIn('traveler2@caravan.test');
  const mb = new ManageBookingPage(page);
  // ORD-5002 on the live trip: its policy's cancellation is pending.
  await mb.open(LIVE_TRIP);
  expect((await mb.serverBooking()).insurancePolicies?.[0]?.status).toBe('cancellation-pending');
  const insurance = mb.section('Insurance policies');
  await expect(insurance.getByText('CANCELLED', { exact: true })).toBeVisible();
  await expect(insurance.getByText(/^POLICY #/)).toHaveCount(0);
  await expect(insurance.getByRole('link', { name: 'File a claim' })).toHaveCount(0);
});

test('[INS-015] [MBK-046] [MKT-043] a change moves the insurance by the premium rule on it, explained; no third-party warning beside a policy; pay-balance preselects the minimum', async ({
  signIn,
}) => {
  const { page } = await signIn('traveler');
  const mb = new ManageBookingPage(page);
  await mb.open(LIVE_TRIP);
  // The booking holds POL-2026-0001: it is not told to buy insurance from a third party.
  await expect(mb.section('Insurance policies').getByText('POLICY #POL-2026-0001')).toBeVisible();
  await expect(page.getByText(/purchase insurance from a third party/)).toHaveCount(0);

  // Taking one held add-on off (not saved): the adjustment is 6% of its price, and the summary says how.
  const held = mb.section('Trip Add-Ons').getByRole('switch', { checked: true }).first();
  await mb.labelOf(held).click();
  const explained = page.getByTestId('insurance-adjustment-explained').first();
  await expect(explained).toBeVisible({ timeout: 30_000 });
  const text = await explained.innerText();
  const match = /6% of the \$([\d,.]+) you are removing is \$([\d,.]+)\./.exec(text);
  expect(match, text).not.toBeNull();
  const cents = (s: string) => Math.round(Number(s.replace(/,/g, '')) * 100);
  const [changed, adjustment] = [cents(match?.[1] ?? '0'), cents(match?.[2] ?? '0')];
  expect(adjustment).toBe(Math.round(changed * 0.06));
  await mb.labelOf(held).click();

  // The pay-balance page preselects the minimum payment, in the card section and Affirm's.
  await mb.goto('manage-booking/pay-balance');
  const amounts = page.getByRole('radiogroup', { name: 'How much would you like to pay?' });
  await expect(amounts.getByRole('radio', { name: /Minimum payment/ })).toBeChecked({ timeout: 30_000 });
  await expect(amounts.getByRole('radio', { name: /Pay in full/ })).not.toBeChecked();
  const affirm = page.getByRole('radiogroup', { name: 'Amount to pay with Affirm' });
  if ((await affirm.count()) > 0) await expect(affirm.getByRole('radio', { name: /Minimum payment/ })).toBeChecked();
});
