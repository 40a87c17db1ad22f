// Acceptance (a) of issue 25 (MKT-039): a traveler who owes a balance opens Cancel Booking, is offered the payment
// alternatives (minimum preselected, MKT-043) and a clear way to go on, goes on, sees the refund figures before the
// final confirmation, and cancels; the balance is never charged. Desktop and phone. Changes data: a server per test.
import { ManageBookingPage } from './pages/manage-booking.page.js';
import { DESKTOP, expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

const LIVE_TRIP = 'Machu Picchu with Hana';

test.describe.configure({ timeout: 240_000 });

/** Minor units as the screens write dollars ($1,234.50). */
const usd = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)
  test(`[MKT-039] [MKT-043] [CAN-008] [CAN-015] with a balance due, the traveler is offered the payment alternatives, goes on, sees the refund figures and cancels (${device})`, async ({
    signIn,
    freshCaravan,
  }) => {
    const server = await freshCaravan();
    const { page } = await signIn('traveler', { server, viewport });
    const mb = new ManageBookingPage(page);
    await mb.open(LIVE_TRIP);
    const before = await mb.serverBooking();
    expect(before.dueAmount).toBeGreaterThan(0);

    // The pay-balance page: 'Are you sure?', the payment alternatives with the minimum preselected, and a way on.
    await mb.section('Cancel Booking').getByRole('button', { name: 'Cancel Booking' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/manage-booking/pay-balance'), { timeout: STEP_TIMEOUT });
    await page.getByRole('heading', { level: 1, name: 'Are you sure?' }).waitFor({ timeout: STEP_TIMEOUT });
    const amounts = page.getByRole('radiogroup', { name: 'How much would you like to pay?' });
    await expect(amounts.getByRole('radio', { name: /Minimum payment/ })).toBeChecked();
    await expect(amounts.getByRole('radio', { name: /Pay in full/ })).not.toBeChecked();
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Keep my booking' })).toBeVisible();
    const goOn = page.getByRole('button', { name: 'Go on to cancel' });
    await expect(goOn).toBeVisible();
    await goOn.click();

    // The cancel dialog on Manage Booking: a reason, a refund method, and the figures before anything is final.
    const dialog = page.getByRole('dialog', { name: 'Cancel your booking' });
    await dialog.waitFor({ timeout: STEP_TIMEOUT });
    await page.waitForURL((u) => u.pathname.endsWith('/manage-booking'), { timeout: STEP_TIMEOUT });
    await dialog.getByRole('button', { name: /Why are you cancelling/ }).click();
    await page.getByRole('option', { name: 'Change of plans' }).click();
    const methods = dialog.getByRole('radio');
    expect(await methods.count()).toBeGreaterThan(0);
    if (!(await methods.first().isChecked())) await mb.labelOf(methods.first()).click();
    const figures = dialog.getByTestId('refund-figures');
    await expect(figures.getByRole('heading', { name: 'What you get back' })).toBeVisible();
    await expect(figures).toContainText(`Paid so far${usd(before.paidAmount)}`);
    await expect(figures).toContainText(`Balance you will no longer owe${usd(before.dueAmount)}`);
    // The figures add up: refund + trip credit + not refunded = paid (the method's own detail agrees).
    const money = async (label: string) => {
      const text = await figures.getByText(label, { exact: true }).locator('xpath=following-sibling::dd').innerText();
      return Math.round(Number(text.replace(/[$,]/g, '')) * 100);
    };
    const [refund, credit, kept] = [
      await money('Refund to your payment method'),
      await money('Trip credit'),
      await money('Not refunded'),
    ];
    expect(refund + credit + kept).toBe(before.paidAmount);
    await expect(mb.labelOf(methods.first())).toContainText(`Refund ${usd(refund)} · Trip credit ${usd(credit)}`);

    // The two clicks: the final warning, then the request; the balance was never charged.
    const submit = dialog.getByRole('button', { name: 'Cancel Booking' });
    await submit.click();
    await dialog.getByText('The following step is final. Are you sure?').waitFor();
    await submit.click();
    const received = page.getByRole('dialog', { name: 'We received your cancellation request.' });
    await received.waitFor({ timeout: STEP_TIMEOUT });
    await received.getByRole('button', { name: 'Back to my trip' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/trip-overview'), { timeout: STEP_TIMEOUT });
    const after = await mb.serverBooking();
    expect(after.isPendingCancellation).toBe(true);
    // Nothing was charged: what was paid only goes down by what the cancellation gives back.
    expect([before.paidAmount - refund, before.paidAmount - refund - credit]).toContain(after.paidAmount);
  });
