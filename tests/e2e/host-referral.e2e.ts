// Journey (f), Refer-a-Friend on a phone: the page's title, the shareable link, Learn More, the copy confirmation for
// 2 seconds and the link on the clipboard; then a browser that refuses the clipboard gets an error toast.
import { REFERRAL_PAGE_TITLE } from '@caravan/domain';
import { expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

test('[REF-002] [REF-003] [REF-004] [REF-006] a host copies their referral link on a phone', async ({
  caravan,
  signIn,
}) => {
  const { page } = await signIn('host', {
    viewport: PHONE,
    prepare: (context) => context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: caravan.url }),
  });
  await page.goto(`${caravan.url}/app/host/referral`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REFERRAL_PAGE_TITLE, { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', /^https:\/\//);
  const link = page.getByRole('textbox', { name: 'Your referral link' });
  const url = await link.inputValue();
  expect(url).toMatch(new RegExp(`^${caravan.url}/signup\\?ref=`));

  await page.getByRole('button', { name: 'Copy link' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Link copied!' });
  await expect(confirmation).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const shownAt = Date.now();
  await expect(confirmation).toBeHidden({ timeout: 5000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1000);
});

test('[REF-005] a failed copy of the referral link shows an error toast', async ({ caravan, signIn }) => {
  const { page } = await signIn('host', {
    prepare: (context) =>
      context.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', {
          value: { writeText: () => Promise.reject(new Error('denied')) },
          configurable: true,
        });
      }),
  });
  await page.goto(`${caravan.url}/app/host/referral`);
  await page.getByRole('button', { name: 'Copy link' }).click({ timeout: STEP_TIMEOUT });
  await expect(page.locator('.cv-Toast', { hasText: 'Could not copy the link' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied!' })).toHaveCount(0);
});
