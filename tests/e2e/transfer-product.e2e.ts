// The Transfer product page inside the traveler app (GTF-006, GTF-011) and the flow's mount assertion (GTF-026).
// Reads only: nothing is booked.
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { TransferPage } from './pages/transfer.page.js';
import { PHONE, STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.describe.configure({ timeout: 120_000 });

const PRODUCT = `/app/traveler/trips/${DEMO_TRIP_IDS.live}/transfer`;

test('[GTF-006] [GTF-011] the Transfer product page: the flow tabs under the trip, root to travel detail, navigation hidden, on a phone', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('traveler', { viewport: PHONE });
  const flow = new TransferPage(page, caravan.url);
  // The traveler app's bottom navigation is there on an ordinary trip page…
  await page.goto(`${caravan.url}/app/traveler/trips/${DEMO_TRIP_IDS.live}/trip-overview`);
  await expect(page.getByRole('navigation', { name: 'Trip sections' })).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByRole('navigation', { name: 'Product tabs' })).toBeVisible();

  // …and hidden on the product page, whose root opens travel detail (the flag is on: the product shows).
  await page.goto(`${caravan.url}${PRODUCT}`);
  await page.waitForURL((u) => u.pathname === `${PRODUCT}/travel-detail`, { timeout: STEP_TIMEOUT });
  await expect(flow.steps()).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByRole('navigation', { name: 'Product tabs' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Trip sections' })).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Airport transfers · Machu Picchu with Hana/ }),
  ).toBeVisible();
  // The flag's key or value is nowhere on the page (GTF-011).
  await expect(page.getByText(/ground-transfer-booking/)).toHaveCount(0);
  await expect(flow.steps().getByText('Vehicle')).toHaveAttribute('aria-disabled', 'true');

  // The tabs stay inside the product page: details filled, Continue opens its vehicle tab.
  await flow.fillLeg(/Arriving transfer/, {
    pickup: 'Alejandro Velasco Astete International Airport (CUZ)',
    dropOff: 'Belmond Hotel Monasterio',
    date: '2027-05-10',
    time: '14:30',
    passengers: '2',
    hand: '1',
    checked: '1',
    flightNumber: 'LA2021',
  });
  await flow.fillLeg(/Departing transfer/, {
    pickup: 'Belmond Hotel Monasterio',
    dropOff: 'Alejandro Velasco Astete International Airport (CUZ)',
    date: '2027-05-18',
    time: '09:15',
    passengers: '2',
    hand: '1',
    checked: '1',
    flightNumber: 'LA2030',
  });
  await page.getByRole('button', { name: 'Continue to vehicle' }).click();
  await page.waitForURL((u) => u.pathname === `${PRODUCT}/vehicle`, { timeout: STEP_TIMEOUT });
  await expect(flow.steps().getByRole('link', { name: 'Travel Details' })).toHaveAttribute(
    'href',
    `${PRODUCT}/travel-detail`,
  );
  await expect(page.getByRole('navigation', { name: 'Product tabs' })).toHaveCount(0);
});

test('[GTF-006] the product page sends a trip that does not load to the trips list', async ({ signIn, caravan }) => {
  const { page } = await signIn('traveler');
  await page.goto(`${caravan.url}/app/traveler/trips/00000000-0000-4000-8000-000000000000/transfer`);
  await page.waitForURL((u) => !u.pathname.includes('/transfer'), { timeout: STEP_TIMEOUT });
  expect(new URL(page.url()).pathname.startsWith('/app/traveler')).toBe(true);
});

test('[GTF-026] when the mount assertion fails (no traveler on the loaded booking) the flow goes to the trip page', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('traveler', {
    // The context arrives without its traveler: the flow's prerequisites (itinerary, trip, booking, traveler) fail.
    prepare: (context) =>
      context.route('**/api/me/trips/*/ground-transfer', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: Record<string, unknown> };
        await route.fulfill({ response, json: { ...body, data: { ...body.data, travelerType: null } } });
      }),
  });
  await page.goto(`${caravan.url}/transfer/${DEMO_TRIP_IDS.live}/travel-detail`);
  await page.waitForURL((u) => u.pathname.endsWith(`/trips/${DEMO_TRIP_IDS.live}/trip-overview`), {
    timeout: STEP_TIMEOUT,
  });
});
