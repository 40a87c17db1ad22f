// Manage Booking's transfer warnings: changing an accommodation on a booking that holds an airport transfer warns that
// the transfer is affected, and the warning goes when the change is undone; a booked ride off its accommodation date
// warns too (MBK-048); nothing reaches the server until Update Booking. Read-only: the worker's shared server.
import { ManageBookingPage } from './pages/manage-booking.page.js';
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';

const LIVE_TRIP = 'Machu Picchu with Hana';
const TRANSFER_WARNING =
  'Your changes will affect your currently booked transfer, please update your transfer to avoid any delays.';
const DATE_WARNING =
  'Your selected transfer date is different than your accommodation date, please be sure you are reserving a transfer on the correct date.';

test('[MBK-047] [MBK-048] removing the pre-trip night of a booking with booked transfers shows the transfer warning; the arrival ride then matches its accommodation date', async ({
  signIn,
}) => {
  const { page } = await signIn('traveler');
  const mb = new ManageBookingPage(page);
  await mb.open(LIVE_TRIP);
  const before = await mb.serverBooking();
  expect(before.addOns.filter((a) => a.type === 'ground-transfer' && !a.deleted).length).toBeGreaterThan(0);
  expect(before.addOns.some((a) => a.service?.name === 'Pre-trip night in Cusco' && !a.deleted)).toBe(true);
  await expect(page.getByText(TRANSFER_WARNING)).toHaveCount(0);
  // The arrival ride picks up on the trip's first day, but the pre-trip night checks in the evening before.
  await expect(page.getByText(DATE_WARNING)).toBeVisible({ timeout: STEP_TIMEOUT });

  const nights = mb.section('Pre and Post Trip Accommodations');
  await mb.labelOf(nights.getByRole('switch', { checked: true }).first()).click();
  await expect(page.getByText(TRANSFER_WARNING)).toBeVisible({ timeout: STEP_TIMEOUT });
  // Without the pre-trip night the first accommodation is the trip's first day: the ride's date.
  await expect(page.getByText(DATE_WARNING)).toHaveCount(0);

  // Undo from the summary: no accommodation change left, no warning; the server never saw the change.
  await mb
    .summary()
    .getByRole('button', { name: /^Undo / })
    .first()
    .click();
  await expect(page.getByText(TRANSFER_WARNING)).toHaveCount(0);
  await expect(page.getByText(DATE_WARNING)).toBeVisible();
  const after = await mb.serverBooking();
  expect(after.addOns.some((a) => a.service?.name === 'Pre-trip night in Cusco' && !a.deleted)).toBe(true);
});
