// The public trip page in the browser (MKT-002, MKT-003, MKT-030), read-only on the worker's server, on a phone and
// a desktop: what it shows of a live trip (gallery by keyboard, days, inclusions, host, schedule, policy, FAQ, share),
// and a cancelled trip saying why it cannot be booked, with no booking action.
import { PublicTripPage } from './pages/public-trip.page.js';
import { DESKTOP, expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`[MKT-002] [MKT-030] on a ${device}: hero, gallery by keyboard, days, inclusions, host, payment schedule, policy, FAQ and share`, async ({
    browser,
    caravan,
  }) => {
    const context = await browser.newContext({ viewport });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: caravan.url });
    const page = await context.newPage();
    const trip = new PublicTripPage(page);
    await trip.open(caravan.url, 'crv-1005');
    await expect(trip.heading('Machu Picchu with Hana')).toBeVisible({ timeout: STEP_TIMEOUT });
    await expect(page.getByText('Cusco, Peru · May 10, 2027 – May 17, 2027 · 8 days')).toBeVisible();
    const hero = page.getByRole('img', { name: 'Machu Picchu with Hana: Cusco, Peru' });
    await expect(hero).toHaveAttribute('src', '/demo/trips/crv-1005.jpg');
    await expect(hero).toHaveAttribute('width', /\d+/);

    // The price box: price, the schedule with its dates, private room, spots left, bookings deadline.
    const price = trip.priceBox();
    await expect(price.getByText('$4,650.00')).toBeVisible();
    await expect(trip.schedule().getByRole('listitem')).toHaveText([
      'Deposit, when you book$500.00',
      /^Balance, due by \w+ \d+, 2027\$4,150\.00$/,
    ]);
    await expect(price.getByText(/^\d+ of \d+$/)).toBeVisible();
    await expect(price.getByText('Book by')).toBeVisible();

    // The gallery: the photos are buttons; the arrow keys move along the strip and Enter opens the lightbox.
    const photos = trip.photos();
    const count = await photos.count();
    expect(count).toBeGreaterThan(0);
    await photos.first().focus();
    if (count > 1) {
      await page.keyboard.press('ArrowRight');
      await expect(photos.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowLeft');
    }
    await page.keyboard.press('Enter');
    const lightbox = trip.lightbox();
    await expect(lightbox.getByRole('heading', { name: `Photo 1 of ${count}` })).toBeVisible();
    if (count > 1) {
      await page.keyboard.press('ArrowRight');
      await expect(lightbox.getByRole('heading', { name: `Photo 2 of ${count}` })).toBeVisible();
      await lightbox.getByRole('button', { name: 'Previous photo' }).click();
      await expect(lightbox.getByRole('heading', { name: `Photo 1 of ${count}` })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await expect(photos.first()).toBeFocused();

    // The itinerary: an accordion of eight days (native disclosures), the first open with its night's stay.
    const days = trip.section('Day by day').locator('details');
    await expect(days).toHaveCount(8);
    await expect(days.first()).toHaveAttribute('open', '');
    await expect(days.first()).toContainText('Night');
    const day2 = days.nth(1);
    await expect(day2).not.toHaveAttribute('open', '');
    await day2.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(day2).toHaveAttribute('open', '');

    await expect(trip.section('What is included').getByRole('list', { name: 'Included', exact: true })).toContainText('nights');
    await expect(trip.section('What is included').getByRole('list', { name: 'Not included' })).toContainText(
      'Flights to and from Cusco',
    );
    const host = trip.section('Your host');
    await expect(host.getByRole('img', { name: 'Hana Host' })).toHaveAttribute('src', '/demo/hosts/hana.jpg');
    await expect(host.getByText('Hana Host', { exact: true })).toBeVisible();
    await expect(host.getByRole('link', { name: 'More about Hana Host' })).toHaveAttribute('href', /^\/hosts\//);
    await expect(trip.section('Cancellation policy')).toContainText('Refundable above the deposit until');
    await expect(trip.section('Booking terms').getByRole('listitem').first()).toBeVisible();
    const faq = trip.section('Questions and answers');
    await faq.getByText('How do I pay?').click();
    await expect(faq.getByText(/deposit of \$500\.00 per traveler/)).toBeVisible();

    // Share: the link is copied and a toast says so.
    await page.getByRole('group', { name: 'Share this trip' }).getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${caravan.url}/trips/crv-1005`);

    // The call to action: the price box's button, and on a phone a sticky bar too.
    await expect(price.getByRole('button', { name: 'Book now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book', exact: true })).toHaveCount(device === 'phone' ? 1 : 0);
    await context.close();
  });
}

test('[MKT-003] a cancelled trip says why it cannot be booked and offers no booking action', async ({
  browser,
  caravan,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const trip = new PublicTripPage(page);
  await trip.open(caravan.url, 'crv-1011');
  await expect(page.getByRole('alert').filter({ hasText: 'This trip has been cancelled.' })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await expect(page.getByRole('button', { name: /Book now|Join the waitlist|^Book$/ })).toHaveCount(0);
  await context.close();
});
