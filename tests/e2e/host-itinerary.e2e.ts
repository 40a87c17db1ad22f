// Journey (c): a host opens the Itinerary tab of their trip ('Itinerary Overview', the days with their services, the
// help card and the Next prompt) and downloads the PDF, whose name and text (trip name, every day title) are checked.
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { DESKTOP, STEP_TIMEOUT, expect, test } from './support/fixtures.js';

const TRIP = 'Inca Trail in Style';

test.describe.configure({ timeout: 180_000 });

test('[WSP-075] [WSP-078] [WSP-080] a host downloads the itinerary PDF from the Itinerary tab, with the trip and every day title in it', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('host', { viewport: DESKTOP });
  await page.goto(`${caravan.url}/app/host/trips/${DEMO_TRIP_IDS.earlyConfirmed}/itinerary`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TRIP, { timeout: STEP_TIMEOUT });

  const overview = page.getByRole('region', { name: 'Itinerary Overview' });
  const dayTitles = overview.getByRole('heading', { level: 3 });
  await expect(dayTitles.first()).toBeVisible({ timeout: STEP_TIMEOUT });
  const titles = await dayTitles.allTextContents();
  expect(titles.length).toBeGreaterThan(1);
  expect(titles[0]).toMatch(/^Day 1 · /);
  // The host's own gathering is listed with the trip's other services.
  await expect(overview.getByText('Pisco tasting get-together')).toBeVisible();
  // The help card offers customer service; the trip is months away, so no trip support yet (WSP-078, WSP-079).
  const help = page.getByRole('region', { name: 'How can we help?' });
  await expect(help).toContainText('Customer service');
  await expect(help).not.toContainText('Trip support');
  // No workshop awaits acceptance on this trip: the prompt is the agreement (WSP-080).
  await expect(page.getByRole('region', { name: 'Next: Agreement' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await overview.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Inca Trail in Style - .+ - 2027-03-22\.pdf$/);
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  expect(text).toContain(TRIP);
  for (const title of titles) expect(text).toContain(title);
  await expect(page.getByText('Something went wrong printing your itinerary. Please try again.')).toHaveCount(0);
});

test('[WSP-077] a failed PDF download says so and keeps the itinerary on screen', async ({ signIn, caravan }) => {
  const { page } = await signIn('host', {
    viewport: DESKTOP,
    prepare: (context) =>
      context.route('**/api/me/host/trips/*/itinerary/pdf', (route) => route.fulfill({ status: 500, body: 'boom' })),
  });
  await page.goto(`${caravan.url}/app/host/trips/${DEMO_TRIP_IDS.earlyConfirmed}/itinerary`);
  const overview = page.getByRole('region', { name: 'Itinerary Overview' });
  await overview.getByRole('button', { name: 'Download PDF' }).click({ timeout: STEP_TIMEOUT });
  await expect(page.getByText('Something went wrong printing your itinerary. Please try again.')).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await expect(overview.getByRole('heading', { level: 3 }).first()).toBeVisible();
});
