// The rides card where things go wrong or are read closely: a failed update and a failed cancel (the provider's answer
// forced in the browser, so no data changes) on a phone; the ride's dates, tab order and calendar link; who loads
// rides and sees their price; the trip support card around the trip's dates.
import { RIDE_CALENDAR_TEMPLATE_URL, RIDE_MESSAGES } from '@caravan/domain';
import type { Page } from '@playwright/test';
import { PHONE, STEP_TIMEOUT, expect, test } from './support/fixtures.js';
import { openTravelerTrip } from './support/session.js';

const TRIP = 'Machu Picchu with Hana';
/** What the provider says when it fails; the inline error must show it as written (RID-017). */
const SERVER_MESSAGE = 'The transfer provider did not answer.';

test.describe.configure({ timeout: 180_000 });

const ridesCard = (page: Page) => page.getByRole('region', { name: 'Ground transfers' });
const rideRow = (page: Page, stage: 'Arrival' | 'Departure') =>
  ridesCard(page).getByRole('listitem', { name: new RegExp(`^${stage} transfer `) });
const openItinerary = async (page: Page) => {
  await openTravelerTrip(page, TRIP);
  await page.getByRole('navigation', { name: 'Trip sections' }).getByRole('link', { name: 'Itinerary' }).click();
};
const failWith = (status: number) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ success: false, code: 'transfer-provider-unavailable', error: SERVER_MESSAGE }),
});

