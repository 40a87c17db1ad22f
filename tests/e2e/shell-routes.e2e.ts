// The portal's routes in Chromium: each host app route (PLT-028), the page title by area (RTE-009), the public error
// page (PLT-013), the /signup hand-over (PLT-007) and the load error when a page's code cannot be downloaded (PLT-052).
import { HOST_APP_ROUTES, REFERRAL_PAGE_TITLE } from '@caravan/domain';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import type { CaravanProcess } from './support/server.js';
import { DESKTOP, PHONE, STEP_TIMEOUT, type SignedInPage, signInToShell } from './support/session.js';

const TIMEOUT = STEP_TIMEOUT;
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
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

test.describe('routes and titles', () => {
  test('[PLT-028] [RTE-009] each host app route opens its page inside the Host Portal, titled Host Portal', async () => {
    const { context, page, errors } = await signIn('host@caravan.test', LARGE);
    const headings: Record<keyof typeof HOST_APP_ROUTES, string | null> = {
      home: null, // redirects to the dashboard or the progress page (HOM)
      trips: 'My Trips',
      audience: 'My Audience',
      itineraries: 'Itineraries',
      referral: REFERRAL_PAGE_TITLE,
      publicProfile: null, // the profile editor's preview: its Edit Profile link below
      publicProfileEdit: 'Edit Profile',
    };
    await page.goto(`${caravan.url}/app/host`);
    await expect(h1(page)).toHaveText('Host Portal', { timeout: TIMEOUT });
    for (const [key, route] of Object.entries(HOST_APP_ROUTES) as [keyof typeof HOST_APP_ROUTES, string][]) {
      // Inside the app, as its links go (no reload: the router follows the history).
      await page.evaluate((to) => window.history.pushState(null, '', to), route);
      const heading = headings[key];
      if (key === 'home') await page.waitForURL(/\/app\/host\/home\/(dashboard|progress)$/, { timeout: TIMEOUT });
      else if (key === 'publicProfile')
        await expect(page.getByRole('main').getByRole('link', { name: 'Edit Profile' })).toBeVisible({
          timeout: TIMEOUT,
        });
      if (heading) await expect(h1(page), route).toHaveText(heading, { timeout: TIMEOUT });
      expect(await page.getByRole('heading', { level: 1, name: 'Page not found' }).count(), route).toBe(0);
      expect(await page.title(), route).toBe('Host Portal');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  test('[PLT-052] a page whose code cannot be downloaded shows the load error; other pages and a reload still work', async ({
    journey,
  }) => {
    const { context, page, errors } = await signIn('host@caravan.test', LARGE);
    await page.goto(`${caravan.url}/app/host`);
    await expect(h1(page)).toHaveText('Host Portal', { timeout: TIMEOUT });
    // The referral page's code (its chunk and its styles) fails to download.
    const failing = /\/assets\/ReferralPage-[^/]+\.(js|css)$/;
    await page.route(failing, (route) => route.abort('failed'));
    await page.evaluate(() => window.history.pushState(null, '', '/app/host/referral'));
    await expect(page.getByText('This page could not be loaded', { exact: true }).first()).toBeVisible({
      timeout: TIMEOUT,
    });
    const reload = page.getByRole('button', { name: 'Reload the page' });
    await expect(reload).toBeVisible();
    expect(await mainNav(page).getByRole('link', { name: 'Home' }).count()).toBe(1);
    // Another page loads as usual; back on the failed one, a reload fetches it afresh.
    await page.evaluate(() => window.history.pushState(null, '', '/app/host/audience'));
    await expect(h1(page)).toHaveText('My Audience', { timeout: TIMEOUT });
    await page.goBack();
    await expect(reload).toBeVisible({ timeout: TIMEOUT });
    await page.unroute(failing);
    await reload.click();
    await expect(h1(page)).toHaveText(REFERRAL_PAGE_TITLE, { timeout: TIMEOUT });
    // React reports the caught load failure (the behaviour under test, so the journey leaves it out); nothing else.
    const loadFailure = (e: string) => e.includes('A part of the page failed to load.');
    expect(errors.some(loadFailure)).toBe(true);
    expect(errors.filter((e) => !loadFailure(e))).toEqual([]);
    await context.close();
    journey.errors.splice(0, journey.errors.length, ...journey.errors.filter((e) => !loadFailure(e)));
  });

  test('[PLT-013] [PLT-007] [RTE-009] /error/{statusCode?} is public; /signup hands over to the marketing sign-up form', async () => {
    const anonymous = await browser.newContext({ viewport: SMALL });
    // The built portal is a production bundle: the production marketing site, answered here by a stub.
    await anonymous.route('https://caravan.travel/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Host sign-up</title><main><h1>Host sign-up</h1></main></html>',
      }),
    );
    const visitor = await anonymous.newPage();
    await visitor.goto(`${caravan.url}/error`);
    await expect(h1(visitor)).toHaveText('Something went wrong', { timeout: TIMEOUT });
    await visitor.goto(`${caravan.url}/error/403`);
    await expect(h1(visitor)).toHaveText('Access denied', { timeout: TIMEOUT });
    expect(await visitor.getByText('Error 403').count()).toBe(1);
    await visitor.goto(`${caravan.url}/login`);
    await expect.poll(() => visitor.title(), { timeout: TIMEOUT }).toBe('Login');
    await visitor.goto(`${caravan.url}/signup?ref=friend42`);
    await visitor.waitForURL('https://caravan.travel/host-signup?ref=friend42', { timeout: TIMEOUT });
    await anonymous.close();
  });
});
