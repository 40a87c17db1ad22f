// Signing a demo account in through the real login page, and opening one of the traveler's trips: the first steps of
// most browser tests, in one place.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../apps/api/src/db/seed/demo-accounts.js';
import { collectPageErrors } from './browser.js';
import type { CaravanProcess } from './server.js';

/** How long a step that waits on the server may take on a loaded 2-core machine. */
export const STEP_TIMEOUT = 30_000;
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

export interface SignedInPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions of the page, for an `expect(errors).toEqual([])` at the end. */
  errors: string[];
}

/**
 * A new browser context signed in as `email` (demo password) on `server`, past the login page.
 * `prepare` runs on the context before the first page opens (routes for external sites, for example).
 */
export async function signIn(
  browser: Browser,
  server: CaravanProcess,
  email: string,
  options: { viewport?: { width: number; height: number }; prepare?: (context: BrowserContext) => Promise<void> } = {},
): Promise<SignedInPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP });
  await options.prepare?.(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname !== '/login', { timeout: STEP_TIMEOUT });
  return { context, page, errors };
}

/** From the traveler app, opens the trip named `tripName` with the trip switcher and waits for its header. */
export async function openTravelerTrip(page: Page, tripName: string): Promise<void> {
  await page.waitForURL((u) => u.pathname.startsWith('/app/traveler/trips/'), { timeout: STEP_TIMEOUT });
  await page
    .getByRole('navigation', { name: 'Your trips' })
    .getByRole('link', { name: new RegExp(tripName) })
    .click();
  await page.getByRole('heading', { level: 1, name: tripName }).waitFor({ timeout: STEP_TIMEOUT });
}
