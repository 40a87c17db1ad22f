// The account area (/account, /account/profile, /account/address) and the traveler root: the redirect to the first
// suitable trip, and 'Welcome!' when there is none.
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';

test.describe.configure({ timeout: 240_000 });

test('[TRV-065] [TRV-066] [TRV-067] the account area saves the profile and the address, and says when a save failed', async ({
  freshCaravan,
  signIn,
}) => {
  const server = await freshCaravan();
  const { page, context } = await signIn('traveler@caravan.test', { server });
  await page.waitForURL(/\/app\/traveler\/trips\//, { timeout: STEP_TIMEOUT });
  await page.getByRole('link', { name: 'Your account' }).click();
  await page.waitForURL(/\/app\/traveler\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('traveler@caravan.test', {
    timeout: STEP_TIMEOUT,
  });
  await expect(page.getByRole('region', { name: 'Address' })).toContainText('No mailing address yet.');

  // Profile.
  const sections = page.getByRole('navigation', { name: 'Account sections' });
  await sections.getByRole('link', { name: 'Profile' }).click();
  await page.waitForURL(/\/account\/profile$/);
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByRole('textbox', { name: 'Last name' }).fill('Traveler-Jones');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Your profile was updated successfully.')).toBeVisible({ timeout: STEP_TIMEOUT });

  // Address: a missing field first, then a server failure keeps what was typed, then the save.
  await sections.getByRole('link', { name: 'Address' }).click();
  await page.waitForURL(/\/account\/address$/);
  const address = page.getByRole('region', { name: 'Address' });
  await address.getByRole('textbox', { name: 'Street address' }).fill('1 Main St', { timeout: STEP_TIMEOUT });
  await address.getByRole('textbox', { name: 'City' }).fill('Springfield');
  await address.getByRole('textbox', { name: 'Country' }).fill('us');
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(address.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription(/Required/);
  await address.getByRole('textbox', { name: 'Postal code' }).fill('62701');

  await context.route('**/api/me/account/address', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  );
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(address.getByText('There was an error saving your address. Please try again.')).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await expect(address.getByRole('textbox', { name: 'Postal code' })).toHaveValue('62701');
  await context.unroute('**/api/me/account/address');
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(address.getByText('Your address was updated successfully.')).toBeVisible({ timeout: STEP_TIMEOUT });

  await sections.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('region', { name: 'Address' })).toContainText('1 Main St', { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Traveler-Jones');
});

test('[TRV-010] [TRV-016] [TRV-017] the root opens the first suitable trip, or says Welcome! when there is none', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('traveler@caravan.test', { server: caravan });
  await page.goto(`${caravan.url}/app/traveler`);
  await page.waitForURL(/\/app\/traveler\/trips\/[^/]+\/trip-overview$/, { timeout: STEP_TIMEOUT });

  const empty = await signIn('traveler2@caravan.test', {
    server: caravan,
    prepare: (context) =>
      context.route(/\/api\/me\/trips(\?.*)?$/, (route) =>
        route.fulfill({ json: { success: true, data: { items: [], nextCursor: null } } }),
      ),
  });
  await empty.page.goto(`${caravan.url}/app/traveler`);
  await expect(empty.page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(empty.page.getByText('Just click on a Trip to start reviewing')).toBeVisible();
});
