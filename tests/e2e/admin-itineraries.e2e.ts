// The admin itinerary review in Chromium (OPI review, MKT admin lifecycle): from the admin home an admin opens the
// itineraries pending approval, approves Lapland after confirming, and it is Live. It changes data: own server.
import { expect, test } from './support/fixtures.js';

test.describe.configure({ timeout: 180_000 });

test('[OPI-001] an admin approves a pending itinerary from the browser and it goes Live', async ({
  signIn,
  freshCaravan,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('admin', { server });
  await page.getByRole('link', { name: 'Itineraries pending approval' }).click();
  await page.waitForURL((u) => u.pathname === '/admin/itineraries');
  await expect(page.getByRole('heading', { level: 1, name: 'Itinerary review' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Itineraries pending approval' });
  const row = grid.getByRole('row').filter({ hasText: 'Lapland' });
  await expect(row).toContainText('Pending Approval');

  // Cancelling the confirmation changes nothing.
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Approve this itinerary?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Approve' }).click();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'is now Live' })).toContainText(
    'Lapland Northern Lights is now Live.',
  );
  await expect(grid.getByRole('row').filter({ hasText: 'Lapland' })).toHaveCount(0);
  // The stored itinerary says so: it is no longer pending after a reload.
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Itineraries pending approval' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Itineraries pending approval' })).not.toContainText('Lapland');
});