test('[RID-016] [RID-017] [RID-015] [RID-018] [GTR-031] a failed update and a failed cancel show the inline error with the server message and support, on a phone', async ({
  signIn,
}) => {
  const { page } = await signIn('traveler', {
    viewport: PHONE,
    prepare: async (context) => {
      // The same host as the portal, so the network guard lets these through: the provider fails both calls.
      await context.route('**/api/me/ground-transfers/*', (route) =>
        route.request().method() === 'PATCH' ? route.fulfill(failWith(502)) : route.continue(),
      );
      await context.route('**/api/me/ground-transfers/*/cancel', (route) => route.fulfill(failWith(502)));
    },
  });
  await openItinerary(page);
  await expect(rideRow(page, 'Arrival')).toBeVisible({ timeout: STEP_TIMEOUT });

  // The update fails: the form keeps what was typed, the message and the server's words show, with support.
  await rideRow(page, 'Arrival')
    .getByRole('button', { name: /^Details of ride/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Arrival transfer / });
  await dialog.getByRole('button', { name: 'Edit information' }).click();
  await dialog.getByRole('textbox', { name: 'Flight number' }).fill('LA7777');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const updateError = dialog.getByRole('alert').filter({ hasText: RIDE_MESSAGES.updateFailure });
  await expect(updateError).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(updateError).toContainText(SERVER_MESSAGE);
  await expect(updateError.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', /^mailto:/);
  await expect(dialog.getByRole('textbox', { name: 'Flight number' })).toHaveValue('LA7777');
  await expect(page.getByText(RIDE_MESSAGES.updateSuccess)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Back', exact: true }).click();

  // The cancel fails: its own message, the server's words, support, and a back button to the ride.
  await dialog.getByRole('button', { name: 'Cancel ride' }).click();
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  const cancelError = dialog.getByRole('alert').filter({ hasText: RIDE_MESSAGES.cancelFailure });
  await expect(cancelError).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(cancelError).toContainText(SERVER_MESSAGE);
  await expect(cancelError.getByRole('link', { name: 'Contact support' })).toBeVisible();
  await expect(page.getByText(RIDE_MESSAGES.cancelSuccess)).toHaveCount(0);
  await cancelError.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('button', { name: 'Cancel ride' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Nothing changed: the ride is still confirmed with its flight.
  await expect(rideRow(page, 'Arrival')).toContainText('Confirmed');
  await expect(rideRow(page, 'Arrival')).toContainText('LA2021');
});

test('[RID-024] [GTR-029] [RID-025] [RID-021] ride dates read MM/dd/yyyy HH:mm, arrival before departure, and the calendar template link', async ({
  signIn,
}) => {
  const { page } = await signIn('traveler');
  await openItinerary(page);
  await expect(rideRow(page, 'Arrival')).toBeVisible({ timeout: STEP_TIMEOUT });
  // The pickup's wall time in its own zone (Cusco, 09:30), in the spec's form.
  await expect(rideRow(page, 'Arrival')).toContainText('05/10/2027 09:30');
  await expect(rideRow(page, 'Departure')).toContainText(/\b\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\b/);
  // RID-025: arrival then departure.
  await expect(ridesCard(page).getByRole('heading', { level: 3 })).toHaveText(['Arrival', 'Departure']);

  await rideRow(page, 'Arrival')
    .getByRole('button', { name: /^Details of ride/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Arrival transfer / });
  await expect(dialog.getByText('05/10/2027 09:30')).toBeVisible();
  await dialog.getByRole('button', { name: 'Ride details' }).click();
  const href = await dialog.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
  const link = new URL(href ?? '');
  expect(`${link.origin}${link.pathname}`).toBe(RIDE_CALENDAR_TEMPLATE_URL);
  expect(link.searchParams.get('action')).toBe('TEMPLATE');
  expect(link.searchParams.get('text')).toBe('Arrival transfer to Casa Andina Premium Cusco');
  expect(link.searchParams.get('details')).toContain('Casa Andina Premium Cusco');
  // 09:30 in Lima is 14:30 UTC; the end is the ride's estimated duration later.
  expect(link.searchParams.get('dates')).toMatch(/^20270510T143000Z\/20270510T1\d{5}Z$/);
  expect(link.searchParams.get('location')).toBe('Cusco Airport (CUZ)');
});

test('[RID-004] [RID-005] [RID-008] the primary traveler loads the rides and sees their price; the companion sees the same rides without it', async ({
  signIn,
  freshCaravan,
}) => {
  // Its own server: the companion signs the trip's waiver first.
  const server = await freshCaravan();
  const primary = await signIn('traveler', { server });
  const asked = primary.page.waitForRequest((r) => /\/api\/me\/trips\/[^/]+\/rides$/.test(new URL(r.url()).pathname));
  await openItinerary(primary.page);
  await asked;
  await rideRow(primary.page, 'Arrival')
    .getByRole('button', { name: /^Details of ride/ })
    .click();
  const dialog = primary.page.getByRole('dialog', { name: /^Arrival transfer / });
  await expect(dialog.getByText('Price')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(dialog.getByText('$60.00')).toBeVisible();

  // companion@ travels on the same booking as a secondary traveler: a ride carries the whole booking, so the companion
  // sees the rides they ride in (issue 25's reading of RID-005), but never their price (RID-008).
  const secondary = await signIn('companion', { server });
  // The waiver's terms sit in their frame; once accepted the trip opens.
  const terms = secondary.page.frameLocator(`iframe[title="Traveler terms for ${TRIP}"]`);
  await terms.getByRole('button', { name: 'I accept the terms' }).click({ timeout: STEP_TIMEOUT });
  await expect(secondary.page.getByRole('heading', { level: 1, name: TRIP, exact: true })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await secondary.page
    .getByRole('navigation', { name: 'Trip sections' })
    .getByRole('link', { name: 'Itinerary' })
    .click();
  await expect(rideRow(secondary.page, 'Arrival')).toBeVisible({ timeout: STEP_TIMEOUT });
  await rideRow(secondary.page, 'Arrival')
    .getByRole('button', { name: /^Details of ride/ })
    .click();
  const seen = secondary.page.getByRole('dialog', { name: /^Arrival transfer / });
  await expect(seen.getByText('05/10/2027 09:30')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(seen.getByText('Price')).toHaveCount(0);
  await expect(secondary.page.getByText('$60.00')).toHaveCount(0);
});

test('[GTR-030] the trip support card shows only between the pre-trip and post-trip dates', async ({ signIn }) => {
  const { page } = await signIn('traveler');
  await openTravelerTrip(page, TRIP);
  const support = page.getByRole('region', { name: 'Trip support' });
  // On the tests' calendar the trip (10–17 May 2027) is months away.
  await expect(page.getByRole('region', { name: /^Welcome / })).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(support).toHaveCount(0);
  // The day before the start (the pre-trip day) the card is there; two days after the end it is gone again.
  await page.clock.setSystemTime(new Date('2027-05-09T12:00:00Z'));
  await page.reload();
  await expect(support).toBeVisible({ timeout: STEP_TIMEOUT });
  await page.clock.setSystemTime(new Date('2027-05-19T12:00:00Z'));
  await page.reload();
  await expect(page.getByRole('region', { name: /^Welcome / })).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(support).toHaveCount(0);
});
