// The admin finds a user, reads their detail, impersonates them with one button and closes the banner back to the
// admin (MKT-021, PLT-024..026).
import { adminUserPath } from '@caravan/domain';
import { AdminUsersPage } from './pages/admin.page.js';
import { expect, test } from './support/fixtures.js';
import { PHONE } from './support/session.js';

test.describe('admin user detail', () => {
  test('[MKT-021] [PLT-025] [PLT-026] find a traveler, impersonate, and close back to their admin page', async ({
    signIn,
  }) => {
    const { page } = await signIn('admin');
    const users = new AdminUsersPage(page);
    await users.openUser('traveler2', 'traveler2@caravan.test');
    const userPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
    await expect(page.getByText('traveler2@caravan.test', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Bookings \(\d+\)$/ })).toBeVisible();
    // traveler2@ holds several bookings: a header row and at least one row each.
    const bookingRows = page.getByRole('grid', { name: 'Bookings' }).getByRole('row');
    await expect(bookingRows.nth(1)).toBeVisible();
    await expect(bookingRows.filter({ hasText: 'ORD-' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Impersonate' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/app/traveler'));
    const banner = users.banner();
    await expect(banner).toContainText('traveler2@caravan.test');
    await expect(banner).toContainText(userPath.split('/').pop() ?? '');

    await banner.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((u) => u.pathname === userPath);
    expect(userPath).toBe(adminUserPath(userPath.split('/').pop() ?? ''));
    await expect(page.getByRole('button', { name: 'Impersonate' })).toBeVisible();
    await expect(users.banner()).toHaveCount(0);
  });

  test('[MKT-021] an admin cannot impersonate another admin; the page says so', async ({ signIn }) => {
    const { page } = await signIn('admin', { viewport: PHONE });
    await new AdminUsersPage(page).openUser('admin@', 'admin@caravan.test');
    await expect(page.getByText('Admins cannot be impersonated.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Impersonate' })).toHaveCount(0);
  });
});
