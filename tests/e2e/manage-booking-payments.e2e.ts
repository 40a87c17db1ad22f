// The balance's due date and the overdue notice as the traveler's trip shows them, beside the booking's payment due
// date on the server; the browser's clock stands after the due date for the overdue case. Read-only: shared server.
import { ManageBookingPage } from './pages/manage-booking.page.js';
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';

const LIVE_TRIP = 'Machu Picchu with Hana';

test('[PAY-017] the due date reads MMMM dd, yyyy and no overdue notice shows before it', async ({ signIn }) => {
  const { page } = await signIn('traveler');
  const mb = new ManageBookingPage(page);
  await mb.trip.open(LIVE_TRIP);
  const booking = await mb.serverBooking();
  expect(booking.paymentDueDate).toBe('2027-02-09');
  expect(booking.dueAmount).toBeGreaterThan(0);
  await expect(page.getByText('Due by February 09, 2027')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByText('The payment is overdue.')).toHaveCount(0);
});

test('[PAY-018] [PAY-017] after the due date with a balance owed, the trip says the payment is overdue', async ({
  signIn,
}) => {
  const { page } = await signIn('traveler', {
    prepare: (context) => context.clock.install({ time: new Date('2027-02-12T12:00:00Z') }),
  });
  const mb = new ManageBookingPage(page);
  await mb.trip.open(LIVE_TRIP);
  const booking = await mb.serverBooking();
  expect(booking.paymentDueDate).toBe('2027-02-09');
  expect(booking.dueAmount).toBeGreaterThan(0);
  await expect(page.getByText('Due by February 09, 2027')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByRole('alert').filter({ hasText: 'The payment is overdue.' })).toBeVisible();
});
