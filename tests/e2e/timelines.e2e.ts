// Lifecycle timelines for their owners (MKT-024): after an admin's moves, the host reads the trip's history on the
// dashboard card and the traveler the booking's on the overview, each by part ("Caravan"), never an email or a code.
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { TravelerTripPage } from './pages/traveler-trip.page.js';
import { expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

test.describe('timelines for hosts and travelers', () => {
  // A server of its own (an admin moves a trip and a booking), and three people signing in.
  test.describe.configure({ timeout: 180_000 });

  test("[MKT-024] the host reads the trip's history, the traveler the booking's, after an admin moved them", async ({
    signIn,
    freshCaravan,
  }) => {
    const server = await freshCaravan();
    const admin = await signIn('admin', { server });
    const post = (path: string, data: unknown) =>
      admin.page.request.post(`${server.url}${path}`, { headers: { origin: server.url }, data });
    expect(
      (
        await post(`/api/admin/trips/${DEMO_TRIP_IDS.partnerApproved}/events`, { type: 'trip.approvePricing' })
      ).status(),
    ).toBe(200);
    const booking = DEMO_BOOKING_IDS.travelerPending;
    expect((await post(`/api/admin/bookings/${booking}/cancel`, { reasonCode: '12' })).status()).toBe(200);
    expect((await post(`/api/admin/bookings/${booking}/reinstate`, { status: 'pending' })).status()).toBe(200);

    const host = await signIn('host', { server });
    await host.page.goto(`${server.url}/app/host/home/dashboard`);
    const card = host.page
      .getByRole('region', { name: "What's Next" })
      .getByRole('button', { name: 'Patagonia Photo Week' });
    await card.click({ timeout: STEP_TIMEOUT });
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    const tripHistory = host.page.getByRole('region', { name: 'History of Patagonia Photo Week' });
    const tripMove = tripHistory.getByRole('listitem').last();
    await expect(tripMove).toContainText('partner approved → pricing approved', { timeout: STEP_TIMEOUT });
    await expect(tripMove).toContainText('Caravan');
    await expect(tripHistory).not.toContainText('@');

    const traveler = await signIn('traveler', { server, viewport: PHONE });
    await new TravelerTripPage(traveler.page).open('Inca Trail in Style');
    const bookingHistory = traveler.page.getByRole('list', { name: 'Booking history' });
    const moves = bookingHistory.getByRole('listitem');
    await expect(moves).toHaveCount(2, { timeout: STEP_TIMEOUT });
    await expect(moves.first()).toContainText('pending → cancelled');
    await expect(moves.last()).toContainText('cancelled → pending');
    await expect(moves.first()).toContainText('Caravan');
    // The admin's internal reason code ('12 — confirmed, full refund' on the admin's page) is Caravan's bookkeeping.
    await expect(bookingHistory).not.toContainText('full refund');
    await expect(bookingHistory).not.toContainText('—');
    await expect(bookingHistory).not.toContainText('@');
  });
});
