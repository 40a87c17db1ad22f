// The admin's Cancel tool asks for exactly the fields the reason code requires (CXL-020): a fee code shows Fee and
// Voucher code, a full-refund code neither; applying 04 with a fee and voucher cancels the booking, and the Bookings
// grid shows the cancellation's figures.
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { expect, test } from './support/fixtures.js';

test.describe('admin cancel fields', () => {
  test.describe.configure({ timeout: 180_000 });
  test('[CXL-020] code 04 asks for a fee and voucher, 01 for neither; 04 applied cancels with its credit', async ({
    signIn,
    freshCaravan,
  }) => {
    const server = await freshCaravan();
    const { page } = await signIn('admin', { server });
    await page.goto(`${server.url}/admin/trips/${DEMO_TRIP_IDS.live}`);
    const tools = page.getByRole('region', { name: 'Booking tools' });
    await tools.getByRole('button', { name: /Booking$/ }).click();
    await page.getByRole('option', { name: /^ORD-5001/ }).click();
    await tools.getByRole('radiogroup', { name: 'Tool' }).getByText('Cancel', { exact: true }).click();
    const reason = async (name: string) => {
      await tools.getByRole('button', { name: /Reason code/ }).click();
      await page.getByRole('option', { name }).click();
    };
    const fee = tools.getByRole('textbox', { name: /^Fee/ });
    const voucher = tools.getByRole('textbox', { name: /^Voucher code/ });
    const apply = tools.getByRole('button', { name: 'Apply' });

    await reason('04 · confirmed, fee applied, credit down payment');
    await expect(fee).toBeVisible();
    await expect(voucher).toBeVisible();
    await expect(tools.getByRole('textbox', { name: /^Refund amount/ })).toHaveCount(0);
    await expect(apply).toBeDisabled();

    await reason('01 · traveler, pending booking, full refund');
    await expect(fee).toHaveCount(0);
    await expect(voucher).toHaveCount(0);
    await expect(apply).toBeEnabled();

    await reason('04 · confirmed, fee applied, credit down payment');
    await fee.fill('50');
    await expect(apply).toBeDisabled();
    await voucher.fill('CXL-ORD-5001');
    await expect(apply).toBeEnabled();

    const row = page.getByRole('grid', { name: 'Bookings' }).getByRole('row').filter({ hasText: 'ORD-5001' });
    // The cells after the order: customer, status (1), spots, total, paid (4), refunded, due (6), credit (7).
    const cell = (n: number) => row.getByRole('gridcell').nth(n);
    const paid = await cell(4).textContent();
    await expect(cell(7)).toHaveText('$0.00');
    await apply.click();
    await expect(cell(1)).toHaveText(/Cancelled/);
    await expect(cell(7)).not.toHaveText('$0.00');
    // Nothing was refunded: what was paid stays, split into the $50 fee, the credit and what is forfeited.
    await expect(cell(4)).toHaveText(paid ?? '');
    await expect(cell(6)).toHaveText('$0.00');
  });
});
