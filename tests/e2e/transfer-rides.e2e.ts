// Journey (b) of the rides: on the itinerary's ground-transfers card the traveler edits one ride's information
// (every field required) and cancels another; each change refreshes the list (RID-006..012, RID-019, RID-020).
// The customer's cancel reprices the booking's insurance (OAP-009, OAP-011) and says so.
import type { Page } from '@playwright/test';
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';
import { openTravelerTrip } from './support/session.js';

const TRIP = 'Machu Picchu with Hana';

test.describe.configure({ timeout: 180_000 });

const ridesCard = (page: Page) => page.getByRole('region', { name: 'Ground transfers' });
const rideRow = (page: Page, stage: 'Arrival' | 'Departure') =>
  ridesCard(page).getByRole('listitem', { name: new RegExp(`^${stage} transfer `) });

test('[RID-006] [RID-007] [RID-010] [RID-020] [RID-011] [RID-012] [RID-019] [GTR-032] [GTR-033] [OAP-010] [OAP-009] [OAP-011] a ride edited and another cancelled from the itinerary card, the list refreshed', async ({
  freshCaravan,
  signIn,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('traveler@caravan.test', { server });
  await openTravelerTrip(page, TRIP);
  await page.getByRole('navigation', { name: 'Trip sections' }).getByRole('link', { name: 'Itinerary' }).click();

  // The card: the arrival (confirmed) and the departure (pending), each under its stage.
  await expect(ridesCard(page)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(ridesCard(page).getByRole('heading', { name: 'Arrival' })).toBeVisible();
  await expect(rideRow(page, 'Arrival')).toContainText('Confirmed');
  await expect(rideRow(page, 'Arrival')).toContainText('LA2021');
  await expect(rideRow(page, 'Departure')).toContainText('Pending');

  // The arrival's dialog: booking details with the price (the primary traveler sees it), then edit information.
  await rideRow(page, 'Arrival')
    .getByRole('button', { name: /^Details of ride/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Arrival transfer / });
  await expect(dialog.getByText('Casa Andina Premium Cusco')).toBeVisible();
  await expect(dialog.getByText('$60.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Ride details' }).click();
  await expect(dialog.getByText('Andes Transfers · +51 84 000 000')).toBeVisible();
  await dialog.getByRole('button', { name: 'Edit information' }).click();
  const flight = dialog.getByRole('textbox', { name: 'Flight number' });
  await flight.fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await flight.fill('LA2099');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Rivera');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your ride was updated successfully.')).toBeVisible({ timeout: STEP_TIMEOUT });
  await dialog.getByRole('button', { name: 'Booking details' }).click();
  await expect(dialog.getByText('LA2099')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(rideRow(page, 'Arrival')).toContainText('LA2099');

  // The departure: cancelled (free, more than 24 hours ahead); the card shows it cancelled.
  await rideRow(page, 'Departure')
    .getByRole('button', { name: /^Details of ride/ })
    .click();
  const departure = page.getByRole('dialog', { name: /^Departure transfer / });
  await departure.getByRole('button', { name: 'Cancel ride' }).click();
  await expect(departure.getByText('Cancelling now is free')).toBeVisible();
  await departure.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText('Your ride was cancelled successfully.')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(departure.getByText('Ride cancelled')).toBeVisible();
  await expect(departure.getByText(/Your travel insurance was repriced: -?\$\d/)).toBeVisible();
  await expect(rideRow(page, 'Departure')).toContainText('Cancelled');
  await departure.getByRole('button', { name: 'Close' }).click();
  await expect(rideRow(page, 'Departure').getByText('Cancelled')).toBeVisible();
  // A cancelled ride can no longer be changed (RID-009).
  await rideRow(page, 'Departure')
    .getByRole('button', { name: /^Details of ride/ })
    .click();
  await expect(departure.getByRole('button', { name: 'Cancel ride' })).toHaveCount(0);

  // After a reload the server's state is what shows: the edit and the cancellation stuck.
  await page.reload();
  await expect(rideRow(page, 'Arrival')).toContainText('LA2099', { timeout: STEP_TIMEOUT });
  await expect(rideRow(page, 'Departure')).toContainText('Cancelled');
});
