// Acceptance (c) of issue 25 (MKT-040, MKT-041): an admin opens a booking, refunds part of it, cancels it with reason
// 12 and reinstates it; after each step Paid, Due and the booking's timeline change exactly as the money rules say.
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { AdminTripPage } from './pages/admin.page.js';
import { expect, test } from './support/fixtures.js';

/** "$3,000.00" → 300000 minor units. */
const minor = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
const usd = (m: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(m / 100);

test.describe('admin booking money', () => {
  test.describe.configure({ timeout: 180_000 });
  test('[MKT-040] [MKT-041] refund $100, cancel with 12, reinstate: Paid, Due and the timeline after each step', async ({
    signIn,
    freshCaravan,
  }) => {
    const server = await freshCaravan();
    const { page } = await signIn('admin', { server });
    const admin = new AdminTripPage(page);
    const order = 'ORD-5001';
    await admin.openBooking(server.url, DEMO_TRIP_IDS.live, order);
    const card = admin.bookingCard(order);
    const paid = minor(await admin.figure(order, 'Paid'));
    const due = minor(await admin.figure(order, 'Due'));
    expect(paid).toBeGreaterThan(10_000);
    const last = () => card.getByRole('list', { name: 'Booking timeline' }).getByRole('listitem').last();

    await admin.applyTool('Refund', '100');
    await expect.poll(() => admin.figure(order, 'Paid')).toBe(usd(paid - 10_000));
    expect(await admin.figure(order, 'Due')).toBe(usd(due + 10_000));
    await expect(last()).toContainText('Refund · $100.00');

    await admin.applyTool('Cancel', '12 · confirmed, full refund');
    await expect.poll(() => admin.figure(order, 'Paid')).toBe('$0.00');
    expect(await admin.figure(order, 'Due')).toBe('$0.00');
    await expect(last()).toContainText(`Cancel · ${usd(paid - 10_000)}`);
    await expect(last()).toContainText('12 — confirmed, full refund');

    await admin.applyTool('Reinstate', 'confirmed');
    await expect.poll(() => admin.figure(order, 'Due')).toBe(usd(paid + due));
    expect(await admin.figure(order, 'Paid')).toBe('$0.00');
    await expect(last()).toContainText(`Reinstate · ${usd(paid + due)}`);
    await expect(page.getByText(/refused by|is not possible when/)).toHaveCount(0);
  });
});
