// Hosts in the transfer flow (GTF-003, GTF-015, GTF-016, GTF-024). The API does not yet answer a host's context (the
// flow's context endpoint serves travelers), so the journey takes the traveler's real context and marks its user as
// host-type, as the contract's isHostType/hasTravelerRole fields allow: the screen's rules are what is checked here.
import { GROUND_TRANSFER_HOST_HIDDEN_MESSAGE, GROUND_TRANSFER_INELIGIBILITY_MESSAGES } from '@caravan/domain';
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { TransferPage } from './pages/transfer.page.js';
import { STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.describe.configure({ timeout: 180_000 });

const LIVE = DEMO_TRIP_IDS.live;

/** The flow's context as the server answers it, with `over` laid on top (a host-type user). */
const asHost = (over: Record<string, unknown>) => (context: BrowserContext) =>
  context.route('**/api/me/trips/*/ground-transfer', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, ...over } } });
  });

/** An in-app navigation (no reload), as a link or the address bar inside the single-page app would do. */
const goInApp = (page: Page, path: string) =>
  page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const fillBothLegs = async (flow: TransferPage) => {
  await flow.fillLeg(/Arriving transfer/, {
    pickup: 'Alejandro Velasco Astete International Airport (CUZ)',
    dropOff: 'Belmond Hotel Monasterio',
    date: '2027-05-10',
    time: '14:30',
    passengers: '1',
    hand: '1',
    checked: '1',
    flightNumber: 'LA2021',
  });
  await flow.fillLeg(/Departing transfer/, {
    pickup: 'Belmond Hotel Monasterio',
    dropOff: 'Alejandro Velasco Astete International Airport (CUZ)',
    date: '2027-05-18',
    time: '09:15',
    passengers: '1',
    hand: '1',
    checked: '1',
    flightNumber: 'LA2030',
  });
};

test("[GTF-003] [GTF-016] a host who travels sees the 'Booking' tab and no price totals", async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('traveler', { prepare: asHost({ isHostType: true, hasTravelerRole: true }) });
  const flow = new TransferPage(page, caravan.url);
  await flow.open(LIVE);
  await page.waitForURL(/\/travel-detail$/, { timeout: STEP_TIMEOUT });
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
  await page.getByRole('button', { name: 'Continue to contact' }).click();
  await page.waitForURL(/\/contact$/, { timeout: STEP_TIMEOUT });
  await page.getByLabel('Phone').fill('+1 555 0100');
  await page.getByLabel('I accept the transfer terms and conditions').check();
  await page.getByRole('button', { name: /^Continue to / }).click();
  await page.waitForURL(/\/payment$/, { timeout: STEP_TIMEOUT });
  await expect(flow.steps().getByRole('link', { name: 'Booking' })).toHaveAttribute('aria-current', 'page');
  // The chosen vehicles are listed; no total and no per-leg price for a host.
  await expect(page.getByText('Standard sedan').first()).toBeVisible();
  await expect(page.getByText(/^Total:/)).toHaveCount(0);
  await expect(page.locator('main').getByText(/\$\d/)).toHaveCount(0);
});

test('[GTF-024] a host-type user without the traveler role asking for another tab goes to the flow root, or stays on the current tab once travel detail is complete', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('traveler', { prepare: asHost({ isHostType: true, hasTravelerRole: false }) });
  const flow = new TransferPage(page, caravan.url);
  // A tab not open: the flow root, which opens travel detail (a traveler would go to the trip page, GTF-025).
  await page.goto(`${caravan.url}/transfer/${LIVE}/contact`);
  await page.waitForURL(/\/transfer\/[^/]+\/travel-detail$/, { timeout: STEP_TIMEOUT });
  await expect(flow.steps()).toBeVisible();

  // Travel detail complete: the vehicle tab is still closed to a non-traveler, and asking for it keeps the current tab.
  await fillBothLegs(flow);
  await expect(flow.steps().getByText('Vehicle')).toHaveAttribute('aria-disabled', 'true');
  await goInApp(page, `/transfer/${LIVE}/vehicle`);
  await page.waitForURL(/\/transfer\/[^/]+\/travel-detail$/, { timeout: STEP_TIMEOUT });
  // What was typed is still there: the redirect did not reload the flow.
  await expect(flow.leg(/Arriving transfer/).getByLabel('Flight number')).toHaveValue('LA2021');
});

test('[GTF-015] free host transfers stay hidden until the itinerary is approved', async ({ signIn, caravan }) => {
  const { page } = await signIn('traveler', {
    prepare: asHost({
      isHostType: true,
      hasTravelerRole: true,
      eligibility: {
        ok: false,
        reason: 'admin-technical-itinerary-not-approved',
        message: GROUND_TRANSFER_INELIGIBILITY_MESSAGES['admin-technical-itinerary-not-approved'],
      },
    }),
  });
  const flow = new TransferPage(page, caravan.url);
  await flow.open(LIVE);
  await expect(page.getByText(GROUND_TRANSFER_HOST_HIDDEN_MESSAGE)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(flow.steps()).toHaveCount(0);
  await expect(flow.summary()).toHaveCount(0);
});
