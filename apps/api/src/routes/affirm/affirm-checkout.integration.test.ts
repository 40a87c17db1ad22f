// Paying with Affirm (PAY-008) end to end on the seeded database: a visitor's booking and a traveler's balance, each
// through a checkout the server prices, the sandbox's page, and the booking or payment request with its token.
import { TRAVELER_BOOKING_ERROR_CODES } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, travelerProfiles, users } from '../../db/schema/index.js';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { AFFIRM_MESSAGES } from '../../providers/payments/index.js';
import { ORIGIN, type TestApp, type TestClient, createTestApp, idem } from '../../testing/test-app.js';

let t: TestApp;
const db = () => t.database.db;
beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
});
afterAll(() => t?.close());

const LIVE = DEMO_TRIP_IDS.live;
const RETURN = '/trips/live/affirm-return';
interface Checkout {
  checkoutToken: string;
  redirectUrl: string;
  amount: number;
}

const traveler = (email: string) => ({ firstName: 'Ada', lastName: 'Loan', email, room: 'shared' as const });
const bookingBody = (email: string, token: string, extra: object = {}) => ({
  package: 'standard',
  travelers: [traveler(email)],
  account: { password: 'pay-over-time-1' },
  countryCode: 'US',
  payment: { paymentOptionType: 'minimum', affirmCheckoutToken: token },
  termsAccepted: true,
  ...extra,
});

/** A visitor starts the Affirm checkout of a one-traveler deposit. */
async function startFor(client: TestClient, email: string, countryCode = 'US') {
  return client.request<Checkout>(
    'POST',
    `/api/public/trips/${LIVE}/affirm-checkouts`,
    {
      package: 'standard',
      travelers: [traveler(email)],
      countryCode,
      payment: { paymentOptionType: 'minimum' },
      returnPath: RETURN,
    },
    idem(),
  );
}

const bookingsOf = async (email: string) => {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  if (!user) return [];
  return db().select().from(bookings).where(eq(bookings.customerId, user.id));
};

