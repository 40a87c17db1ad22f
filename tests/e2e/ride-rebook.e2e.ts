// Rebooking a cancelled ride (GTR-028, RID-014): traveler2@'s departure on the Patagonia trip was cancelled and
// refunded; up to 24 hours before the trip starts they rebook it from the itinerary's card, pay what was refunded, and
// the ride is live again. The closed trip starts 2026-12-07, twelve days after the tests' pinned today (support/clock.ts).
import { RidesCard } from './pages/rides.page.js';
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';
import { openTravelerTrip } from './support/session.js';

const TRIP = 'Patagonia Summer Solstice';

test.describe.configure({ timeout: 180_000 });

test('[GTR-028] [RID-014] a traveler rebooks a cancelled ride from the itinerary card and pays what was refunded', async ({
  freshCaravan,
  signIn,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('traveler2@caravan.test', { server });
  await openTravelerTrip(page, TRIP);
  const rides = new RidesCard(page);
  await rides.openItinerary();
  await expect(rides.row('Departure')).toContainText('Cancelled', { timeout: STEP_TIMEOUT });

  const dialog = await rides.openRide('Departure');
  // A live ride offers no rebooking; the cancelled one does.
  await expect(dialog.getByRole('button', { name: 'Cancel ride' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Rebook ride' }).click();
  await expect(dialog.getByText('Your card is charged $65.00, what the cancellation refunded.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('button', { name: 'Rebook ride' }).click();
  await dialog.getByRole('button', { name: 'Rebook and pay' }).click();

  await expect(page.getByText('Your ride was rebooked successfully.')).toBeVisible({ timeout: STEP_TIMEOUT });
  // The dialog shows the live ride again: it may be changed or cancelled, no longer rebooked.
  await expect(dialog.getByRole('button', { name: 'Cancel ride' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Rebook ride' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(rides.row('Departure')).toContainText('Pending', { timeout: STEP_TIMEOUT });

  // After a reload the server's state is what shows.
  await page.reload();
  await expect(rides.row('Departure')).toContainText('Pending', { timeout: STEP_TIMEOUT });
});
