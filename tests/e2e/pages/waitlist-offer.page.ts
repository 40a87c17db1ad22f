// Page object of the waitlist offer journey (MKT-046): the traveler's offer banner, and the API steps that fill a
// trip, join its waitlist and read a booking's offer as other travelers would.
import { type Browser, type Page, expect } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../apps/api/src/db/seed/demo-accounts.js';

interface Booked {
  bookingId: string;
  status: string;
}

/** A visitor books one traveler on the trip by the public API: with a deposit, or on the waitlist. Answers the status. */
export async function bookByApi(browser: Browser, base: string, tripId: string, email: string, waitlist: boolean) {
  const context = await browser.newContext();
  const res = await context.request.post(`${base}/api/public/trips/${tripId}/bookings`, {
    headers: { 'Idempotency-Key': `waitlist-${email}-${Date.now()}`, origin: base },
    data: {
      package: 'standard',
      travelers: [{ firstName: 'Wait', lastName: email.split('@')[0], email, room: 'shared' }],
      // The demo password, so the journey signs them in like any demo account.
      account: { password: DEMO_PASSWORD },
      ...(waitlist ? { joinWaitlist: true } : { payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' } }),
      termsAccepted: true,
    },
  });
  const data = res.ok() ? ((await res.json()) as { data: Booked }).data : null;
  await context.close();
  return { status: res.status(), data };
}

/** The offer on the signed-in traveler's booking, as the API answers it. */
export async function offerOf(page: Page, base: string, bookingId: string) {
  const res = await page.request.get(`${base}/api/me/bookings/${bookingId}/waitlist-offer`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { offer: { status: string; open: boolean } | null } }).data.offer;
}

export class WaitlistOfferBanner {
  constructor(readonly page: Page) {}

  open(base: string, tripId: string) {
    return this.page.goto(`${base}/app/traveler/trips/${tripId}/trip-overview`);
  }
  /** A new traveler signs the waiver before the trip shows (TRV-024). */
  signWaiver() {
    return this.page
      .frameLocator('iframe')
      .getByRole('button', { name: 'I accept the terms' })
      .click({ timeout: 30_000 });
  }
  card() {
    return this.page.getByRole('heading', { name: 'A spot opened for you' });
  }
  payDeposit() {
    return this.page.getByRole('button', { name: 'Pay deposit' }).click();
  }
}
