// Real media in the browser (issue 26 acceptance (c) and (d)): every picture on the public trip page, the host's
// public profile and the signed-in traveler's Explore and trip pages loads, every media response is an image or a
// PDF; the traveler's preparation document shows in its frame and downloads. Read-only on the worker's server.
import { TravelerTripPage } from './pages/traveler-trip.page.js';
import { DESKTOP, expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';
import { expectMediaLoaded, recordMedia } from './support/media.js';

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)
  test(`[MKT-032] a visitor's trip page and host profile show every picture loaded, served as images (${device})`, async ({
    browser,
    caravan,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const responses = recordMedia(page);
    await page.goto(`${caravan.url}/trips/crv-1005`);
    await expect(page.getByRole('heading', { level: 1, name: 'Machu Picchu with Hana' })).toBeVisible({
      timeout: STEP_TIMEOUT,
    });
    await expect(page.getByRole('img').first()).toBeVisible();
    await expectMediaLoaded(page, { responses });

    await page.goto(`${caravan.url}/hosts/hana-host`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hana Host' })).toBeVisible({ timeout: STEP_TIMEOUT });
    await expectMediaLoaded(page, { responses });
    // The pages did ask for pictures, and got them as images.
    expect(responses.some((r) => r.url.includes('/demo/'))).toBe(true);
    await context.close();
  });

test('[MKT-032] a signed-in traveler sees every picture loaded on Explore and on their trip', async ({
  caravan,
  signIn,
}) => {
  const { page } = await signIn('traveler', { viewport: DESKTOP });
  const responses = recordMedia(page);
  await page.goto(`${caravan.url}/app/traveler/explore`);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByRole('list', { name: 'Trips' }).getByRole('listitem').first()).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await expectMediaLoaded(page, { responses });

  await page.goto(`${caravan.url}/app/traveler`);
  const trip = new TravelerTripPage(page);
  await trip.open('Machu Picchu with Hana');
  // The trip header's photo: the trip's own picture, described, sized, from its srcset.
  const photo = page.getByRole('img', { name: 'Cusco, Peru' });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('srcset', /crv-1005-480\.jpg 480w/);
  await expectMediaLoaded(page, { responses, attributes: true });
});

test('[MKT-031] the traveler sees the preparation document in its frame and can download it', async ({ signIn }) => {
  const { page } = await signIn('traveler', { viewport: DESKTOP });
  const trip = new TravelerTripPage(page);
  await trip.open('Machu Picchu with Hana');
  const documentResponse = page.waitForResponse((r) => r.url().endsWith('/demo/preparation-list.pdf'));
  await trip.tab('Preparation');
  const frame = page.getByTitle('Preparation for Machu Picchu with Hana');
  await expect(frame).toBeVisible({ timeout: STEP_TIMEOUT });
  // The document came as a PDF our own page may frame, and the frame shows it (not the browser's refusal page).
  const response = await documentResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
  await expect
    .poll(() => page.frames().map((f) => f.url()))
    .toContainEqual(expect.stringMatching(/\/demo\/preparation-list\.pdf$/));
  expect(page.frames().some((f) => f.url().startsWith('chrome-error:'))).toBe(false);
  const box = await frame.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(300);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the preparation list' }).click();
  expect((await download).suggestedFilename()).toBe('Preparation list.pdf');
});
