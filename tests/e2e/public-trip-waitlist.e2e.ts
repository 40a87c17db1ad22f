// Journey (c), MKT-003 and MKT-008 on a phone: a full trip's public page says it is sold out and offers the waitlist;
// joining takes no card, and the traveler app shows the booking waitlisted.
import { PublicTripPage } from './pages/public-trip.page.js';
import { expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

const TRIP = { slug: 'crv-1005', name: 'Machu Picchu with Hana' };

test('[MKT-003] a full trip offers the waitlist, and joining it charges nothing', async ({ browser, freshCaravan }) => {
  test.setTimeout(240_000);
  const server = await freshCaravan();
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();

  // Fill the trip through the booking API, as other travelers would (six at most per booking).
  const read = await page.request.get(`${server.url}/api/public/trips/${TRIP.slug}`);
  const { data } = (await read.json()) as { data: { id: string; spotsRemaining: number } };
  for (let left = data.spotsRemaining, n = 0; left > 0; n++) {
    const size = Math.min(left, 6);
    const filler = await browser.newContext();
    const res = await filler.request.post(`${server.url}/api/public/trips/${data.id}/bookings`, {
      headers: { 'Idempotency-Key': `fill-${n}-${Date.now()}`, origin: server.url },
      data: {
        package: 'standard',
        travelers: Array.from({ length: size }, (_, i) => ({
          firstName: 'Filler',
          lastName: `${n}-${i}`,
          email: `filler${n}-${i}@example.com`,
          room: 'shared',
        })),
        account: { password: 'filling-the-trip' },
        payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
        termsAccepted: true,
      },
    });
    expect(res.status()).toBe(201);
    await filler.close();
    left -= size;
  }

  const trip = new PublicTripPage(page);
  await trip.open(server.url, TRIP.slug);
  await expect(trip.heading(TRIP.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByRole('status').filter({ hasText: 'This trip is sold out' })).toBeVisible();
  await trip.start('Join the waitlist');
  await trip.fillTraveler(0, { firstName: 'Wanda', lastName: 'Wait', email: 'wanda@example.com', room: 'Shared room' });
  await trip.password('next-time-for-sure');
  await expect(trip.form().getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  await trip.acceptTerms();
  await trip.submit();

  await page.waitForURL(/\/app\/traveler\/trips\/[^/]+\/trip-overview$/, { timeout: STEP_TIMEOUT });
  await expect(page.getByText('Waitlisted', { exact: true }).first()).toBeVisible({ timeout: STEP_TIMEOUT });
  await context.close();
});
