// Each demo account signs in through the real portal in Chromium and lands in its own app.
import { HOST_APP_ROUTES } from '@caravan/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo-accounts.js';
import { axeViolations, collectPageErrors, launchBrowser } from './support/browser.js';
import { type CaravanProcess, startCaravan } from './support/server.js';

let caravan: CaravanProcess;
let browser: Browser;

beforeAll(async () => {
  [caravan, browser] = await Promise.all([startCaravan(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await caravan?.stop();
});

/** What each landing shows: its document title, and a first heading (the traveler app opens on their trip). */
const landingOf: Record<string, { title: string; heading: RegExp }> = {
  '/admin': { title: 'Admin Portal', heading: /Users/ },
  '/app/operator': { title: 'Operator Portal', heading: /Operator Portal/ },
  '/app/host': { title: 'Host Portal', heading: /Host Portal/ },
  '/app/traveler': { title: 'Traveler Portal', heading: /\S/ },
};

describe('sign-in in the browser', () => {
  const requirement: Record<string, string> = {
    admin: '[PLT-019]',
    operator: '[PLT-004] [PLT-020]',
    host: '[PLT-006] [PLT-020]',
    traveler: '[PLT-005] [PLT-020]',
  };
  for (const account of DEMO_ACCOUNTS) {
    it(`${requirement[account.group]} ${account.email} signs in and lands on ${account.landing}`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`${caravan.url}/login`);
      await expect.poll(() => page.title()).toBe('Login');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      // The traveler app goes on to the traveler's first suitable trip, under /app/traveler.
      await page.waitForURL((u) => u.pathname === account.landing || u.pathname.startsWith(`${account.landing}/`), {
        timeout: 30_000,
      });
      const landing = landingOf[account.landing];
      await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(landing?.title);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 15_000 })
        .toMatch(landing?.heading ?? /./);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('[TRV-024] a traveler whose waiver is unsigned sees the waiver prompt instead of the trip', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${caravan.url}/login`);
    await page.getByLabel('Email').fill('companion@caravan.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 30_000 })
      .toBe('Sign your waiver to see Machu Picchu with Hana');
    expect(await page.getByRole('navigation', { name: 'Trip sections' }).count()).toBe(0);
    await context.close();
  });

  it('[PLT-008] returns to the destination after sign-in, not to the default landing page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // A host lands on /app/host by default: the destination is another page, with a query to keep.
    const destination = `${HOST_APP_ROUTES.audience}?tab=survey`;
    await page.goto(`${caravan.url}/login?destination=${encodeURIComponent(destination)}`);
    await page.getByLabel('Email').fill('host@caravan.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname !== '/login', { timeout: 30_000 });
    const landed = new URL(page.url());
    expect(`${landed.pathname}${landed.search}`).toBe(destination);
    await context.close();
  });

  it('[PLT-008] a destination that would leave the site is ignored: the user lands on the default page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${caravan.url}/login?destination=${encodeURIComponent('/\\evil.example/phish')}`);
    await page.getByLabel('Email').fill('host@caravan.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/app/host'), { timeout: 30_000 });
    expect(new URL(page.url()).host).toBe(new URL(caravan.url).host);
    await context.close();
  });

  it('[PLT-056] shows the server error text when the password is wrong', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${caravan.url}/login`);
    await page.getByLabel('Email').fill('operator2@caravan.test');
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('The email or password is incorrect.').count(), { timeout: 15_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('[PLT-050] sends a visitor without a session to /error/401 when a call is refused', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${caravan.url}/admin`);
    await page.waitForURL((u) => u.pathname === '/error/401' || u.pathname === '/login', { timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/error/401');
    await context.close();
  });

  it('[PLT-016] shows a not-found page for an unknown route', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${caravan.url}/no/such/page`);
    await expect.poll(() => page.getByText(/not found/i).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await context.close();
  });

  it('the login page has no axe violations', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${caravan.url}/login`);
    await page.getByLabel('Email').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
