// (e) A confirmed trip in Chromium: its operator submits the technical itinerary ('Technical Itinerary approved',
// then 'Technical Itinerary Submitted') and downloads the traveler manifest, whose rows are one per traveler, and the
// itinerary PDF (a failed print says so first).
// Another operator opening the trip sees the not-found page. It changes data: its own server.
import { ITINERARY_MESSAGES, TRIP_MANIFEST_COLUMNS, TRIP_MESSAGES } from '@caravan/domain';
import { readFile } from 'node:fs/promises';
import { OperatorTripPage } from './pages/operator-trip.page.js';
import { STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.use({ dataset: 'operator-trip-manifest' });

/** The confirmed demo trip (operator2@'s Fjords & Northern Light Photography): seedId('trip/confirmed'). */
const CONFIRMED_NAME = 'Fjords & Northern Light Photography';

test('[OPT-014] [OPT-044] [OPT-046] [OPT-047] [OPT-048] [OPI-046] [OPI-047] a confirmed trip: technical itinerary submitted, manifest and itinerary PDF downloaded', async ({
  signIn,
  caravan,
}) => {
  test.setTimeout(180_000);
  const { page } = await signIn('operator2@caravan.test');
  const ui = new OperatorTripPage(page);

  await page.goto(`${caravan.url}/app/operator/itineraries`);
  await ui.sidebar().getByRole('link', { name: CONFIRMED_NAME }).click();
  await page.waitForURL(/\/trips\/[0-9a-f-]{36}\/review-details\?model=trip$/, { timeout: STEP_TIMEOUT });
  const tripPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: CONFIRMED_NAME })).toBeVisible();

  // A failed submission says so (OPT-048) and leaves the button.
  await page.route('**/technical-itinerary', (route) =>
    route.fulfill({ status: 500, json: { success: false, error: 'Down', code: 'INTERNAL' } }),
  );
  await ui.button('Submit Technical Itinerary').click();
  await expect(page.getByText(TRIP_MESSAGES.technicalItineraryFailed)).toBeVisible({ timeout: STEP_TIMEOUT });
  await page.unroute('**/technical-itinerary');

  // Submit Technical Itinerary (confirmed): the success message, then the submitted state on reload too.
  await ui.button('Submit Technical Itinerary').click();
  await expect(page.getByText('Technical Itinerary approved')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByText('Technical Itinerary Submitted')).toBeVisible();
  await expect(ui.button('Submit Technical Itinerary')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Technical Itinerary Submitted')).toBeVisible({ timeout: STEP_TIMEOUT });

  // Download Manifest (confirmed): a CSV with the header and one row per traveler, each with an email.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Manifest' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('traveler-manifest-CRV-1008.csv');
  const csv = await readFile((await download.path()) as string, 'utf8');
  const [header, ...rows] = csv.split('\r\n');
  expect(header).toBe(TRIP_MANIFEST_COLUMNS.join(','));
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toMatch(/,[^,@]+@[^,]+\.[a-z]+,/);
  const emails = rows.map((r) => r.match(/,([^,@]+@[^,]+),/)?.[1]);
  expect(new Set(emails).size).toBe(rows.length);

  // The traveler terms page shows in its frame.
  await expect(
    page.frameLocator('iframe[title="Traveler terms"]').getByRole('heading', { name: 'Traveler terms' }),
  ).toBeVisible();

  // 'Review trip/itinerary': a failed print shows the spec's message (OPI-047); then the PDF, named from trip name,
  // destination and first date (OPI-046).
  await ui.tab('Review trip/itinerary').click();
  await page.route('**/review/pdf', (route) => route.fulfill({ status: 500, body: 'Down' }));
  await ui.button('Download PDF').click({ timeout: STEP_TIMEOUT });
  await expect(page.getByText(ITINERARY_MESSAGES.printFailed)).toBeVisible({ timeout: STEP_TIMEOUT });
  await page.unroute('**/review/pdf');
  const [pdf] = await Promise.all([page.waitForEvent('download'), ui.button('Download PDF').click()]);
  expect(pdf.suggestedFilename()).toMatch(/^Fjords & Northern Light Photography - .+ - \d{4}-\d{2}-\d{2}\.pdf$/);
  await expect(page.getByText(ITINERARY_MESSAGES.printFailed)).toHaveCount(0);

  // Another operator opening the trip sees the not-found page (the API answers 404).
  const other = await signIn('operator');
  await other.page.goto(`${caravan.url}${tripPath}?model=trip`);
  await expect(other.page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
});
