// Journey (g) on a phone: an add-on from the cart paid through the embedded payments app, then cancelling: the
// pay-balance gate at its sub-route, the page sending a traveler with nothing owed back to Manage Booking, a refund
// method to choose among several, and closing the success dialog returning to the trip; the server's booking is
// checked at each step; then one cancellation at each refund level. Changes data: servers of its own.
import type { Locator } from '@playwright/test';
import { ManageBookingPage } from './pages/manage-booking.page.js';
import { clockOffsetMs } from './support/clock.js';
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
  await mb
    .labelOf(
      page
        .getByRole('radiogroup', { name: 'How much would you like to pay?' })
        .getByRole('radio', { name: /Minimum payment/ }),
    )
    .click();
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
  await mb
    .labelOf(
      page
        .getByRole('radiogroup', { name: 'How much would you like to pay?' })
        .getByRole('radio', { name: /Pay in full/ }),
    )
    .click();
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

const DAY_MS = 86_400_000;
/** The calendar of the within-90-days level: the live trip (May 10, 2027) is 70 days out, 96 days after E2E_TODAY. */
const WITHIN_THRESHOLD_DAY = '2027-03-01';
const WITHIN_THRESHOLD_SHIFT_MS = 96 * DAY_MS;

/** Minor units as the screens write dollars ($1,234.50). */
const usd = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);

/** Cancelling with a balance owed: pays it in full at /pay-balance, which opens the cancel dialog; answers the sum paid. */
async function payBalanceIntoDialog(mb: ManageBookingPage): Promise<{ dialog: Locator; paid: number }> {
  await mb.section('Cancel Booking').getByRole('button', { name: 'Cancel Booking' }).click();
  await mb.page.waitForURL((u) => u.pathname.endsWith('/manage-booking/pay-balance'), { timeout: STEP_TIMEOUT });
  await mb
    .labelOf(
      mb.page
        .getByRole('radiogroup', { name: 'How much would you like to pay?' })
        .getByRole('radio', { name: /Pay in full/ }),
    )
    .click();
  await mb.page.getByRole('button', { name: /^Pay \$/ }).click();
  const dialog = mb.page.getByRole('dialog', { name: 'Cancel your booking' });
  await dialog.waitFor({ timeout: STEP_TIMEOUT });
  const booking = await mb.serverBooking();
  expect(booking.dueAmount).toBe(0);
  return { dialog, paid: booking.paidAmount };
}

/** A reason, the two clicks, the success dialog closed back to the trip, and the booking pending cancellation there. */
async function confirmCancellation(mb: ManageBookingPage, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: /Why are you cancelling/ }).click();
  await mb.page.getByRole('option', { name: 'Change of plans' }).click();
  const submit = dialog.getByRole('button', { name: 'Cancel Booking' });
  await submit.click();
  await dialog.getByText('The following step is final. Are you sure?').waitFor();
  await submit.click();
  const received = mb.page.getByRole('dialog', { name: 'We received your cancellation request.' });
  await expect(
    received.getByText(
      'Refunds take 5-10 business days to process. We will e-mail you once your cancellation is processed.',
    ),
  ).toBeVisible({ timeout: STEP_TIMEOUT });
  await received.getByRole('button', { name: 'Back to my trip' }).click();
  await mb.page.waitForURL((u) => u.pathname.endsWith('/trip-overview'), { timeout: STEP_TIMEOUT });
  // The overview reads the re-fetched booking: its status badge says so, as the server does.
  await expect(mb.section('Booking Status').getByText('Pending cancellation', { exact: true })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  expect((await mb.serverBooking()).isPendingCancellation).toBe(true);
}

test('[CAN-025] [CAN-024] [CAN-023] [CAN-014] [CAN-012] [CXL-017] [CXL-018] [CXL-019] cancels at each refund level on a phone: a pending booking in full, a confirmed one outside 90 days as refund less fee and down payment as credit, within 90 days nothing to refund', async ({
  signIn,
  freshCaravan,
}) => {
  const [server, later] = await Promise.all([
    freshCaravan(),
    // A server whose calendar stands on WITHIN_THRESHOLD_DAY (no scheduler: the seeded data as it is).
    freshCaravan({ env: { CARAVAN_CLOCK_OFFSET_MS: String(clockOffsetMs() + WITHIN_THRESHOLD_SHIFT_MS) } }),
  ]);
  const { page } = await signIn('traveler', { server, viewport: PHONE });
  const mb = new ManageBookingPage(page);

  // Full (reason code 01): the pending booking, 1 spot, refunded everything paid; its only method is preselected.
  await mb.open(PENDING_TRIP);
  await expect(
    mb.section('Cancel Booking').getByText('Your down payment is refundable until the trip is confirmed.'),
  ).toBeVisible();
  const full = await payBalanceIntoDialog(mb);
  expect(full.paid).toBe(650_000);
  const fullMethod = full.dialog.getByRole('radio');
  await expect(fullMethod).toHaveCount(1);
  await expect(fullMethod).toBeChecked();
  await expect(mb.labelOf(fullMethod)).toContainText('Full refund to your original payment method');
  await expect(mb.labelOf(fullMethod)).toContainText('Refund $6,500.00 · Trip credit $0.00');
  await confirmCancellation(mb, full.dialog);

  // Partial (06) or all as credit (09): the confirmed live booking, 2 spots, 166 days out. Fee $100.00 a spot, down
  // payment $500.00 a spot kept as trip credit, the rest refunded; or everything paid as trip credit.
  await mb.open(LIVE_TRIP);
  const liveSection = mb.section('Cancel Booking');
  await expect(liveSection.getByText('Cancellation fee: $200.00')).toBeVisible();
  await expect(
    liveSection.getByText('Any amount above the down payment is refundable until February 09, 2027.'),
  ).toBeVisible();
  const partial = await payBalanceIntoDialog(mb);
  const refundLessFee = partial.dialog.getByRole('radio', { name: /less the cancellation fee/ });
  const allCredit = partial.dialog.getByRole('radio', { name: 'Trip credit for everything you paid' });
  await expect(partial.dialog.getByRole('radio')).toHaveCount(2);
  await expect(mb.labelOf(refundLessFee)).toContainText(
    `Refund ${usd(partial.paid - 20_000 - 100_000)} · Trip credit $1,000.00`,
  );
  await expect(mb.labelOf(allCredit)).toContainText(`Refund $0.00 · Trip credit ${usd(partial.paid)}`);
  await mb.labelOf(refundLessFee).click();
  await confirmCancellation(mb, partial.dialog);

  // None (11): the same live booking on a server 70 days before the trip: everything paid is forfeited, so no refund
  // method is offered (zero refund and zero credit) and the dialog asks only for a reason.
  const { page: laterPage } = await signIn('traveler', {
    server: later,
    viewport: PHONE,
    prepare: (context) => context.clock.install({ time: new Date(`${WITHIN_THRESHOLD_DAY}T12:00:00Z`) }),
  });
  const none = new ManageBookingPage(laterPage);
  await none.open(LIVE_TRIP);
  await expect(none.section('Cancel Booking').getByText('Your booking is not refundable.')).toBeVisible();
  await expect(none.section('Cancel Booking').getByText('This booking is non-refundable.')).toBeVisible();
  const forfeited = await payBalanceIntoDialog(none);
  expect((await none.serverTrip()).refundMethods).toEqual([]);
  await expect(forfeited.dialog.getByRole('radiogroup')).toHaveCount(0);
  await confirmCancellation(none, forfeited.dialog);
});
