// Manage Booking's transfer warning: changing an accommodation on a booking that holds an airport transfer warns that
// the transfer is affected, and the warning goes when the change is undone; nothing reaches the server until Update
// Booking. Read-only: the worker's shared server.
import { ManageBookingPage } from './pages/manage-booking.page.js';
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';

const LIVE_TRIP = 'Machu Picchu with Hana';
const TRANSFER_WARNING =
  'Your changes will affect your currently booked transfer, please update your transfer to avoid any delays.';

test('[MBK-047] removing the pre-trip night of a booking with booked transfers shows the transfer warning', async ({
  signIn,
}) => {
  const { page } = await signIn('traveler');
  const mb = new ManageBookingPage(page);
  await mb.open(LIVE_TRIP);
  const before = await mb.serverBooking();
  expect(before.addOns.filter((a) => a.type === 'ground-transfer' && !a.deleted).length).toBeGreaterThan(0);
  expect(before.addOns.some((a) => a.service?.name === 'Pre-trip night in Cusco' && !a.deleted)).toBe(true);
  await expect(page.getByText(TRANSFER_WARNING)).toHaveCount(0);

  const nights = mb.section('Pre and Post Trip Accommodations');
  await mb.labelOf(nights.getByRole('switch', { checked: true }).first()).click();
  await expect(page.getByText(TRANSFER_WARNING)).toBeVisible({ timeout: STEP_TIMEOUT });

  // Undo from the summary: no accommodation change left, no warning; the server never saw the change.
  await mb
    .summary()
    .getByRole('button', { name: /^Undo / })
    .first()
    .click();
  await expect(page.getByText(TRANSFER_WARNING)).toHaveCount(0);
  const after = await mb.serverBooking();
  expect(after.addOns.some((a) => a.service?.name === 'Pre-trip night in Cusco' && !a.deleted)).toBe(true);
});
