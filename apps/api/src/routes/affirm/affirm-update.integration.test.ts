// Paying a booking change with Affirm (PAY-008, TAP-011): the checkout is priced from the change the update will send,
// the update records the loan as an Affirm payment once, and a refused or mismatched loan changes nothing.
import { TRAVELER_BOOKING_ERROR_CODES } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOns, bookings, payments } from '../../db/schema/index.js';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { AFFIRM_MESSAGES } from '../../providers/payments/index.js';
import { type TestApp, type TestClient, createTestApp, idem } from '../../testing/test-app.js';

let t: TestApp;
let owner: TestClient;
const db = () => t.database.db;
beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  owner = await t.sessionFor(DEMO_USER_IDS.traveler);
});
afterAll(() => t?.close());

const BOOKING = DEMO_BOOKING_IDS.travelerLive;
const RETURN = '/trips/live/manage/payment';
interface Checkout {
  checkoutToken: string;
  amount: number;
}

const offerId = async (name: string) => {
  const res = await owner.request<{ items: { serviceId: string; service: { name: string } }[] }>(
    'GET',
    `/api/me/trips/${DEMO_TRIP_IDS.live}/add-ons?limit=200`,
  );
  const offer = res.body.data?.items.find((o) => o.service.name === name);
  if (!offer) throw new Error(`no offer ${name}`);
  return offer.serviceId;
};
/** Adding `quantity` of an offered transfer for one traveler; each test its own, so their order does not matter. */
const change = async (name: string, user: string = DEMO_USER_IDS.traveler, quantity = 2) => ({
  addOns: [{ status: 'PENDING_ADDITION' as const, serviceId: await offerId(name), user, quantity }],
});
const startFor = async (client: TestClient, body: object) =>
  client.request<Checkout>(
    'POST',
    `/api/me/bookings/${BOOKING}/changes/affirm-checkouts`,
    { ...body, payment: { paymentOptionType: 'minimum' }, returnPath: RETURN },
    idem(),
  );
const update = (body: object, token: string, key = idem()) =>
  owner.request<{ payment: { type: string; amount: number }; successTitle: string }>(
    'POST',
    `/api/me/bookings/${BOOKING}`,
    { ...body, payment: { paymentOptionType: 'minimum', affirmCheckoutToken: token } },
    key,
  );
const bookingRow = async () => (await db().select().from(bookings).where(eq(bookings.id, BOOKING)))[0];
const affirmPayments = async () =>
  db()
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, BOOKING), eq(payments.type, 'affirm')));
const heldAddOns = async () =>
  (await db().select().from(addOns).where(eq(addOns.bookingId, BOOKING))).filter((a) => !a.deleted);

describe('Affirm for a booking change', () => {
  it("[PAY-008] [TAP-011] another traveler's booking answers 404 when starting a change's checkout", async () => {
    const other = await t.sessionFor(DEMO_USER_IDS.traveler2);
    expect((await startFor(other, await change('Cusco airport pickup'))).status).toBe(404);
  });

  it('[PAY-008] [TAP-011] [MBK-053] approved: the change is saved and paid by one Affirm payment of the amount the checkout priced; a replay changes nothing more', async () => {
    const body = await change('Cusco airport pickup');
    const before = await bookingRow();
    const held = (await heldAddOns()).length;
    const loans = t.affirm.charges.length;
    const started = await startFor(owner, body);
    expect(started.status).toBe(201);
    const checkout = started.body.data as Checkout;
    // Starting the checkout priced the change without saving it.
    expect(await heldAddOns()).toHaveLength(held);
    expect((await bookingRow())?.dueAmount).toBe(before?.dueAmount);
    t.affirm.decide(checkout.checkoutToken, 'approved');

    const key = idem();
    const updated = await update(body, checkout.checkoutToken, key);
    expect(updated.status).toBe(200);
    expect(updated.body.data?.payment).toMatchObject({ type: 'affirm', amount: checkout.amount });
    expect(updated.body.data?.successTitle).toBe('Payment Complete');
    const after = await bookingRow();
    expect(after?.paidAmount).toBe((before?.paidAmount ?? 0) + checkout.amount);
    // 'minimum' pays the change itself: the balance is where it was before the change.
    expect(after?.dueAmount).toBe(before?.dueAmount);

    const replay = await update(body, checkout.checkoutToken, key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await heldAddOns()).toHaveLength(held + 1);
    expect(await affirmPayments()).toHaveLength(1);
    expect(t.affirm.charges).toHaveLength(loans + 1);
  });

  it("[PAY-008] [TAP-011] declined, cancelled or timed out at Affirm: Affirm's message, nothing changed, no loan", async () => {
    for (const [outcome, status, message] of [
      ['declined', 402, AFFIRM_MESSAGES.declined],
      ['cancelled', 402, AFFIRM_MESSAGES.cancelled],
      ['timeout', 504, AFFIRM_MESSAGES.timeout],
    ] as const) {
      const body = await change('Cusco airport drop-off', DEMO_USER_IDS.companion, 1);
      const before = await bookingRow();
      const held = (await heldAddOns()).length;
      const loans = t.affirm.charges.length;
      // One drop-off is below Affirm's minimum, so this change pays the whole balance.
      const started = await owner.request<Checkout>(
        'POST',
        `/api/me/bookings/${BOOKING}/changes/affirm-checkouts`,
        { ...body, payment: { paymentOptionType: 'full' }, returnPath: RETURN },
        idem(),
      );
      expect(started.status).toBe(201);
      const token = (started.body.data as Checkout).checkoutToken;
      t.affirm.decide(token, outcome);
      const refused = await owner.request(
        'POST',
        `/api/me/bookings/${BOOKING}`,
        { ...body, payment: { paymentOptionType: 'full', affirmCheckoutToken: token } },
        idem(),
      );
      expect(refused.status).toBe(status);
      expect(refused.body).toMatchObject({ success: false, error: message });
      expect(await heldAddOns()).toHaveLength(held);
      expect(await bookingRow()).toMatchObject({ dueAmount: before?.dueAmount, paidAmount: before?.paidAmount });
      expect(t.affirm.charges).toHaveLength(loans);
    }
  });

  it('[PAY-008] [TAP-011] a loan approved for one change cannot pay another: it is voided and nothing changes', async () => {
    const priced = await change('Cusco airport drop-off');
    const checkout = (await startFor(owner, priced)).body.data as Checkout;
    t.affirm.decide(checkout.checkoutToken, 'approved');
    const before = await bookingRow();
    const held = (await heldAddOns()).length;
    const bigger = await change('Cusco airport drop-off', DEMO_USER_IDS.traveler, 3);
    const refused = await update(bigger, checkout.checkoutToken);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe(TRAVELER_BOOKING_ERROR_CODES.invalidPaymentAmount);
    expect(await heldAddOns()).toHaveLength(held);
    expect((await bookingRow())?.paidAmount).toBe(before?.paidAmount);
    const loan = t.affirm.checkouts.get(checkout.checkoutToken)?.charge;
    expect(t.affirm.refunds.map((r) => [r.chargeId, r.amountMinor])).toContainEqual([loan?.id, checkout.amount]);
  });
});
