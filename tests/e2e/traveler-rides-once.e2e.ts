// Rides once each, for everyone who rides (issue 25, RID-005, RID-006): the booker's Manage Booking lists each booked
// ride once, by stage, ridden by both travelers (never the booker twice and the companion not at all). The companion's
// own list is proved at the API (rides.integration.test.ts); in the demo the companion signs the waiver first.
import { ManageBookingPage } from './pages/manage-booking.page.js';
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';

const TRIP = 'Machu Picchu with Hana';

test.describe.configure({ timeout: 180_000 });

test('[RID-005] [RID-006] the booker’s Manage Booking lists each booked ride once, by stage, for both travelers', async ({
  signIn,
}) => {
  const { page } = await signIn('traveler@caravan.test');
  const manage = new ManageBookingPage(page);
  await manage.open(TRIP);
  const transfers = manage.section('Airport Transfers');
  await expect(transfers.getByRole('heading', { name: 'Arrival transfer' })).toHaveCount(1, { timeout: STEP_TIMEOUT });
  await expect(transfers.getByRole('heading', { name: 'Departure transfer' })).toHaveCount(1);
  // One switch per booked ride, naming everyone in it (the offered pickups keep a switch per traveler).
  for (const ride of ['Arrival transfer', 'Departure transfer'])
    await expect(transfers.getByRole('switch', { name: new RegExp(`^${ride} for .+ and .+`) })).toHaveCount(1);
});
