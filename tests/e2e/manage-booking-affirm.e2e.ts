// Affirm at Manage Booking's checkout: offered to a US traveler whose booking Affirm can finance, paying a change and
// then the balance through Affirm's (sandbox) page, and not offered once the traveler's country is another; the server's
// affirmAvailable is checked beside the screen. Changes the profile: a
// server of its own.
import type { Page } from '@playwright/test';
import { ManageBookingPage } from './pages/manage-booking.page.js';
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';

const PENDING_TRIP = 'Inca Trail in Style';

test.describe.configure({ timeout: 240_000 });

/** Adds the first activity on offer and goes to the payment sub-route. */
async function toPayment(page: Page, mb: ManageBookingPage) {
  const available = mb.section('Trip Add-Ons').getByRole('switch', { checked: false }).first();
  await mb.labelOf(available).click();
  const update = mb.summary().getByRole('button', { name: 'Update Booking' });
  await expect(update).toBeEnabled({ timeout: STEP_TIMEOUT });
  await update.click();
  await page
    .getByRole('dialog', { name: 'Update your booking?' })
    .getByRole('button', { name: 'Continue to payment' })
    .click();
  await page.waitForURL((u) => u.pathname.endsWith('/manage-booking/payment'), { timeout: STEP_TIMEOUT });
  await page.getByRole('button', { name: /^Pay \$/ }).waitFor({ timeout: STEP_TIMEOUT });
}

test('[PAY-008] [MBK-058] Affirm is offered at checkout to a US traveler whose booking it can finance, pays an added add-on and then the balance through its page, and is not offered after the country changes', async ({
  signIn,
  freshCaravan,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('traveler', { server });
  const mb = new ManageBookingPage(page);
  await mb.open(PENDING_TRIP);
  expect((await mb.serverTrip()).affirmAvailable).toBe(true);
  await toPayment(page, mb);

  // The added activity is paid with Affirm: the cart survives the trip to Affirm's page, and the return finishes the
  // update on the card path's success page.
  const beforeChange = await mb.serverBooking();
  await page.getByRole('button', { name: 'Pay with Affirm' }).click();
  await page.waitForURL(/\/sandbox\/affirm\/checkouts\//, { timeout: STEP_TIMEOUT });
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Complete' })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  // The minimum pays the change itself: more paid, the balance where it was before the add-on.
  const afterChange = await mb.serverBooking();
  expect(afterChange.paidAmount).toBeGreaterThan(beforeChange.paidAmount);
  expect(afterChange.dueAmount).toBe(beforeChange.dueAmount);
  await page.getByRole('button', { name: 'Back to Manage Booking' }).click();
  await mb.section('Trip Add-Ons').waitFor({ timeout: STEP_TIMEOUT });

  // The traveler pays the minimum of the balance with Affirm, approving it on Affirm's page (the sandbox's stand-in).
  const before = await mb.serverBooking();
  await mb.goto('manage-booking/pay-balance');
  await page.getByRole('button', { name: 'Pay with Affirm' }).click();
  await page.waitForURL(/\/sandbox\/affirm\/checkouts\//, { timeout: STEP_TIMEOUT });
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/^Thank you! Your balance is now/)).toBeVisible({ timeout: STEP_TIMEOUT });
  const history = await page.request.get(`${new URL(page.url()).origin}/api/me/bookings/${before._id}/payments`);
  const items = ((await history.json()) as { data: { items: { type: string }[] } }).data.items;
  expect(items.filter((p) => p.type === 'affirm')).toHaveLength(2);
  expect((await mb.serverBooking()).dueAmount).toBeLessThan(before.dueAmount);
  await mb.goto('manage-booking');
  await mb.section('Trip Add-Ons').waitFor({ timeout: STEP_TIMEOUT });

  // The traveler now lives in Great Britain: Affirm lends to US residents only.
  const origin = new URL(page.url()).origin;
  const profile = (await (await page.request.get(`${origin}/api/me/account/profile`)).json()) as {
    data: Record<string, unknown>;
  };
  const { email: _email, ...editable } = profile.data;
  const saved = await page.request.put(`${origin}/api/me/account/profile`, {
    data: { ...editable, countryCode: 'GB' },
  });
  expect(saved.status()).toBe(200);
  expect((await mb.serverTrip()).affirmAvailable).toBe(false);
  await mb.goto('manage-booking/pay-balance');
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByRole('button', { name: 'Pay with Affirm' })).toHaveCount(0);
});
