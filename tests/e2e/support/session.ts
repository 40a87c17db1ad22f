// Signing a demo account in (through the login API the form calls), and opening one of the traveler's trips, for helpers that
// hold the browser themselves (the `signIn` fixture is the same steps for a test).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { LoginPage } from '../pages/login.page.js';
import { TravelerTripPage } from '../pages/traveler-trip.page.js';
import { collectPageErrors } from './browser.js';
import { DESKTOP, STEP_TIMEOUT } from './fixtures.js';
import type { CaravanProcess } from './server.js';

export { DESKTOP, PHONE, STEP_TIMEOUT } from './fixtures.js';

export interface SignedInPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions of the page, for an `expect(errors).toEqual([])` at the end. */
  errors: string[];
}

/** A new browser context signed in as `email` (demo password) on `server`, past the login page. */
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
  await new LoginPage(page, server).signInByApi(email);
  return { context, page, errors };
}

/** From the traveler app, opens the trip named `tripName` with the trip switcher and waits for its header. */
export const openTravelerTrip = (page: Page, tripName: string) => new TravelerTripPage(page).open(tripName);

/** `signIn`, then waits for the signed-in shell's header (its Sign out button): the shell journeys start there. */
export async function signInToShell(
  browser: Browser,
  server: CaravanProcess,
  email: string,
  viewport: { width: number; height: number },
): Promise<SignedInPage> {
  const signedIn = await signIn(browser, server, email, { viewport });
  await signedIn.page.getByRole('banner').getByRole('button', { name: 'Sign out' }).waitFor({ timeout: STEP_TIMEOUT });
  return signedIn;
}
