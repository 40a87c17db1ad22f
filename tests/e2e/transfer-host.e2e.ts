// The trip's host in the transfer flow (GTF-003, GTF-014, GTF-015, GTF-016, GTF-024, RID-004): host@ books free
// transfers for a free-of-charge traveler of the live trip (2 FOCs, technical itinerary approved) from the trip's
// workspace, through the 'Booking' tab without prices, and sees the rides there; an unapproved trip keeps them hidden; the co-host reads the flow but may not book (GTF-024).
import { GROUND_TRANSFER_HOST_HIDDEN_MESSAGE, GROUND_TRANSFER_READ_ONLY_MESSAGE } from '@caravan/domain';
import type { Page } from '@playwright/test';
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { TransferPage } from './pages/transfer.page.js';
import { STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.describe.configure({ timeout: 180_000 });

const LIVE = DEMO_TRIP_IDS.live;

/** An in-app navigation (no reload), as a link or the address bar inside the single-page app would do. */
const goInApp = (page: Page, path: string) =>
  page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const fillBothLegs = async (flow: TransferPage) => {
  const leg = { passengers: '1', hand: '1', checked: '1' };
  await flow.fillLeg(/Arriving transfer/, {
    ...leg,
    pickup: 'Alejandro Velasco Astete International Airport (CUZ)',
    dropOff: 'Belmond Hotel Monasterio',
    date: '2027-05-10',
    time: '14:30',
    flightNumber: 'LA2021',
  });
  await flow.fillLeg(/Departing transfer/, {
    ...leg,
    pickup: 'Belmond Hotel Monasterio',
    dropOff: 'Alejandro Velasco Astete International Airport (CUZ)',
    date: '2027-05-18',
    time: '09:15',
    flightNumber: 'LA2030',
  });
};

test("[GTF-003] [GTF-014] [GTF-016] [RID-004] the trip's host books free transfers for a free-of-charge traveler: the 'Booking' tab, no prices, the rides on the workspace", async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('host');
  await page.goto(`${caravan.url}/app/host/trips/${LIVE}/bookings`);
  await page.getByRole('link', { name: 'Book transfers for free-of-charge travelers' }).click();
  const flow = new TransferPage(page, caravan.url);
  await page.waitForURL(/\/transfer\/[^/]+\/travel-detail$/, { timeout: STEP_TIMEOUT });
  await expect(flow.steps().getByText('Booking', { exact: true })).toBeVisible();
  await expect(flow.steps().getByText('Payment', { exact: true })).toHaveCount(0);

  await fillBothLegs(flow);
  await page.getByRole('button', { name: 'Continue to vehicle' }).click();
  await page.waitForURL(/\/vehicle$/, { timeout: STEP_TIMEOUT });
  for (const leg of [/Arriving vehicle/, /Departing vehicle/]) {
    const sedan = flow.leg(leg).getByRole('radio', { name: /Standard sedan/ });
    await expect(sedan).toBeVisible({ timeout: STEP_TIMEOUT });
    await sedan.locator('xpath=ancestor::label[1]').click();
  }
  await expect(page.locator('main').getByText(/\$\d/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to contact' }).click();
  await page.waitForURL(/\/contact$/, { timeout: STEP_TIMEOUT });
  await page.getByLabel('Phone').fill('+1 555 0100');
  await page.getByLabel('I accept the transfer terms and conditions').check();
  await page.getByRole('button', { name: /^Continue to / }).click();
  await page.waitForURL(/\/payment$/, { timeout: STEP_TIMEOUT });
  await expect(flow.steps().getByRole('link', { name: 'Booking' })).toHaveAttribute('aria-current', 'page');
  // The chosen vehicles for the FOC traveler; no total, no price, no card.
  await expect(page.getByText(/^Free transfers for /)).toBeVisible();
  await expect(page.getByText(/^Total:/)).toHaveCount(0);
  await expect(page.locator('main').getByText(/\$\d/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Card$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Book', exact: true }).click();

  // Success returns to the trip's workspace, where the host's rides are listed (RID-004).
  await page.waitForURL(/\/app\/host\/trips\/[^/]+\/bookings$/, { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('listitem', { name: /^Arrival transfer / }).first()).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await expect(page.getByRole('listitem', { name: /^Departure transfer / }).first()).toBeVisible();
});

test("[GTF-024] [GTR-015] the trip's co-host, a host without the traveler role, asking for another tab goes to the flow root, or stays on the current tab once travel detail is complete", async ({
  signIn,
  caravan,
}) => {
  // cohost@ works on host@'s trips with the host-secondary role: a host-type user without the traveler role.
  const { page } = await signIn('cohost@caravan.test');
  const flow = new TransferPage(page, caravan.url);
  // A tab not open: the flow root, which opens travel detail (a traveler would go to the trip page, GTF-025).
  await page.goto(`${caravan.url}/transfer/${LIVE}/contact`);
  await page.waitForURL(/\/transfer\/[^/]+\/travel-detail$/, { timeout: STEP_TIMEOUT });
  await expect(flow.steps()).toBeVisible();
  // The flow says why it goes no further than travel detail for them (GTR-015).
  await expect(page.getByText(GROUND_TRANSFER_READ_ONLY_MESSAGE)).toBeVisible();

  // Travel detail complete (checked, with the ride times estimated): the vehicle tab is still closed to a non-traveler,
  // and asking for it keeps the current tab.
  await fillBothLegs(flow);
  await page.getByRole('button', { name: 'Check travel details' }).click();
  await expect(page.getByText('Travel details complete')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(flow.steps().getByText('Vehicle')).toHaveAttribute('aria-disabled', 'true');
  await goInApp(page, `/transfer/${LIVE}/vehicle`);
  await page.waitForURL(/\/transfer\/[^/]+\/travel-detail$/, { timeout: STEP_TIMEOUT });
  // What was typed is still there: the redirect did not reload the flow.
  await expect(flow.leg(/Arriving transfer/).getByLabel('Flight number')).toHaveValue('LA2021');
});

test("[GTF-015] a host's free transfers stay hidden until the trip's technical itinerary is approved", async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('host');
  const flow = new TransferPage(page, caravan.url);
  await flow.open(DEMO_TRIP_IDS.earlyConfirmed);
  await expect(page.getByText(GROUND_TRANSFER_HOST_HIDDEN_MESSAGE)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(flow.steps()).toHaveCount(0);
  await expect(flow.summary()).toHaveCount(0);
});
