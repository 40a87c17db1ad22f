// Journey (d): the companion's waiver gate blocks the trip until the terms in the frame are accepted; then the
// Itinerary tab shows the days, and its PDF downloads under the spec's name with the trip and every day title in
// its text (read with unpdf).
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';

const TRIP = 'Machu Picchu with Hana';

test.describe.configure({ timeout: 240_000 });

test('[TRV-024] [TRV-020] [TRV-013] [TRV-014] [TRV-056] [TRV-057] [TRV-058] [TRV-053] [TRV-054] the waiver gate opens on accepting the terms, and the itinerary PDF downloads with its days', async ({
  freshCaravan,
  signIn,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('companion@caravan.test', { server });

  // The root picks the companion's trip (TRV-016); its waiver is unsigned, so the gate shows instead of the trip.
  await page.waitForURL(/\/app\/traveler\/trips\/[^/]+\/trip-overview$/, { timeout: STEP_TIMEOUT });
  const gate = page.getByRole('heading', { level: 1, name: `Sign your waiver to see ${TRIP}` });
  await expect(gate).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByRole('navigation', { name: 'Trip sections' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Booking Status' })).toHaveCount(0);

  // The terms page in its frame: accepting it sends termsAccepted, the flag is recorded and the trip opens.
  const terms = page.frameLocator(`iframe[title="Traveler terms for ${TRIP}"]`);
  await expect(terms.getByRole('heading', { name: `Traveler terms for ${TRIP}` })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await terms.getByRole('button', { name: 'I accept the terms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TRIP })).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(gate).toHaveCount(0);
  // The companion is a secondary traveler: no booking screens (TRV-020); the app's title (TRV-014).
  const tabs = page.getByRole('navigation', { name: 'Trip sections' });
  await expect(tabs.getByRole('link', { name: 'Trip Overview' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Manage Booking' })).toHaveCount(0);
  await expect(page).toHaveTitle('Traveler Portal');

  // The Itinerary tab: one heading per day, then the PDF.
  await page.getByRole('navigation', { name: 'Trip sections' }).getByRole('link', { name: 'Itinerary' }).click();
  // A trip path is {app}/trips/{tripId}/{action} (TRV-013).
  await page.waitForURL(/\/app\/traveler\/trips\/[0-9a-f-]{36}\/itinerary$/);
  const itinerary = page.getByRole('region', { name: 'Itinerary' });
  const dayTitles = itinerary.getByRole('heading', { level: 3 });
  await expect(dayTitles.first()).toBeVisible({ timeout: STEP_TIMEOUT });
  const titles = await dayTitles.allTextContents();
  expect(titles.length).toBeGreaterThan(1);
  expect(titles[0]).toMatch(/^Day 1 · /);
  // The terms are in the tab too (TRV-056).
  await expect(page.locator(`iframe[title="Traveler terms for ${TRIP}"]`)).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await itinerary.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Machu Picchu with Hana - .+ - \d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  expect(text).toContain(TRIP);
  for (const title of titles) expect(text).toContain(title);
  await expect(page.getByText('Something went wrong printing your itinerary. Please try again.')).toHaveCount(0);
});

test('[TRV-055] a failed PDF download says so and keeps the itinerary on screen', async ({ signIn, caravan }) => {
  const { page } = await signIn('traveler@caravan.test', {
    server: caravan,
    prepare: (context) =>
      context.route('**/api/me/trips/*/itinerary/pdf', (route) => route.fulfill({ status: 500, body: 'boom' })),
  });
  await page.waitForURL(/\/app\/traveler\/trips\/[^/]+\/trip-overview$/, { timeout: STEP_TIMEOUT });
  await page.getByRole('navigation', { name: 'Trip sections' }).getByRole('link', { name: 'Itinerary' }).click();
  const itinerary = page.getByRole('region', { name: 'Itinerary' });
  await itinerary.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page.getByText('Something went wrong printing your itinerary. Please try again.')).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await expect(itinerary.getByRole('heading', { level: 3 }).first()).toBeVisible();
});
