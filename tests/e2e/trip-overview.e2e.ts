// Trip Overview in Chromium as the demo traveler: the Traveler Portal header, the overview and help cards, the support
// contact, the visa card on the confirmed booking (not on the pending one), the external links opening in a new tab
// without an opener or referrer, and axe on the tab. Nothing here changes data, so one server serves every test.
import { TRAVELER_EXTERNAL_LINKS } from '@caravan/domain';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { axeViolations, stubOutsideSites } from './support/browser.js';
import type { CaravanProcess } from './support/server.js';
import { STEP_TIMEOUT, type SignedInPage, openTravelerTrip, signIn } from './support/session.js';

/** traveler@'s bookings: ORD-5001 on the live trip in Peru (confirmed) and ORD-5003 (pending); both need a passport. */
const CONFIRMED_TRIP = 'Machu Picchu with Hana';
/** ORD-5003's trip: early-confirmed (pending to travelers), minimum 3 spots. */
const PENDING_TRIP = 'Inca Trail in Style';
/** ORD-5007's trip: complete. */
const COMPLETE_TRIP = 'Machu Picchu Spring Departure';
const TIMEOUT = STEP_TIMEOUT;
const SLOW = 120_000;
/** What the visible text of an external link ends with (the visually hidden new-tab hint). */
const NEW_TAB = ' (opens in a new tab)';

let browser: Browser;
let caravan: CaravanProcess;

// The worker's browser and server: nothing here changes data.
test.beforeAll(({ browser: workerBrowser, caravan: workerCaravan }) => {
  browser = workerBrowser;
  caravan = workerCaravan;
});

/** Signs in as the demo traveler and opens a trip's Trip Overview tab from the trip switcher. */
async function openOverview(tripName: string): Promise<SignedInPage> {
  const signedIn = await signIn(browser, caravan, 'traveler@caravan.test');
  // The outside pages the links open are answered by the harness's stub page (the test machine is offline).
  await stubOutsideSites(signedIn.context);
  const { page } = signedIn;
  await openTravelerTrip(page, tripName);
  await page.waitForURL((u) => u.pathname.endsWith('/trip-overview'), { timeout: TIMEOUT });
  await page.getByRole('heading', { name: 'Booking Status' }).waitFor({ timeout: TIMEOUT });
  return signedIn;
}

