// An operator builds an itinerary in Chromium: /new from a deep link, the review details with a §5 message fixed,
// saved (Not Submitted), submitted from Review pricing (Done, then Pending Approval), read again on reload; a
// second operator opening its address sees the not-found page. It creates data, so it runs on its own server.
import {
  IMAGE_UPLOAD_MESSAGES,
  ITINERARY_DETAILS_MESSAGES as M,
  ITINERARY_STALE_VERSION_MESSAGE,
} from '@caravan/domain';
import { OperatorItineraryPage } from './pages/operator-itinerary.page.js';
import { STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.use({ dataset: 'operator-itinerary' });

const SUMMARY =
  'Seven days between the Lofoten islands: sea kayaking at dawn, ferries between fishing villages, and long dinners.';
const NAME = `Lofoten by kayak ${Date.now()}`;
/** A 1×1 PNG: a real image the API stores and the browser draws. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('[RTE-006] [RTE-011] [RTE-012] [RTE-013] [RTE-017] [RTE-019] [RTE-020] [RTE-021] [OPI-007] [OPI-048] an operator creates an itinerary with a photo, saves and submits it; another operator cannot open it', async ({
  signIn,
  caravan,
}) => {
  test.setTimeout(180_000);
  const { page } = await signIn('operator');
  const builder = new OperatorItineraryPage(page);

  // The itineraries root opens the first itinerary's review details (RTE-017), with the sidebar.
  await page.goto(`${caravan.url}/app/operator/itineraries`);
  await page.waitForURL(/\/app\/operator\/itineraries\/[^/]+\/review-details$/, { timeout: STEP_TIMEOUT });
  await expect(builder.sidebar().getByRole('link', { name: 'Add new itinerary' })).toHaveAttribute(
    'href',
    '/app/operator/itineraries/new/review-details',
  );

  // The trips side of the sidebar lists the operator's trips by group, each linking to its review details (RTE-006).
  const trips = page.getByRole('navigation', { name: 'Trips' });
  await expect(trips.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/app\/operator\/trips\/[^/]+\/review-details\?model=trip$/,
    { timeout: STEP_TIMEOUT },
  );

  // A deep link to /new works on load; Review pricing is disabled there (RTE-020).
  await page.goto(`${caravan.url}/app/operator/itineraries/new/review-details`);
  await expect(builder.form()).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(builder.tabs().getByText('Review pricing')).toHaveAttribute('aria-disabled', 'true');

  await builder.fillDetails({ name: NAME, country: 'Norway', destination: 'Lofoten', summary: 'Too short.' });
  // Issue 28 point 5 (decision 038): the zone its trips count days in, a new itinerary's from the browser, and the
  // help says a change reaches new trips only.
  await expect(builder.timeZone()).toBeVisible();
  await expect(builder.form().getByText(/changing it here changes new trips only/)).toBeVisible();
  await builder.choose('Time zone', 'Europe/Oslo');
  await expect(builder.timeZone()).toContainText('Europe/Oslo');
  await builder.save();
  // Every message shows after a save is tried; the summary's is the spec's text.
  await expect(builder.form().getByText(M.summaryTooShort)).toBeVisible();
  await expect(builder.form().getByText('Accommodation level for Standard package is required')).toBeVisible();
  await builder.summary().fill(SUMMARY);
  await builder.choose('Standard accommodation level', 'Comfort');
  await builder.choose('Standard meal level', 'Half board');
  await expect(builder.form().getByText(M.summaryTooShort)).toBeHidden();
  // Photos (OAP-012): a file that is not an image is refused with its message; a real one is uploaded and shown.
  await builder.addPhotos([{ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') }]);
  await expect(builder.photos().getByText(IMAGE_UPLOAD_MESSAGES.notAnImage)).toBeVisible();
  await builder.addPhotos([{ name: 'fjord.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(builder.photos().getByRole('img', { name: 'Hero shot' })).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(builder.photos().getByText(IMAGE_UPLOAD_MESSAGES.notAnImage)).toBeHidden();
  await builder.save();

  // Saved: the address is the stored itinerary's, and it is listed under Not Submitted (OPI-007, OPI-048).
  await page.waitForURL(/\/itineraries\/[0-9a-f-]{36}\/review-details$/, { timeout: STEP_TIMEOUT });
  await expect(page.getByText('Itinerary saved')).toBeVisible();
  const address = new URL(page.url()).pathname;
  await expect(builder.group('Not Submitted').getByRole('link', { name: NAME })).toBeVisible();

  // Review pricing: submit for approval; the success step hides the navigation (RTE-021).
  await builder.tabs().getByRole('link', { name: 'Review pricing' }).click();
  // The pricing is saved first (the submit waits for it): spots, a validity period, the terms.
  const pricing = page.getByRole('form', { name: 'Review pricing' });
  await pricing.getByRole('spinbutton', { name: 'Minimum spots' }).fill('2');
  await pricing.getByRole('button', { name: 'Add Standard validity period' }).click();
  await pricing.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await pricing.getByRole('button', { name: 'Save pricing' }).click();
  await expect(pricing.getByRole('button', { name: 'Save pricing' })).toBeDisabled({ timeout: STEP_TIMEOUT });
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Done' })).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(builder.sidebar()).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to review details' }).click();
  await expect(builder.group('Pending Approval').getByRole('link', { name: NAME })).toBeVisible();
  await expect(builder.group('Not Submitted').getByRole('link', { name: NAME })).toHaveCount(0);

  // The address works on reload, with the saved photo and time zone.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(builder.photos().getByRole('img', { name: 'Hero shot' })).toBeVisible();
  await expect(builder.timeZone()).toContainText('Europe/Oslo');
  const stored = await page.request.get(
    `${caravan.url}/api${address.replace('/app/operator', '/me').replace(/\/review-details$/, '')}`,
  );
  expect(((await stored.json()) as { data: { timeZone: string } }).data.timeZone).toBe('Europe/Oslo');

  // Another operator opening that address sees the not-found page.
  const other = await signIn('operator2@caravan.test');
  await other.page.goto(`${caravan.url}${address}`);
  await expect(other.page.getByRole('heading', { name: 'Page not found' })).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(other.page.getByText(NAME)).toHaveCount(0);
});

test('[RTE-027] [RTE-028] [RTE-029] [OPI-012] [OPI-020] [OER-002] [OER-003] [OER-004] the builder tabs, and a stale save refused with its reason until the page is left', async ({
  signIn,
  caravan,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await signIn('operator');
  // An itinerary made through the API with the session of this browser (the same calls the form makes).
  const created = await page.request.post(`${caravan.url}/api/me/itineraries`, {
    headers: { origin: caravan.url },
    data: {
      name: `Two editors ${Date.now()}`,
      country: 'IS',
      destination: 'Westfjords',
      tripSummary: SUMMARY,
      packages: {
        standard: { enabled: true, accommodationLevels: ['Basic'], mealLevels: ['Full board'], foodOptions: [] },
        economy: { enabled: false, accommodationLevels: [], mealLevels: [], foodOptions: [] },
        premium: { enabled: false, accommodationLevels: [], mealLevels: [], foodOptions: [] },
      },
      photos: [],
    },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { id: string } };

  // The tabs carry the spec's labels, and Next leads to tab 2.
  const first = new OperatorItineraryPage(page);
  await page.goto(`${caravan.url}/app/operator/itineraries/${data.id}/review-details`);
  await expect(first.tabs().getByRole('link', { name: 'Review details' })).toHaveAttribute('aria-current', 'page');
  await expect(first.tabs().getByRole('link', { name: 'Review trip/itinerary' })).toBeVisible();
  await expect(first.form().getByText('Maximum 100 characters')).toBeVisible();
  await expect(first.form().getByRole('switch', { name: 'Standard package' })).toBeDisabled();

  // A second tab of the same operator opens the same version.
  const other = await context.newPage();
  const second = new OperatorItineraryPage(other);
  await other.goto(`${caravan.url}/app/operator/itineraries/${data.id}/review-details`);
  await expect(second.form()).toBeVisible({ timeout: STEP_TIMEOUT });

  await first.form().getByRole('textbox', { name: 'Destination' }).fill('Westfjords and Hornstrandir');
  await first.save();
  await expect(page.getByText('Itinerary saved')).toBeVisible({ timeout: STEP_TIMEOUT });

  await second.form().getByRole('textbox', { name: 'Destination' }).fill('Snæfellsnes');
  await second.save();
  await expect(second.form().getByText(`Error - ${ITINERARY_STALE_VERSION_MESSAGE}`)).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await expect(other.getByText('Something went wrong')).toBeVisible();

  // Leaving the tab clears the error (OER-003); Next leads on (RTE-029).
  await second.form().getByRole('link', { name: 'Next' }).click();
  await other.waitForURL(`**/itineraries/${data.id}/configure-services`);
  await second.tabs().getByRole('link', { name: 'Review details' }).click();
  await expect(second.form()).toBeVisible();
  await expect(second.form().getByText(/^Error - /)).toHaveCount(0);
});
