// The admin trip page (MKT-022, MKT-024): the actions the trip machine allows, the reasons for the others, and the
// timeline growing with each move, from the admin's page of the trip's host; and a pending trip request's edit (TRP-006).
import { seedId } from '../../apps/api/src/db/seed/context.js';
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { AdminTripPage, AdminUsersPage } from './pages/admin.page.js';
import { expect, test } from './support/fixtures.js';

test.describe('admin trip page', () => {
  // A server of its own (it changes the trip) and a dozen steps: longer than the default on a loaded machine.
  test.describe.configure({ timeout: 180_000 });
  test('[RTE-007] [MKT-022] [MKT-024] [SVC-035] [TRP-006] edit a service within the admin’s fields, approve the pricing, see why others are refused, cancel with a reason, then edit a pending trip request', async ({
    signIn,
    freshCaravan,
  }) => {
    const server = await freshCaravan();
    const { page } = await signIn('admin', { server });
    await new AdminUsersPage(page).openUser('host@', 'host@caravan.test');
    // The host's trips link to their admin pages.
    await page.getByRole('grid', { name: 'Trips' }).getByRole('link').first().click();
    await page.waitForURL((u) => u.pathname.startsWith('/admin/trips/'));
    await expect(page.getByRole('region', { name: 'Actions' })).toBeVisible();
    const trip = new AdminTripPage(page);

    // SVC-035: on the created trip the admin opens a service: a locked field is read-only, an editable one is saved as
    // the trip's own value and the list shows it.
    await page.goto(`${server.url}/admin/trips/${DEMO_TRIP_IDS.created}`);
    await trip.services().getByRole('button', { name: 'Open Welcome dinner on day 1' }).click();
    const form = page.getByRole('form', { name: 'Edit meal service' });
    await expect(form.getByLabel('Meal type')).toBeDisabled();
    await form.getByLabel('Description').fill('Dinner at Cicciolina with the group');
    await form.getByRole('button', { name: 'Save service' }).click();
    await expect(form).toHaveCount(0);
    await expect(trip.services().getByText('Dinner at Cicciolina with the group')).toBeVisible();

    await page.goto(`${server.url}/admin/trips/${DEMO_TRIP_IDS.partnerApproved}`);

    // A refused action is disabled and says why, in the user's words (MKT-045), never the engine's.
    await expect(trip.action('Complete trip')).toBeDisabled();
    await expect(page.getByText(/Complete is not available|close or complete the trip/).first()).toBeVisible();
    await expect(page.getByText(/refused by|is not possible when/)).toHaveCount(0);

    await trip.action('Approve pricing').click();
    await expect(trip.timeline().getByRole('listitem').last()).toContainText('partner approved → pricing approved');
    await expect(trip.timeline().getByRole('listitem').last()).toContainText('admin@caravan.test');
    await expect(trip.action('Approve pricing')).toBeDisabled();

    await trip.action('Cancel trip').click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this trip?' });
    await expect(dialog.getByRole('button', { name: 'Cancel trip' })).toBeDisabled();
    await dialog.getByRole('button', { name: /Reason/ }).click();
    await page.getByRole('option', { name: 'Provider: force majeure' }).click();
    await dialog.getByRole('button', { name: 'Cancel trip' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(trip.timeline().getByRole('listitem').last()).toContainText('→ cancelled');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // [TRP-006] host2@'s still-pending trip request: the admin edits its additional requests, saves, sees the spec's
    // success copy, and finds the edit kept after a reload (on this test's own server: the request is shared data).
    await page.goto(`${server.url}/admin/trip-requests/${seedId('trip-request/pending')}`);
    const requests = page.getByRole('textbox', { name: 'Additional requests' });
    await expect(requests).toHaveValue('Could we add a sunrise yoga session in the Sacred Valley?');
    await requests.fill('Sunrise yoga in the Sacred Valley, and vegan lunches');
    await page.getByRole('button', { name: 'Save trip request' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Trip Request saved!' })).toBeVisible();
    await page.reload();
    await expect(requests).toHaveValue('Sunrise yoga in the Sacred Valley, and vegan lunches');
  });

  test('[MKT-023] [HER-001] booking tools: a refund above what was paid is refused with its reason and code, a discount applies', async ({
    signIn,
    freshCaravan,
  }) => {
    const server = await freshCaravan();
    const { page } = await signIn('admin', { server });
    await page.goto(`${server.url}/admin/trips/${DEMO_TRIP_IDS.live}`);
    const tools = page.getByRole('region', { name: 'Booking tools' });
    await tools.getByRole('button', { name: /Booking$/ }).click();
    await page.getByRole('option', { name: /^ORD-5001/ }).click();

    await tools.getByText('Refund', { exact: true }).click();
    await tools.getByLabel(/^Amount/).fill('1000000');
    await tools.getByRole('button', { name: 'Apply' }).click();
    await expect(tools.getByRole('alert')).toContainText(
      'A refund cannot be more than was paid. (ADMIN_BOOKING_REFUSED)',
    );

    const row = page.getByRole('grid', { name: 'Bookings' }).getByRole('row').filter({ hasText: 'ORD-5001' });
    // The cells after the order: customer, status, spots, total, paid, refunded, due (6), credit.
    const due = row.getByRole('gridcell').nth(6);
    const dueBefore = await due.textContent();
    await tools.getByText('Discount', { exact: true }).click();
    await tools.getByLabel(/^Amount/).fill('10');
    await tools.getByRole('button', { name: 'Apply' }).click();
    await expect(due).not.toHaveText(dueBefore ?? '');
  });
});
