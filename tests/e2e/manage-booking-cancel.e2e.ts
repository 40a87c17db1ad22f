// Journey (g) on a phone: an add-on from the cart paid through the embedded payments app, then cancelling: the
// pay-balance gate at its sub-route, the page sending a traveler with nothing owed back to Manage Booking, a refund
// method to choose among several, and closing the success dialog returning to the trip; the server's booking is
// checked at each step. Changes data: a server of its own.
import { ManageBookingPage } from './pages/manage-booking.page.js';
import { expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

const LIVE_TRIP = 'Machu Picchu with Hana';
const PENDING_TRIP = 'Inca Trail in Style';

test.describe.configure({ timeout: 240_000 });

test('[MBK-001] [MBK-006] [MBK-007] [PAY-010] [PAY-014] [CAN-013] [CAN-018] adds an activity from the cart and pays it, pays the balance at /pay-balance, is sent back from it when nothing is owed, chooses a refund method and closes the success dialog back to the trip', async ({
  signIn,
  freshCaravan,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('traveler', { server, viewport: PHONE });
  const mb = new ManageBookingPage(page);
  // An add-on on the pending booking (the live one has every add-on already): the cart button counts the change and
  // opens the Trip Summary, which checks out in the embedded payments app.
  await mb.open(PENDING_TRIP);
  const pending = await mb.serverBooking();
  await mb.labelOf(mb.section('Trip Add-Ons').getByRole('switch', { checked: false }).first()).click();
  await page.getByRole('button', { name: /· 1 Change$/ }).click({ timeout: STEP_TIMEOUT });
  const cart = page.getByRole('dialog', { name: 'Trip Summary' });
  await cart.getByText('Added', { exact: true }).waitFor();
  const update = cart.getByRole('button', { name: 'Update Booking' });
  await expect(update).toBeEnabled({ timeout: STEP_TIMEOUT });
  await update.click();
  await page
    .getByRole('dialog', { name: 'Update your booking?' })
    .getByRole('button', { name: 'Continue to payment' })
    .click();
  await page.waitForURL((u) => u.pathname.endsWith('/manage-booking/payment'), { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('form', { name: 'Payments' })).toHaveAttribute('data-payments-app', 'checkout');
  await mb.labelOf(page.getByRole('radio', { name: /Minimum payment/ })).click();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Payment Complete' }).waitFor({ timeout: STEP_TIMEOUT });
  await page.getByRole('button', { name: 'Back to Manage Booking' }).click();
  await mb.section('Trip Add-Ons').waitFor({ timeout: STEP_TIMEOUT });
  expect((await mb.serverBooking()).paidAmount).toBeGreaterThan(pending.paidAmount);

  await mb.open(LIVE_TRIP);
  const before = await mb.serverBooking();
  expect(before.dueAmount).toBeGreaterThan(0);

  // A balance is owed: Cancel Booking opens the pay-balance sub-route first.
  await mb.section('Cancel Booking').getByRole('button', { name: 'Cancel Booking' }).click();
  await page.waitForURL((u) => u.pathname.endsWith('/manage-booking/pay-balance'), { timeout: STEP_TIMEOUT });
  await page.getByRole('heading', { level: 1, name: 'Are you sure?' }).waitFor();
  await mb.labelOf(page.getByRole('radio', { name: /Pay in full/ })).click();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your booking' });
  await dialog.waitFor({ timeout: STEP_TIMEOUT });
  const paid = await mb.serverBooking();
  expect(paid.dueAmount).toBe(0);
  expect(paid.paidAmount).toBe(before.paidAmount + before.dueAmount);

  // Keep the booking for now; with nothing owed, the pay-balance address sends the traveler back to Manage Booking.
  await dialog.getByRole('button', { name: 'Keep Booking' }).click();
  await expect(dialog).toHaveCount(0);
  await mb.goto('manage-booking/pay-balance');
  await page.waitForURL((u) => u.pathname.endsWith('/manage-booking'), { timeout: STEP_TIMEOUT });
  await mb.section('Cancel Booking').waitFor({ timeout: STEP_TIMEOUT });

  // Nothing owed: Cancel Booking opens the dialog straight away. Two refund methods: none is chosen for the traveler,
  // and the dialog's Cancel Booking stays disabled until one is.
  await mb.section('Cancel Booking').getByRole('button', { name: 'Cancel Booking' }).click();
  await dialog.waitFor({ timeout: STEP_TIMEOUT });
  await dialog.getByRole('button', { name: /Why are you cancelling/ }).click();
  await page.getByRole('option', { name: 'Change of plans' }).click();
  const methods = dialog.getByRole('radio');
  await expect(methods).toHaveCount(2);
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);
  const submit = dialog.getByRole('button', { name: 'Cancel Booking' });
  await expect(submit).toBeDisabled();
  await mb.labelOf(methods.last()).click();
  await expect(submit).toBeEnabled();
  await submit.click();
  await dialog.getByText('The following step is final. Are you sure?').waitFor();
  await submit.click();

  // The success dialog; closing it (Escape, not its button) returns to the trip.
  const received = page.getByRole('dialog', { name: 'We received your cancellation request.' });
  await received.waitFor({ timeout: STEP_TIMEOUT });
  // Escape closes the dialog once it holds the focus (pressed before, on a loaded machine, it reached the page behind).
  await expect
    .poll(() => received.evaluate((d) => d.contains(document.activeElement)), { timeout: STEP_TIMEOUT })
    .toBe(true);
  await page.keyboard.press('Escape');
  await page.waitForURL((u) => u.pathname.endsWith('/trip-overview'), { timeout: STEP_TIMEOUT });
  await expect(received).toHaveCount(0);
  expect((await mb.serverBooking()).isPendingCancellation).toBe(true);
});
