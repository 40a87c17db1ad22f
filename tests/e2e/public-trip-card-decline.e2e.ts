// Journey (b), MKT-005 on a phone: the sandbox declines a card (4000 0000 0000 0002); the form keeps what was typed
// and says so; the second card books, and the booking holds exactly one payment.
import { PublicTripPage } from './pages/public-trip.page.js';
import { expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

const TRIP = { slug: 'crv-1005', name: 'Machu Picchu with Hana' };

test('[MKT-005] a declined card, then a card that pays: one booking, exactly one charge', async ({
  browser,
  freshCaravan,
}) => {
  test.setTimeout(240_000);
  const server = await freshCaravan();
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const trip = new PublicTripPage(page);

  await trip.open(server.url, TRIP.slug);
  await expect(trip.heading(TRIP.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await trip.start('Book now');
  await trip.fillTraveler(0, { firstName: 'Dee', lastName: 'Clined', email: 'dee@example.com', room: 'Shared room' });
  await trip.password('machu-picchu-dreams');
  await trip.card('4000 0000 0000 0002');
  await trip.acceptTerms();
  await trip.submit();
  await expect(trip.error()).toContainText(/declined/i, { timeout: STEP_TIMEOUT });
  // Everything typed is still there.
  await expect(trip.form().getByRole('textbox', { name: 'Email' })).toHaveValue('dee@example.com');

  await trip.card('4242 4242 4242 4242');
  await trip.submit();
  await page.waitForURL(/\/app\/traveler\/trips\/[^/]+\/trip-overview$/, { timeout: STEP_TIMEOUT });

  const tripId = /\/trips\/([^/]+)\/trip-overview$/.exec(page.url())?.[1] ?? '';
  const bookings = await page.request.get(`${server.url}/api/me/trips/${tripId}/bookings`);
  const mine = ((await bookings.json()) as { data: { _id: string }[] }).data;
  // The declined attempt left no booking behind: one booking, holding one payment.
  expect(mine).toHaveLength(1);
  const [booking] = mine;
  const history = await page.request.get(`${server.url}/api/me/bookings/${booking?._id}/payments`);
  expect(((await history.json()) as { data: { items: unknown[] } }).data.items).toHaveLength(1);
  await context.close();
});
