// Rides once each, for everyone who rides (issue 25, RID-005, RID-006): the companion's itinerary shows the booking's
// arrival and departure read-only and without the price; the booker's Manage Booking lists each booked ride once, by
// stage, ridden by both travelers (never the booker twice and the companion not at all). Phone width for the companion.
import type { Page } from '@playwright/test';
import { ManageBookingPage } from './pages/manage-booking.page.js';
import { expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';
import { openTravelerTrip } from './support/session.js';

const TRIP = 'Machu Picchu with Hana';

test.describe.configure({ timeout: 180_000 });

const ridesCard = (page: Page) => page.getByRole('region', { name: 'Ground transfers' });

test('[RID-005] [RID-006] [RID-008] the companion sees the booking’s rides once each, read-only, without the price', async ({
  signIn,
}) => {
  const { page } = await signIn('companion@caravan.test', { viewport: PHONE });
  await openTravelerTrip(page, TRIP);
  await page.getByRole('navigation', { name: 'Trip sections' }).getByRole('link', { name: 'Itinerary' }).click();
  await expect(ridesCard(page)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(ridesCard(page).getByRole('listitem', { name: /^Arrival transfer / })).toHaveCount(1);
  await expect(ridesCard(page).getByRole('listitem', { name: /^Departure transfer / })).toHaveCount(1);
  await ridesCard(page)
    .getByRole('listitem', { name: /^Arrival transfer / })
    .getByRole('button', { name: /^Details of ride/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Arrival transfer / });
  await expect(dialog.getByText('Casa Andina Premium Cusco')).toBeVisible();
  await expect(dialog.getByText('$60.00')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Cancel ride' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('companion-ride-phone.png'), fullPage: true });
});

test('[RID-005] [RID-006] the booker’s Manage Booking lists each booked ride once, by stage, for both travelers', async ({
  signIn,
}) => {
  const { page } = await signIn('traveler@caravan.test');
  const manage = new ManageBookingPage(page);
  await manage.open(TRIP);
  const transfers = manage.section('Airport Transfers');
  await expect(transfers.getByRole('heading', { name: 'Arrival transfer' })).toHaveCount(1, { timeout: STEP_TIMEOUT });
  await expect(transfers.getByRole('heading', { name: 'Departure transfer' })).toHaveCount(1);
  // One switch per ride, naming everyone in it.
  await expect(transfers.getByRole('switch')).toHaveCount(2);
  for (const ride of ['Arrival transfer', 'Departure transfer'])
    await expect(transfers.getByRole('switch', { name: new RegExp(`^${ride} for .+ and .+`) })).toHaveCount(1);
});
