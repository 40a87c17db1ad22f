// The signed-in shell in Chromium: /app and /admin, the global navigation's product links (a Menu on a small screen)
// and the mobile bottom navigation, on a phone-sized and a desktop-sized viewport, by keyboard and with axe.
import { LARGE_SCREEN_MIN_WIDTH_PX } from '@caravan/domain';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { axeViolations } from './support/browser.js';
import type { CaravanProcess } from './support/server.js';
import { DESKTOP, PHONE, STEP_TIMEOUT, type SignedInPage, signInToShell } from './support/session.js';

const TIMEOUT = STEP_TIMEOUT;
/** A phone in portrait, and a desktop window. */
const SMALL = PHONE;
const LARGE = DESKTOP;

let caravan: CaravanProcess;
let browser: Browser;

// The worker's browser and server: nothing here changes data.
test.beforeAll(({ browser: workerBrowser, caravan: workerCaravan }) => {
  browser = workerBrowser;
  caravan = workerCaravan;
});

/** Signs a demo account in on a viewport, landed on the signed-in shell. */
const signIn = (email: string, viewport: { width: number; height: number }): Promise<SignedInPage> =>
  signInToShell(browser, caravan, email, viewport);

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Product tabs' });
const linkNames = (nav: ReturnType<typeof mainNav>) => nav.getByRole('link').allTextContents();
const path = (page: Page) => new URL(page.url()).pathname;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** react-aria's live announcer keeps the Sign in button's pending message (role=img, labelled by the gone button) for
 * a few seconds after login, which axe reports: let it expire. */
async function announcerSettled(page: Page) {
  await expect.poll(() => page.locator('[role=log] [role=img]').count(), { timeout: 15_000 }).toBe(0);
}

