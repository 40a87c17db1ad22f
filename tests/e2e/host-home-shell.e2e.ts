// The host header and the home's modals in Chromium: Share Profile and the help icon for hosts only, the avatar's
// drawer with each group's links and the profile-completion badge, and Home's congratulation, survey timeline, audience
// export and empty states. Nothing here changes data: the worker's server.
import { HOME_MESSAGES } from '@caravan/domain';
import type { Page } from '@playwright/test';
import { DESKTOP, STEP_TIMEOUT, expect, test } from './support/fixtures.js';

const banner = (page: Page) => page.getByRole('banner');
const avatar = (page: Page) => banner(page).getByRole('button', { name: /^Account menu/ });
const drawer = (page: Page) => page.getByRole('navigation', { name: 'Account' });
const drawerLinks = async (page: Page) =>
  drawer(page)
    .getByRole('link')
    .evaluateAll((els) => els.map((e) => [e.textContent?.trim(), e.getAttribute('href')]));

test('[PLT-032] [PLT-033] [PLT-034] [PLT-040] [PLT-041] [PLT-042] [PLT-043] [PLT-045] a host has Share Profile and help in the header, and the avatar toggles the drawer of their links', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('host', { viewport: DESKTOP });
  await page.goto(`${caravan.url}/app/host/trips`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('My Trips', { timeout: STEP_TIMEOUT });

  // Share Profile in the global navigation: a qualified host sees both options.
  await banner(page).getByRole('button', { name: 'Share Profile' }).click();
  const share = page.getByRole('dialog', { name: 'Share Profile' });
  expect(
    await share.locator('[data-option]').evaluateAll((els) => els.map((e) => e.getAttribute('data-option'))),
  ).toEqual(['focusOnTrips', 'focusOnSurvey']);
  await share.getByRole('button', { name: 'Close' }).click();
  await expect(share).toBeHidden();

  // The help icon opens help in a new tab (not followed: the journey refuses outside hosts).
  const help = banner(page).getByRole('link', { name: 'Help' });
  await expect(help).toHaveAttribute('href', /^https:\/\//);
  await expect(help).toHaveAttribute('target', '_blank');

  // The avatar toggles the drawer; host@'s profile is complete, so no badge.
  await expect(avatar(page)).toHaveAccessibleName('Account menu', { timeout: STEP_TIMEOUT });
  await expect(avatar(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer(page)).toHaveCount(0);
  await avatar(page).click();
  await expect(avatar(page)).toHaveAttribute('aria-expanded', 'true');
  expect(await drawerLinks(page)).toEqual([
    ['Public Profile', '/app/host/public-profile'],
    ['Account', '/app/account'],
    ['Refer a Host', '/app/host/referral'],
    ['Change Password', '/change-password'],
    ['Log Out', '/logout'],
  ]);
  // Escape closes it and gives the focus back to the avatar; a second press of the avatar opens it again.
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toHaveCount(0);
  await expect(avatar(page)).toBeFocused();
  await avatar(page).click();
  await expect(drawer(page)).toBeVisible();
  await avatar(page).click();
  await expect(drawer(page)).toHaveCount(0);
});

test('[PLT-035] [PLT-036] [PLT-044] a host with an incomplete profile sees the badge; an operator has no badge, no Share Profile, no help, and Get Help in the drawer', async ({
  signIn,
  caravan,
}) => {
  const zoe = (await signIn('zoe.zero@caravan.test', { viewport: DESKTOP })).page;
  await zoe.goto(`${caravan.url}/app/host/trips`);
  // Level ZERO is not qualified: the badge is the warning one (incomplete, not required).
  await expect(avatar(zoe)).toHaveAccessibleName('Account menu, Your public profile is incomplete', {
    timeout: STEP_TIMEOUT,
  });
  await expect(avatar(zoe).locator('.pt-Avatar-badge')).toHaveAttribute('data-variant', 'warning');

  const { page } = await signIn('operator', { viewport: DESKTOP });
  await page.goto(`${caravan.url}/app`);
  await expect(avatar(page)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(avatar(page)).toHaveAccessibleName('Account menu');
  await expect(avatar(page).locator('.pt-Avatar-badge')).toHaveCount(0);
  await expect(banner(page).getByRole('button', { name: 'Share Profile' })).toHaveCount(0);
  await expect(banner(page).getByRole('link', { name: 'Help' })).toHaveCount(0);
  await avatar(page).click();
  const labels = (await drawerLinks(page)).map(([label]) => label);
  expect(labels).toEqual(['Account', 'Change Password', 'Get Help', 'Log Out']);
});

test('[HOM-009] [HOM-010] [HOM-011] Home shows the congratulation after a request, the survey timeline with videos, and the audience export', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('host', { viewport: DESKTOP });
  // Where 'Back to Home' leads after a trip request: the dashboard, congratulating.
  await page.goto(`${caravan.url}/app/host/home/dashboard?modal=trip-requested`);
  const congrats = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(congrats).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(congrats).toContainText('business days');
  await congrats.getByRole('button', { name: 'Got it' }).click();
  await expect(congrats).toBeHidden();
  // Closing drops the query: a reload does not congratulate again.
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: "What's Next" })).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(congrats).toHaveCount(0);

  // The survey timeline and its videos.
  await page.getByRole('main').getByRole('button', { name: 'Survey Timeline' }).click();
  const timeline = page.getByRole('dialog', { name: 'Survey timeline' });
  await expect(timeline.getByRole('listitem').filter({ hasText: 'responses' })).toHaveCount(2);
  const videos = timeline.getByRole('link');
  await expect(videos).toHaveCount(2);
  for (const v of await videos.all()) await expect(v).toHaveAttribute('target', '_blank');
  await timeline.getByRole('button', { name: 'Close' }).click();
  await expect(timeline).toBeHidden();

  // The audience export: offered when the host has an audience, disabled when it is empty (as the API says).
  const audience = await page.request.get(`${caravan.url}/api/me/audience`);
  const total = ((await audience.json()) as { data: { totalAudience: number } }).data.totalAudience;
  const exportButton = page.getByRole('main').getByRole('button', { name: 'Export Data' });
  if (total === 0) await expect(exportButton).toBeDisabled();
  else {
    await expect(exportButton).toBeEnabled();
    await exportButton.click();
    const dialog = page.getByRole('dialog', { name: 'Export Data' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('[HOM-044] [HOM-045] with no upcoming trips and no important dates the dashboard says so and offers the itineraries', async ({
  signIn,
  caravan,
}) => {
  // host@'s calls answered empty: the dashboard's two empty states.
  const { page } = await signIn('host', {
    viewport: DESKTOP,
    prepare: async (context) => {
      await context.route(/\/api\/me\/trips\?/, (route) =>
        route.fulfill({ json: { success: true, data: { items: [], nextCursor: null } } }),
      );
      await context.route(/\/api\/me\/host\/important-dates\?/, (route) =>
        route.fulfill({ json: { success: true, data: { items: [], nextCursor: null } } }),
      );
    },
  });
  await page.goto(`${caravan.url}/app/host/home/dashboard`);
  const upcoming = page.getByRole('region', { name: "What's Next" });
  await expect(upcoming).toContainText('You have no upcoming trips', { timeout: STEP_TIMEOUT });
  await expect(upcoming.getByRole('link', { name: 'Browse itineraries to request another trip' })).toHaveAttribute(
    'href',
    '/app/host/itineraries',
  );
  const dates = page.getByRole('region', { name: 'Important Dates' });
  await expect(dates).toContainText('You have no important dates');
  await expect(dates.getByRole('link', { name: 'Browse itineraries to request another trip' })).toHaveAttribute(
    'href',
    '/app/host/itineraries',
  );
});

test('[HOM-043] when the dashboard’s trips fail to load, one toast at the top right says so, and a failed retry adds none', async ({
  signIn,
  caravan,
}) => {
  let calls = 0;
  const { page } = await signIn('host', {
    viewport: DESKTOP,
    prepare: (context) =>
      context.route(/\/api\/me\/trips\?/, (route) => {
        calls += 1;
        return route.fulfill({ status: 503, json: { success: false, error: 'Down a moment', code: 'UNAVAILABLE' } });
      }),
  });
  await page.goto(`${caravan.url}/app/host/home/dashboard`);
  const toast = page.locator('.cv-Toast', { hasText: HOME_MESSAGES.loadErrorTitle });
  await expect(toast).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(toast).toContainText(HOME_MESSAGES.loadErrorDescription);
  const box = await toast.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x + box.width > width * 0.75 && box.y < 200, JSON.stringify(box)).toBe(true);

  // From here every toast the page adds is counted; the retry fails again and must add none.
  await page.evaluate(() => {
    const w = window as unknown as { toastsAdded: number };
    w.toastsAdded = 0;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of Array.from(r.addedNodes))
          if (n instanceof Element && (n.matches('.cv-Toast') || n.querySelector('.cv-Toast'))) w.toastsAdded += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });
  const before = calls;
  const retry = page.getByRole('button', { name: 'Try again' });
  await retry.click();
  await expect.poll(() => calls, { timeout: STEP_TIMEOUT }).toBeGreaterThan(before);
  await expect(retry).toBeEnabled({ timeout: STEP_TIMEOUT });
  expect(await page.evaluate(() => (window as unknown as { toastsAdded: number }).toastsAdded)).toBe(0);
});
