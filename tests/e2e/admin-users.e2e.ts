// The admin finds a user, reads their detail, impersonates them with one button and closes the banner back to the
// admin (MKT-021, PLT-024..026); the banner leaves on a phone-sized window, and shows over the operator's pages.
import { adminUserPath } from '@caravan/domain';
import { AdminUsersPage } from './pages/admin.page.js';
import { expect, test } from './support/fixtures.js';
import { PHONE } from './support/session.js';

test.describe('admin user detail', () => {
  test('[MKT-021] [PLT-024] [PLT-025] [PLT-026] find a traveler, impersonate, the banner on large screens only, and close back to their admin page', async ({
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
    // A small screen has no room for it (PLT-024): it leaves when the window narrows and comes back when it widens.
    const large = page.viewportSize();
    await page.setViewportSize(PHONE);
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
    if (large) await page.setViewportSize(large);
    await expect(banner).toContainText('traveler2@caravan.test');

    await banner.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((u) => u.pathname === userPath);
    expect(userPath).toBe(adminUserPath(userPath.split('/').pop() ?? ''));
    await expect(page.getByRole('button', { name: 'Impersonate' })).toBeVisible();
    await expect(users.banner()).toHaveCount(0);
  });

  test('[PLT-027] [MKT-021] an operator being impersonated sees the banner over the operator pages', async ({
    signIn,
  }) => {
    const { page } = await signIn('admin');
    const users = new AdminUsersPage(page);
    await users.openUser('operator@', 'operator@caravan.test');
    await page.getByRole('button', { name: 'Impersonate' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/app/operator'));
    await expect(users.banner()).toContainText('operator@caravan.test');
    await users.banner().getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/admin/users/'));
  });

  test('[MKT-021] an admin cannot impersonate another admin; the page says so', async ({ signIn }) => {
    const { page } = await signIn('admin', { viewport: PHONE });
    await new AdminUsersPage(page).openUser('admin@', 'admin@caravan.test');
    await expect(page.getByText('Admins cannot be impersonated.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Impersonate' })).toHaveCount(0);
  });
});
