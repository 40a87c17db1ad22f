// Manage Booking's success titles on bookings paid in full: a room swap that costs nothing ends on 'Changes
// Confirmed'; on the uninsured pending booking, an activity added and paid, then taken off again, shows the available
// credit and ends on 'Trip Balance Updated'. The server's booking is read after each step. Servers of their own.
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

/** Pays the whole balance at the pay-balance route and returns to Manage Booking. */
async function payInFull(page: Page, mb: ManageBookingPage): Promise<void> {
  await mb.goto('manage-booking/pay-balance');
  await page.getByRole('heading', { level: 1, name: 'Pay your balance' }).waitFor({ timeout: STEP_TIMEOUT });
  await mb
    .labelOf(
      page
        .getByRole('radiogroup', { name: 'How much would you like to pay?' })
        .getByRole('radio', { name: /Pay in full/ }),
    )
    .click();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByRole('button', { name: 'Back to Manage Booking' }).click({ timeout: STEP_TIMEOUT });
  await mb.section('Trip Add-Ons').waitFor({ timeout: STEP_TIMEOUT });
  // The booking is read again after the payment; a change begun before it lands is priced on the old balance (on a
  // loaded machine the re-read can come after the page is back), so the journey goes on once the summary shows it.
  const balance = mb
    .summary()
    .locator('dt', { hasText: 'Balance after changes' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(balance).toHaveText('$0.00', { timeout: STEP_TIMEOUT });
}

test('[MBK-051] [MBK-055] on a booking paid in full, taking a paid activity off shows the credit and ends on Trip Balance Updated', async ({
  signIn,
  freshCaravan,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('traveler', { server });
  const mb = new ManageBookingPage(page);
  await mb.open(PENDING_TRIP);

  await payInFull(page, mb);
  expect((await mb.serverBooking()).dueAmount).toBe(0);

  // Add an activity and pay for it in full: the booking owes nothing again.
  const activities = mb.section('Trip Add-Ons');
  await mb.labelOf(activities.getByRole('switch', { checked: false }).first()).click();
  await confirmChanges(page, mb);
  await page.waitForURL((u) => u.pathname.endsWith('/manage-booking/payment'), { timeout: STEP_TIMEOUT });
  await mb
    .labelOf(
      page
        .getByRole('radiogroup', { name: 'How much would you like to pay?' })
        .getByRole('radio', { name: /Pay in full/ }),
    )
    .click();
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

test('[MBK-057] two beds instead of one costs nothing: Changes Confirmed, and the server keeps the balance', async ({
  signIn,
  freshCaravan,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('traveler', { server });
  const mb = new ManageBookingPage(page);
  await mb.open('Machu Picchu with Hana');
  // Nothing owed first, so that the change's balance is the change itself.
  await payInFull(page, mb);
  const before = await mb.serverBooking();
  expect(before.dueAmount).toBe(0);
  expect(before.travelersRooms).toEqual([{ roomType: 'double', travelers: expect.any(Array) }]);

  await page.getByRole('button', { name: 'Edit Room Selection' }).click();
  await mb.labelOf(page.getByRole('radiogroup', { name: 'Shared rooms' }).getByRole('radio', { name: /twin/ })).click();
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await mb.summary().getByRole('button', { name: 'Undo Room selection' }).waitFor({ timeout: STEP_TIMEOUT });
  await confirmChanges(page, mb);
  await page.waitForURL((u) => u.pathname.endsWith('/manage-booking/success'), { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changes Confirmed', { timeout: STEP_TIMEOUT });
  const after = await mb.serverBooking();
  expect(after.travelersRooms?.[0]?.roomType).toBe('twin');
  expect(after.dueAmount).toBe(before.dueAmount);
});