/** A card of the overview, by its title. */
const card = (page: Page, title: string): Locator =>
  page.locator('section.cv-Card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Expects an external link: its address, a new tab, and neither opener nor referrer handed over. */
async function expectExternal(link: Locator, href: string) {
  expect(await link.getAttribute('href')).toBe(href);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
}

test.describe.configure({ timeout: SLOW });

test.describe('Trip Overview in the browser', () => {
  test('[TRV-015] [TRV-026] [TRV-028] [TRV-029] the Traveler Portal header, the overview cards, help cards and support contact', async () => {
    const { context, page, errors } = await openOverview(CONFIRMED_TRIP);
    const main = page.getByRole('main');
    // The app's own header, inside the page (the site header's nav link says the same, outside main).
    expect(await main.getByText('Traveler Portal', { exact: true }).isVisible()).toBe(true);
    expect(await main.locator('header').first().getByRole('navigation', { name: 'Your trips' }).count()).toBe(1);

    await page.getByRole('heading', { name: 'Welcome Tara!' }).waitFor();
    for (const title of ['Booking Status', 'Upcoming For You', 'Need help?', 'Take your trip with you']) {
      expect(await page.getByRole('heading', { name: title, exact: true }).count()).toBe(1);
    }
    // ORD-5001 has a balance due.
    expect(await page.getByRole('heading', { name: 'Remaining Balance', exact: true }).count()).toBe(1);

    const help = card(page, 'Need help?');
    const email = help.getByRole('link', { name: 'support@caravan.test', exact: true });
    expect(await email.getAttribute('href')).toBe('mailto:support@caravan.test');
    const phone = help.getByRole('link', { name: '+1 (555) 010-0199', exact: true });
    expect(await phone.getAttribute('href')).toBe('tel:+15550100199');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('[TRV-030] [TRV-031] the confirmed booking on a passport trip shows the visa card with its external application link', async () => {
    const { context, page, errors } = await openOverview(CONFIRMED_TRIP);
    const visa = card(page, 'Visa');
    await visa.waitFor();
    expect(await visa.textContent()).toContain('Peru');
    const apply = visa.getByRole('link', { name: `Apply for a visa${NEW_TAB}`, exact: true });
    await expectExternal(apply, `${TRAVELER_EXTERNAL_LINKS.visaApplication}?country=Peru`);

    // Following it opens the application in a new tab, and the new tab cannot reach back to Caravan.
    const [popup] = await Promise.all([context.waitForEvent('page'), apply.click()]);
    // A noopener popup starts on an empty document: wait for the navigation, not the first load event.
    await popup.waitForURL(`${TRAVELER_EXTERNAL_LINKS.visaApplication}?country=Peru`, { timeout: TIMEOUT });
    expect(await popup.evaluate(() => window.opener === null && document.referrer === '')).toBe(true);
    expect(page.url()).toMatch(/\/trip-overview$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('[TRV-030] [TRV-044] a pending booking on a passport trip shows no visa card, and when the trip confirms', async () => {
    const { context, page, errors } = await openOverview(PENDING_TRIP);
    await expect(card(page, 'Booking Status')).toContainText('The trip will be confirmed when 3 people book.');
    await page.getByRole('heading', { name: 'Need help?' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Visa', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Apply for a visa/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('[MKT-043] [TRV-016] the traveler lands on the next upcoming trip, not the completed one, its status read consistently', async () => {
    const signedIn = await signIn(browser, caravan, 'traveler@caravan.test');
    const { page, context, errors } = signedIn;
    await page.goto(`${caravan.url}/app/traveler`);
    await page.waitForURL((u) => u.pathname.endsWith('/trip-overview'), { timeout: TIMEOUT });
    await page.getByRole('heading', { name: 'Booking Status' }).waitFor({ timeout: TIMEOUT });
    // The nearest departure among active bookings (Inca Trail, March 2027), never the complete Machu Picchu Spring one.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(PENDING_TRIP);
    const status = card(page, 'Booking Status');
    await expect(status).toContainText('Your booking');
    await expect(status).toContainText('The trip');
    expect(errors).toEqual([]);
    await context.close();
  });

  test("[TRV-043] a complete trip's Booking Status says 'The trip was completed!'", async () => {
    const { context, page, errors } = await openOverview(COMPLETE_TRIP);
    await expect(card(page, 'Booking Status')).toContainText('The trip was completed!');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('[TRV-032] the help cards link out to contact support, the Terms and both app stores in a new tab', async () => {
    const { context, page, errors } = await openOverview(CONFIRMED_TRIP);
    const help = card(page, 'Need help?');
    await expectExternal(
      help.getByRole('link', { name: `Contact support${NEW_TAB}`, exact: true }),
      TRAVELER_EXTERNAL_LINKS.contactSupport,
    );
    await expectExternal(
      help.getByRole('link', { name: `Terms${NEW_TAB}`, exact: true }),
      TRAVELER_EXTERNAL_LINKS.terms,
    );
    const app = card(page, 'Take your trip with you');
    await expectExternal(
      app.getByRole('link', { name: `Download on the App Store${NEW_TAB}`, exact: true }),
      TRAVELER_EXTERNAL_LINKS.appStore,
    );
    await expectExternal(
      app.getByRole('link', { name: `Get it on Google Play${NEW_TAB}`, exact: true }),
      TRAVELER_EXTERNAL_LINKS.googlePlay,
    );

    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      help.getByRole('link', { name: `Terms${NEW_TAB}`, exact: true }).click(),
    ]);
    await popup.waitForURL(TRAVELER_EXTERNAL_LINKS.terms, { timeout: TIMEOUT });
    expect(await popup.evaluate(() => window.opener === null)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('[TRV-015] [TRV-028] the Trip Overview tab has no axe violations', async () => {
    const { context, page, errors } = await openOverview(CONFIRMED_TRIP);
    await card(page, 'Visa').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    // react-aria's live announcer keeps a transient message node (role=img) for a few seconds: let it expire.
    await expect.poll(() => page.locator('[role=log] [role=img]').count(), { timeout: 15_000 }).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
