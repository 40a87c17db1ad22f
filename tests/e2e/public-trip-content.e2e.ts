// MKT-029 in the browser, on a touch phone and a desktop: the public trip page's header (the marketplace's), its hero
// loaded, the gallery by touch and by keyboard, every day of the itinerary showing the places, meals, night and
// pictures the trip's data holds, what is included and not, and the host's card leading to the host's profile.
import type { Locator } from '@playwright/test';
import { PublicTripPage } from './pages/public-trip.page.js';
import { DESKTOP, expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

interface Day {
  day: number;
  places: string[];
  meals: string[];
  accommodation: string | null;
  images: string[];
}
interface Trip {
  name: string;
  days: Day[];
  packages: { included: string[] }[];
  notIncluded: string[];
  host: { displayName: string; profilePath: string | null };
}

/** Whether an image has loaded real pixels. */
const loaded = (img: Locator) =>
  img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);

for (const [device, viewport] of [
  ['touch phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`[MKT-029] on a ${device}: marketplace header, hero, gallery by touch and keyboard, each day's places, meals, night and images, inclusions, host card to profile`, async ({
    browser,
    caravan,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport, hasTouch: true, isMobile: device === 'touch phone' });
    const page = await context.newPage();
    const response = await page.request.get(`${caravan.url}/api/public/trips/crv-1005`);
    const data = ((await response.json()) as { data: Trip }).data;
    const trip = new PublicTripPage(page);
    await trip.open(caravan.url, 'crv-1005');
    await expect(trip.heading(data.name)).toBeVisible({ timeout: STEP_TIMEOUT });

    // The marketplace's header, as on the home and search: the logo home, the trips, and signing in.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Caravan home' })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Browse trips' })).toHaveAttribute('href', '/trips');
    await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

    const hero = page.getByRole('img', { name: `${data.name}: Cusco, Peru` });
    await expect.poll(() => loaded(hero)).toBe(true);

    // The gallery by touch: a tap opens the lightbox, Close shuts it.
    const photos = trip.photos();
    await photos.first().scrollIntoViewIfNeeded();
    await photos.first().tap();
    const lightbox = trip.lightbox();
    await expect(lightbox.getByRole('heading', { name: /^Photo 1 of \d+$/ })).toBeVisible();
    await expect.poll(() => loaded(lightbox.getByRole('img').first())).toBe(true);
    await lightbox.getByRole('button', { name: 'Close' }).tap();
    await expect(lightbox).toHaveCount(0);
    // And by keyboard: Enter on a focused photo opens it, Escape gives focus back.
    await photos.first().focus();
    await page.keyboard.press('Enter');
    await expect(lightbox).toBeVisible();
    // The dialog takes focus once it has mounted; Escape pressed before that reaches the page, not the dialog.
    await expect(lightbox).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await expect(photos.first()).toBeFocused();

    // Every day shows what the trip's data holds for it; the seeded trip has places, meals, nights and pictures.
    expect(data.days.some((d) => d.places.length > 0)).toBe(true);
    expect(data.days.some((d) => d.meals.length > 0)).toBe(true);
    expect(data.days.some((d) => d.accommodation)).toBe(true);
    expect(data.days.some((d) => d.images.length > 0)).toBe(true);
    const days = trip.section('Day by day').locator('details');
    await expect(days).toHaveCount(data.days.length);
    for (const [i, day] of data.days.entries()) {
      const panel = days.nth(i);
      if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
      await expect(panel).toHaveAttribute('open', '');
      await expect(panel.locator('summary')).toContainText(`Day ${day.day}`);
      if (day.places.length) await expect(panel).toContainText(`Where${day.places.join(' · ')}`);
      if (day.meals.length) await expect(panel).toContainText(`Meals${day.meals.join(' · ')}`);
      if (day.accommodation) await expect(panel).toContainText(`Night${day.accommodation}`);
      const images = panel.getByRole('img');
      await expect(images).toHaveCount(day.images.length);
      for (const [j, src] of day.images.entries()) {
        const img = images.nth(j);
        await expect(img).toHaveAttribute('src', src);
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => loaded(img)).toBe(true);
      }
    }

    // What is included and what is not, each item of the trip's data.
    const inclusions = trip.section('What is included');
    await expect(inclusions.getByRole('list', { name: 'Included', exact: true }).getByRole('listitem')).toHaveText(
      data.packages[0]?.included ?? [],
    );
    await expect(inclusions.getByRole('list', { name: 'Not included' }).getByRole('listitem')).toHaveText(
      data.notIncluded,
    );

    // The host's card, with a photo that loaded, leads to the host's profile.
    expect(data.host.profilePath).toBeTruthy();
    const host = trip.section('Your host');
    await expect.poll(() => loaded(host.getByRole('img', { name: data.host.displayName }))).toBe(true);
    await host.getByRole('link', { name: `More about ${data.host.displayName}` }).click();
    await page.waitForURL((u) => u.pathname === data.host.profilePath);
    await expect(page.getByRole('heading', { level: 1, name: data.host.displayName })).toBeVisible({
      timeout: STEP_TIMEOUT,
    });
    await context.close();
  });
}