test.describe('the signed-in shell', () => {
  test('[PLT-003] /app is the signed-in shell: a visitor without a session is sent to sign in, a user lands in their area inside it', async () => {
    // Without a session: the shell's profile call is refused and the 401 page leads to sign-in (PLT-050).
    const anonymous = await browser.newContext({ viewport: LARGE });
    const visitor = await anonymous.newPage();
    await visitor.goto(`${caravan.url}/app`);
    await visitor.waitForURL((u) => u.pathname === '/error/401', { timeout: TIMEOUT });
    await expect.poll(() => h1(visitor).textContent()).toBe('Please sign in');
    expect(await visitor.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await visitor.getByRole('link', { name: 'Go to sign in' }).click();
    await visitor.waitForURL((u) => u.pathname === '/login', { timeout: TIMEOUT });
    await anonymous.close();

    // Signed in: /app resolves to the host's area, framed by the shell (header with navigation, main, footer).
    const { context, page, errors } = await signIn('host@caravan.test', LARGE);
    await page.goto(`${caravan.url}/app`);
    await page.waitForURL((u) => u.pathname === '/app/host', { timeout: TIMEOUT });
    await expect.poll(() => h1(page).textContent(), { timeout: TIMEOUT }).toBe('Host Portal');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Caravan home' }).getAttribute('href')).toBe(
      '/app/host',
    );
    expect(await linkNames(mainNav(page))).toEqual(['Home', 'My Trips', 'My Audience', 'Itineraries']);
    expect(await mainNav(page).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('true');
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);

    // A path under /app that names nothing is a not-found page inside the shell, not a public one.
    await page.goto(`${caravan.url}/app/no-such-area`);
    await expect.poll(() => h1(page).textContent(), { timeout: TIMEOUT }).toBe('Page not found');
    expect(await mainNav(page).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Take me home' }).getAttribute('href')).toBe('/app');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('[PLT-015] [MKT-035] /admin is the admin area: an admin sees the user list, a host and an operator are sent to their own area', async () => {
    const admin = await signIn('admin@caravan.test', LARGE);
    await admin.page.goto(`${caravan.url}/admin`);
    await expect.poll(() => h1(admin.page).textContent(), { timeout: TIMEOUT }).toBe('Users');
    await expect.poll(() => admin.page.title()).toBe('Admin Portal');
    await admin.page
      .getByRole('grid', { name: 'Users' })
      .getByText('host@caravan.test', { exact: true })
      .waitFor({ timeout: TIMEOUT });
    const adminNav = mainNav(admin.page);
    expect(await linkNames(adminNav)).toEqual(['Users', 'Trips', 'Bookings', 'Marketing', 'Jobs']);
    expect(await adminNav.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    // MKT-035: the admin's links are the admin area's lists; another portal is seen by impersonating its user, and
    // its address leads an admin back to the admin area.
    await adminNav.getByRole('link', { name: 'Trips' }).click();
    await admin.page.waitForURL((u) => u.pathname === '/admin/trips', { timeout: TIMEOUT });
    expect(await adminNav.getByRole('link', { name: 'Trips' }).getAttribute('aria-current')).toBe('page');
    expect(await adminNav.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBeNull();
    for (const area of ['/app/host', '/app/operator', '/app/traveler']) {
      await admin.page.goto(`${caravan.url}${area}`);
      await admin.page.waitForURL((u) => u.pathname === '/admin', { timeout: TIMEOUT });
    }
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    for (const [email, area] of [
      ['host@caravan.test', '/app/host'],
      ['operator@caravan.test', '/app/operator'],
    ] as const) {
      const { context, page, errors } = await signIn(email, LARGE);
      await page.goto(`${caravan.url}/admin`);
      await page.waitForURL((u) => u.pathname === area, { timeout: TIMEOUT });
      await expect.poll(() => h1(page).textContent(), { timeout: TIMEOUT }).not.toBe('Users');
      expect(await page.getByRole('grid', { name: 'Users' }).count()).toBe(0);
      expect(await mainNav(page).getByRole('link', { name: 'Users' }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test('[PLT-031] [PLT-030] on a small screen the global navigation lists the product links behind a Menu button, by keyboard', async () => {
    expect(SMALL.width).toBeLessThan(LARGE_SCREEN_MIN_WIDTH_PX);
    const { context, page, errors } = await signIn('host@caravan.test', SMALL);
    const nav = mainNav(page);
    const menu = nav.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link').count()).toBe(0);

    // Enter opens it; the product links in navigation order (Home 0, My Audience 2).
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    const links = await linkNames(nav);
    expect(links).toEqual(['Home', 'My Trips', 'My Audience', 'Itineraries']);
    expect(links.indexOf('Home')).toBe(0);
    expect(links.indexOf('My Audience')).toBe(2);
    expect(await menu.getAttribute('aria-controls')).toBe(await nav.getByRole('list').getAttribute('id'));

    // Escape closes it and gives focus back to the Menu button.
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link').count()).toBe(0);
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);

    // Tab walks into the open menu; following a link navigates and closes the menu.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Home');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('My Audience');
    await page.keyboard.press('Enter');
    // My Audience's root opens its Survey tab (AUD-002).
    await page.waitForURL((u) => u.pathname === '/app/host/audience/survey', { timeout: TIMEOUT });
    await expect.poll(() => h1(page).textContent(), { timeout: TIMEOUT }).toBe('My Audience');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');

    // A click outside closes an open menu too.
    await menu.click();
    // The Survey tab is under My Audience's section: current, not its own page.
    expect(await nav.getByRole('link', { name: 'My Audience' }).getAttribute('aria-current')).toBe('true');
    await page.getByRole('main').click({ position: { x: 5, y: 400 } });
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');

    // On a large screen the same links stand in the header, with no Menu button.
    await page.setViewportSize(LARGE);
    await expect.poll(() => nav.getByRole('button', { name: 'Menu' }).count()).toBe(0);
    expect(await linkNames(nav)).toEqual(['Home', 'My Trips', 'My Audience', 'Itineraries']);
    expect(await nav.getByRole('link', { name: 'My Audience' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('[PLT-039] the mobile bottom navigation shows the product tabs of each group and is hidden on large screens', async () => {
    const expected = {
      'host@caravan.test': ['Home', 'My Trips', 'My Audience', 'Itineraries'],
      'operator@caravan.test': ['Itineraries', 'Trips'],
      'traveler@caravan.test': ['My Trips', 'Explore'],
      'admin@caravan.test': ['Users', 'Trips', 'Bookings', 'Marketing', 'Jobs'],
    };
    for (const [email, tabs] of Object.entries(expected)) {
      const { context, page, errors } = await signIn(email, SMALL);
      await tabBar(page).waitFor({ timeout: TIMEOUT });
      expect(await linkNames(tabBar(page)), email).toEqual(tabs);
      // Fixed to the bottom edge of the screen, and the landing's tab is the current one.
      const box = await tabBar(page).boundingBox();
      expect(box && Math.round(box.y + box.height)).toBe(SMALL.height);
      expect(await tabBar(page).getByRole('link', { name: tabs[0] }).getAttribute('aria-current')).not.toBeNull();
      expect(errors).toEqual([]);
      await context.close();
    }

    // The traveler's tabs lead to their products; growing the window hides the bar.
    const { context, page, errors } = await signIn('traveler@caravan.test', SMALL);
    await page.waitForURL((u) => u.pathname.startsWith('/app/traveler/trips/'), { timeout: TIMEOUT });
    const trip = path(page).split('/')[4];
    const bar = tabBar(page);
    expect(await bar.getByRole('link', { name: 'My Trips' }).getAttribute('aria-current')).toBe('true');
    await bar.getByRole('link', { name: 'Explore' }).click();
    await page.waitForURL((u) => u.pathname === '/app/traveler/explore', { timeout: TIMEOUT });
    await expect.poll(() => h1(page).textContent(), { timeout: TIMEOUT }).toBe('Explore');
    expect(await bar.getByRole('link', { name: 'Explore' }).getAttribute('aria-current')).toBe('page');
    expect(await bar.getByRole('link', { name: 'My Trips' }).getAttribute('aria-current')).toBeNull();
    await bar.getByRole('link', { name: 'My Trips' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/app/traveler/trips/'), { timeout: TIMEOUT });

    // The checkout-style pages that hide the app's navigation hide the bar too (TRV-019, TRV-068).
    await page.goto(`${caravan.url}/app/traveler/trips/${trip}/update-payment-method`);
    await expect.poll(() => h1(page).textContent(), { timeout: TIMEOUT }).toBe('Update Payment Method');
    expect(await bar.count()).toBe(0);
    await page.goto(`${caravan.url}/app/traveler/trips/${trip}/trip-overview`);
    await bar.waitFor({ timeout: TIMEOUT });

    await page.setViewportSize({ width: LARGE_SCREEN_MIN_WIDTH_PX, height: 800 });
    await expect.poll(() => bar.count()).toBe(0);
    await page.setViewportSize({ width: LARGE_SCREEN_MIN_WIDTH_PX - 1, height: 800 });
    await expect.poll(() => bar.count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();

    // Opened on a large screen, there is no bottom navigation at all.
    const wide = await signIn('host@caravan.test', LARGE);
    await expect.poll(() => h1(wide.page).textContent(), { timeout: TIMEOUT }).toBe('Host Portal');
    expect(await tabBar(wide.page).count()).toBe(0);
    await wide.context.close();
  });

  test('[PLT-031] [PLT-039] the shell has no axe violations on a small screen (menu open) and on a large one', async () => {
    const { context, page, errors } = await signIn('host@caravan.test', SMALL);
    await expect.poll(() => h1(page).textContent(), { timeout: TIMEOUT }).toBe('Host Portal');
    await tabBar(page).waitFor();
    await announcerSettled(page);
    expect(await axeViolations(page)).toEqual([]);
    await mainNav(page).getByRole('button', { name: 'Menu' }).click();
    await mainNav(page).getByRole('link', { name: 'Home' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(LARGE);
    await expect.poll(() => tabBar(page).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
