// Manage Booking's success title for a change that leaves credit, on the uninsured pending booking paid in full: an
// activity is added and paid, then taken off again, which shows the available credit and ends on 'Trip Balance
// Updated'; the server's booking is read after each step. Changes data: a server of its own.
import type { Page } from '@playwright/test';
import { ManageBookingPage } from './pages/manage-booking.page.js';
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';

/** ORD-5003: traveler@ alone, no insurance (an insured booking's premium would be repriced by every change). */
const PENDING_TRIP = 'Inca Trail in Style';

test.describe.configure({ timeout: 300_000 });

/** Update Booking and its confirmation; resolves on the payment route or the success route. */
async function confirmChanges(page: Page, mb: ManageBookingPage): Promise<void> {
  const update = mb.summary().getByRole('button', { name: 'Update Booking' });
  await expect(update).toBeEnabled({ timeout: STEP_TIMEOUT });
  await update.click();
  const dialog = page.getByRole('dialog', { name: 'Update your booking?' });
  await dialog.waitFor({ timeout: STEP_TIMEOUT });
  await dialog.getByRole('button').last().click();
}

test('[MBK-051] [MBK-055] on a booking paid in full, taking a paid activity off shows the credit and ends on Trip Balance Updated', async ({
  signIn,
  freshCaravan,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('traveler', { server });
  const mb = new ManageBookingPage(page);
  await mb.open(PENDING_TRIP);

  // Pay the balance in full.
  await mb.goto('manage-booking/pay-balance');
  await page.getByRole('heading', { level: 1, name: 'Pay your balance' }).waitFor({ timeout: STEP_TIMEOUT });
  await mb.labelOf(page.getByRole('radio', { name: /Pay in full/ })).click();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByRole('button', { name: 'Back to Manage Booking' }).click({ timeout: STEP_TIMEOUT });
  await mb.section('Trip Add-Ons').waitFor({ timeout: STEP_TIMEOUT });
  expect((await mb.serverBooking()).dueAmount).toBe(0);

  // Add an activity and pay for it in full: the booking owes nothing again.
  const activities = mb.section('Trip Add-Ons');
  await mb.labelOf(activities.getByRole('switch', { checked: false }).first()).click();
  await confirmChanges(page, mb);
  await page.waitForURL((u) => u.pathname.endsWith('/manage-booking/payment'), { timeout: STEP_TIMEOUT });
  await mb.labelOf(page.getByRole('radio', { name: /Pay in full/ })).click();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Payment Complete' }).waitFor({ timeout: STEP_TIMEOUT });
  await page.getByRole('button', { name: 'Back to Manage Booking' }).click();
  await mb.section('Trip Add-Ons').waitFor({ timeout: STEP_TIMEOUT });
  expect((await mb.serverBooking()).dueAmount).toBe(0);

  // Take it off: the balance after the change is negative, shown as available credit; no payment, the credit title.
  await mb.labelOf(activities.getByRole('switch', { checked: true }).first()).click();
  const credit = mb.summary().locator('dt', { hasText: 'Available credit' }).locator('xpath=following-sibling::dd[1]');
  await expect(credit).toHaveText('$79.00', { timeout: STEP_TIMEOUT });
  await confirmChanges(page, mb);
  await page.waitForURL((u) => u.pathname.endsWith('/manage-booking/success'), { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trip Balance Updated', { timeout: STEP_TIMEOUT });
  expect((await mb.serverBooking()).dueAmount).toBe(-7_900);
});
