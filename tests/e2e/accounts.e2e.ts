// The public account pages in Chromium: forgot password to a new password by the e-mailed link, account activation,
// refused links, and axe on the forms. Links are read from the API's outbox folder, as a user reads the e-mail.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { ACCOUNT_EMAIL_SUBJECTS, CHECK_INBOX_MESSAGE } from '../../apps/api/src/auth/accounts.constants.js';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo-accounts.js';
import { axeViolations, collectPageErrors } from './support/browser.js';
import { type CaravanProcess, startCaravan } from './support/server.js';

let caravan: CaravanProcess;
let browser: Browser;
let workDir: string;
let outboxDir: string;

// This file's server writes its e-mails to an outbox folder the tests read, so it runs its own.
test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  workDir = mkdtempSync(join(tmpdir(), 'caravan-e2e-accounts-'));
  outboxDir = join(workDir, 'outbox');
  caravan = await startCaravan({ OUTBOX_DIR: outboxDir }, { dataDir: join(workDir, 'data') });
});
test.afterAll(async () => {
  await caravan?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest e-mail to `to` with `subject` in the outbox (files are named by send time), or undefined. */
function newestMail(to: string, subject: string): OutboxMail | undefined {
  let names: string[];
  try {
    names = readdirSync(outboxDir).filter((n) => n.endsWith('.json'));
  } catch {
    return undefined;
  }
  return names
    .sort()
    .reverse()
    .map((n) => JSON.parse(readFileSync(join(outboxDir, n), 'utf8')) as OutboxMail)
    .find((m) => m.to === to && m.subject === subject);
}

/** How many e-mails to `to` with `subject` the outbox holds. */
function mailCount(to: string, subject: string): number {
  try {
    return readdirSync(outboxDir)
      .filter((n) => n.endsWith('.json'))
      .map((n) => JSON.parse(readFileSync(join(outboxDir, n), 'utf8')) as OutboxMail)
      .filter((m) => m.to === to && m.subject === subject).length;
  } catch {
    return 0;
  }
}

/** The portal path of the link in a mail (its origin is the environment's fixed one, not this test server's). */
function linkPath(mail: OutboxMail | undefined, prefix: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${prefix}/[A-Za-z0-9_%-]+)`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`No ${prefix} link in: ${mail?.text}`);
  return match[1];
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('public account pages', () => {
  test('[PLT-012] [PLT-009] forgot password: the e-mailed link sets a new password that signs in', async () => {
    const email = 'host2@caravan.test';
    const newPassword = 'a brand new caravan password';
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto(`${caravan.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((u) => u.pathname === '/forgot-password');
    await expect.poll(() => h1(page).textContent()).toBe('Forgot your password?');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText(CHECK_INBOX_MESSAGE).count(), { timeout: 15_000 }).toBe(1);

    await expect.poll(() => mailCount(email, ACCOUNT_EMAIL_SUBJECTS.passwordReset), { timeout: 15_000 }).toBe(1);
    const path = linkPath(newestMail(email, ACCOUNT_EMAIL_SUBJECTS.passwordReset), '/change-password');
    await page.goto(`${caravan.url}${path}`);
    await expect.poll(() => page.getByText(email).count(), { timeout: 15_000 }).toBe(1);
    expect(await h1(page).textContent()).toBe('Choose a new password');
    expect(await axeViolations(page)).toEqual([]);

    // The confirmation must repeat the password before anything is sent.
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password').fill(`${newPassword}!`);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => page.getByText('The passwords do not match.').count()).toBe(1);

    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 15_000 });
    await expect.poll(() => page.getByText('Your password was changed.', { exact: false }).count()).toBe(1);

    // The old password no longer works; the new one does.
    await signIn(page, email, DEMO_PASSWORD);
    await expect.poll(() => page.getByText('Sign in failed').count(), { timeout: 15_000 }).toBe(1);
    await signIn(page, email, newPassword);
    await page.waitForURL((u) => u.pathname === '/app/host', { timeout: 30_000 });

    // The link works once.
    await page.goto(`${caravan.url}${path}`);
    await expect.poll(() => h1(page).textContent(), { timeout: 15_000 }).toBe('This reset link was already used');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('[PLT-009] [PLT-011] a reset link that is not valid explains it and offers a new link', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${caravan.url}/change-password/not-a-real-token`);
    await expect.poll(() => h1(page).textContent(), { timeout: 15_000 }).toBe('This reset link is not valid');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL((u) => u.pathname === '/forgot-password');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('[PLT-010] [PLT-011] create account: a refused link goes to the activation-error page; the newest link activates', async () => {
    const email = 'nora.new@example.com';
    const password = 'nora chooses a long password';
    const signup = await fetch(`${caravan.url}/api/authentication/signup/host`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, firstName: 'Nora', lastName: 'New' }),
    });
    expect(signup.status).toBe(200);
    await expect.poll(() => mailCount(email, ACCOUNT_EMAIL_SUBJECTS.activation), { timeout: 15_000 }).toBe(1);
    const firstLink = linkPath(newestMail(email, ACCOUNT_EMAIL_SUBJECTS.activation), '/create-account');

    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // A link that is not valid lands on the activation-error page, which sends a new link.
    await page.goto(`${caravan.url}/create-account/not-a-real-token`);
    await page.waitForURL((u) => u.pathname === '/activation-error/invalid', { timeout: 15_000 });
    await expect.poll(() => h1(page).textContent()).toBe('This activation link is not valid');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect.poll(() => page.getByText(CHECK_INBOX_MESSAGE).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => mailCount(email, ACCOUNT_EMAIL_SUBJECTS.activation), { timeout: 15_000 }).toBe(2);

    // The new link replaced the first one.
    await page.goto(`${caravan.url}${firstLink}`);
    await page.waitForURL((u) => u.pathname === '/activation-error/used', { timeout: 15_000 });
    await expect.poll(() => h1(page).textContent()).toBe('This activation link was already used');

    const newestLink = linkPath(newestMail(email, ACCOUNT_EMAIL_SUBJECTS.activation), '/create-account');
    expect(newestLink).not.toBe(firstLink);
    await page.goto(`${caravan.url}${newestLink}`);
    await expect.poll(() => h1(page).textContent(), { timeout: 15_000 }).toBe('Welcome, Nora');
    await expect.poll(() => page.getByText(email).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Activate account' }).click();
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 15_000 });
    await expect.poll(() => page.getByText('Your account is active.', { exact: false }).count()).toBe(1);
    await signIn(page, email, password);
    await page.waitForURL((u) => u.pathname === '/app/host', { timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  test('[PLT-009] /change-password signed out asks to sign in first', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${caravan.url}/change-password`);
    await expect
      .poll(() => page.getByText('Sign in first to change your password.').count(), { timeout: 15_000 })
      .toBe(1);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('destination')).toBe('/change-password');
    await context.close();
  });

  test('[PLT-009] a signed-in user changes the password with the current one', async () => {
    const email = 'cohost@caravan.test';
    const newPassword = 'cohost has a fresh password';
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${caravan.url}/login?destination=${encodeURIComponent('/change-password')}`);
    await signIn(page, email, DEMO_PASSWORD);
    await page.waitForURL((u) => u.pathname === '/change-password', { timeout: 30_000 });
    await expect.poll(() => page.getByText(email).count(), { timeout: 15_000 }).toBe(1);
    // Axe on a fresh load: react-aria's live announcer left by the sign-in button's pending state is the login page's.
    await page.reload();
    await expect.poll(() => page.getByText(email).count(), { timeout: 15_000 }).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Current password').fill('not the password');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => page.getByText('The current password is incorrect.').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);

    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL((u) => u.pathname === '/app/host', { timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  test('/forgot-password has no axe violations', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${caravan.url}/forgot-password`);
    await page.getByLabel('Email').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
