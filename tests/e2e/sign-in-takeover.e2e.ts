// The sign-in page paints from the server's HTML before any of the portal's script has run (issue 29 point 4,
// apps/api/src/views/sign-in.page.ts): its heading and form in the portal's layout, the fields disabled with a note
// saying the form is loading; the portal's LoginPage then replaces it in place, its fields live.
import type { Route } from '@playwright/test';
import { expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

test('[issue 29] /login paints its heading and a waiting form from the HTML; the portal takes over without moving them', async ({
  browser,
  caravan,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  // The portal's entry is held: what shows meanwhile is the server's page alone.
  const held: Route[] = [];
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => {
    held.push(route);
  });
  await page.goto(`${caravan.url}/login`, { waitUntil: 'commit' });
  const server = page.locator('main[data-prerendered="sign-in"]');
  const heading = page.getByRole('heading', { level: 1, name: 'Welcome back' });
  await expect(server.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible({ timeout: STEP_TIMEOUT });
  const email = page.getByLabel('Email');
  await expect(email).toBeDisabled();
  await expect(email).toHaveAccessibleDescription(/sign-in form is loading/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  const before = { heading: await heading.boundingBox(), field: await email.boundingBox() };

  await expect.poll(() => held.length, { timeout: STEP_TIMEOUT }).toBeGreaterThan(0);
  for (const route of held) await route.continue();
  await expect(server).toHaveCount(0, { timeout: STEP_TIMEOUT });
  await expect(email).toBeEnabled();
  expect(await heading.boundingBox()).toEqual(before.heading);
  expect(await email.boundingBox()).toEqual(before.field);
  await email.fill('traveler@caravan.test');
  await expect(email).toHaveValue('traveler@caravan.test');
  await context.close();
});