describe('Affirm at the public booking', () => {
  it('[PAY-008] [MKT-007] [MKT-009] approved: a booking with one Affirm payment of the server-priced deposit and its e-mail; a replay books nothing more', async () => {
    const visitor = t.anonymous();
    const cardCharges = t.payments.charges.length;
    const loans = t.affirm.charges.length; // the tests run in a shuffled order: counts are relative
    const started = await startFor(visitor, 'ada.affirm@example.com');
    expect(started.status).toBe(201);
    const checkout = started.body.data as Checkout;
    expect(checkout.amount).toBe(50_000); // the trip's deposit, priced by the server
    expect(checkout.redirectUrl).toBe(`/sandbox/affirm/checkouts/${checkout.checkoutToken}`);

    // The traveler approves on the stand-in page; it sends the browser back with the token and the outcome.
    const page = await t.app.request(checkout.redirectUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<button type="submit" name="outcome" value="approved">Approve</button>');
    const decided = await t.app.request(checkout.redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      body: 'outcome=approved',
    });
    expect(decided.status).toBe(303);
    expect(decided.headers.get('location')).toBe(`${RETURN}?checkout_token=${checkout.checkoutToken}&outcome=approved`);

    const key = idem();
    const body = bookingBody('ada.affirm@example.com', checkout.checkoutToken);
    const booked = await visitor.request<{ status: string; paidAmount: number; bookingId: string }>(
      'POST',
      `/api/public/trips/${LIVE}/bookings`,
      body,
      key,
    );
    expect(booked.status).toBe(201);
    // The live trip auto-confirms: the new booking enters the lifecycle as the new-booking machine says.
    expect(booked.body.data).toMatchObject({ status: 'confirmed', paidAmount: 50_000 });
    const admin = await t.signedIn('admin@caravan.test');
    const mails = (await admin.request<{ items: { to: string; text: string }[] }>('GET', '/api/admin/outbox?limit=200'))
      .body.data?.items;
    expect(mails?.find((m) => m.to === 'ada.affirm@example.com')?.text).toContain('Paid today: $500.00');
    const rows = await db()
      .select()
      .from(payments)
      .where(eq(payments.bookingId, booked.body.data?.bookingId ?? ''));
    expect(rows.map((p) => [p.type, p.amount, p.status])).toEqual([['affirm', 50_000, 'success']]);
    expect(t.affirm.charges).toHaveLength(loans + 1);
    expect(t.payments.charges).toHaveLength(cardCharges); // no card was charged

    // The same request again (a lost answer retried): the first answer, one booking, one loan.
    const replay = await visitor.request('POST', `/api/public/trips/${LIVE}/bookings`, body, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await bookingsOf('ada.affirm@example.com')).toHaveLength(1);
    expect(t.affirm.charges).toHaveLength(loans + 1);
    // The new account keeps the country typed while booking.
    const [profile] = await db()
      .select()
      .from(travelerProfiles)
      .where(eq(travelerProfiles.userId, (await bookingsOf('ada.affirm@example.com'))[0]?.customerId ?? ''));
    expect(profile?.countryCode).toBe('US');
  });

  it("[PAY-008] [MKT-007] declined or cancelled on Affirm: a 402 with Affirm's message, no booking, no charge", async () => {
    for (const [outcome, message] of [
      ['declined', AFFIRM_MESSAGES.declined],
      ['cancelled', AFFIRM_MESSAGES.cancelled],
    ] as const) {
      const email = `no.loan.${outcome}@example.com`;
      const visitor = t.anonymous();
      const checkout = (await startFor(visitor, email)).body.data as Checkout;
      t.affirm.decide(checkout.checkoutToken, outcome);
      const charges = t.affirm.charges.length;
      const refused = await visitor.request(
        'POST',
        `/api/public/trips/${LIVE}/bookings`,
        bookingBody(email, checkout.checkoutToken),
        idem(),
      );
      expect(refused.status).toBe(402);
      expect(refused.body).toMatchObject({
        success: false,
        code: TRAVELER_BOOKING_ERROR_CODES.cardDeclined,
        error: message,
      });
      expect(await bookingsOf(email)).toEqual([]);
      expect(t.affirm.charges).toHaveLength(charges);
    }
  });

  it("[PAY-008] [MKT-007] the amount is the server's: a loan approved for one traveler cannot pay for two (voided, no booking)", async () => {
    const email = 'two.for.one@example.com';
    const visitor = t.anonymous();
    const checkout = (await startFor(visitor, email)).body.data as Checkout;
    t.affirm.decide(checkout.checkoutToken, 'approved');
    const refused = await visitor.request(
      'POST',
      `/api/public/trips/${LIVE}/bookings`,
      bookingBody(email, checkout.checkoutToken, {
        travelers: [traveler(email), { ...traveler('plus.one@example.com'), firstName: 'Bo' }],
      }),
      idem(),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe(TRAVELER_BOOKING_ERROR_CODES.invalidPaymentAmount);
    expect(await bookingsOf(email)).toEqual([]);
    const loan = t.affirm.charges.find(
      (c) => c.amountMinor === checkout.amount && t.affirm.checkouts.get(checkout.checkoutToken)?.charge?.id === c.id,
    );
    expect(t.affirm.refunds.map((r) => [r.chargeId, r.amountMinor])).toContainEqual([loan?.id, 50_000]);
  });

  it('[PAY-008] a visitor outside the US is not offered Affirm: the checkout is refused', async () => {
    const refused = await startFor(t.anonymous(), 'abroad@example.com', 'GB');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe(TRAVELER_BOOKING_ERROR_CODES.affirmUnavailable);
    expect(refused.body.error).toBe('Affirm is available to US residents only. Please choose another way to pay.');
  });
});

describe("Affirm for a booking's balance", () => {
  const BOOKING = DEMO_BOOKING_IDS.travelerLive;
  const start = (client: TestClient, id = BOOKING) =>
    client.request<Checkout>(
      'POST',
      `/api/me/bookings/${id}/affirm-checkouts`,
      { paymentOptionType: 'minimum', returnPath: RETURN },
      idem(),
    );

  it("[PAY-008] another traveler's booking answers 404, and a traveler outside the US is refused", async () => {
    const other = await t.sessionFor(DEMO_USER_IDS.traveler2);
    expect((await start(other)).status).toBe(404);
    await db()
      .update(travelerProfiles)
      .set({ countryCode: 'GB' })
      .where(eq(travelerProfiles.userId, DEMO_USER_IDS.traveler));
    const abroad = await start(await t.sessionFor(DEMO_USER_IDS.traveler));
    expect(abroad.status).toBe(422);
    expect(abroad.body.code).toBe(TRAVELER_BOOKING_ERROR_CODES.affirmUnavailable);
    await db()
      .update(travelerProfiles)
      .set({ countryCode: 'US' })
      .where(eq(travelerProfiles.userId, DEMO_USER_IDS.traveler));
  });

  it('[PAY-008] approved: the balance payment is recorded as Affirm, once, for the amount the server priced', async () => {
    const owner = await t.sessionFor(DEMO_USER_IDS.traveler);
    const [before] = await db().select().from(bookings).where(eq(bookings.id, BOOKING));
    const started = await start(owner);
    expect(started.status).toBe(201);
    const checkout = started.body.data as Checkout;
    t.affirm.decide(checkout.checkoutToken, 'approved');
    const key = idem();
    const body = { paymentOptionType: 'minimum', affirmCheckoutToken: checkout.checkoutToken };
    const paid = await owner.request<{ payment: { type: string; amount: number } }>(
      'POST',
      `/api/me/bookings/${BOOKING}/payments`,
      body,
      key,
    );
    expect(paid.status).toBe(201);
    expect(paid.body.data?.payment).toMatchObject({ type: 'affirm', amount: checkout.amount });
    const replay = await owner.request('POST', `/api/me/bookings/${BOOKING}/payments`, body, key);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    const [after] = await db().select().from(bookings).where(eq(bookings.id, BOOKING));
    expect(after?.paidAmount).toBe((before?.paidAmount ?? 0) + checkout.amount);
    const affirmRows = (await db().select().from(payments).where(eq(payments.bookingId, BOOKING))).filter(
      (p) => p.type === 'affirm',
    );
    expect(affirmRows).toHaveLength(1);
  });
});
