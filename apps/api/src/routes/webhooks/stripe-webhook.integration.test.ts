// The API on the Stripe adapter, pointed at a local stand-in of Stripe's API: a public booking paid through it
// (declines, 5xx and silences answered as the sandbox's are), and Stripe's webhook events, signed by the SDK's own
// test helper, accepted only with a valid signature.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, payments, trips, users } from '../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { PAYMENT_MESSAGES } from '../../providers/payments/payment-gateway.js';
import { createStripePaymentGateway } from '../../providers/payments/stripe-payment-gateway.js';
import { type StripeStandIn, startStripeStandIn } from '../../testing/stripe-stand-in.js';
import { type TestApp, createTestApp, idem } from '../../testing/test-app.js';
import type { NewBookingView } from '../../views/new-booking.view.js';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook.routes.js';

const LIVE = DEMO_TRIP_IDS.live;
const WEBHOOK_SECRET = 'whsec_stand_in_secret';

let standIn: StripeStandIn;
let t: TestApp;
let people = 0;
const db = () => t.database.db;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  const cardProcessor = createStripePaymentGateway({
    secretKey: 'sk_test_stand_in',
    webhookSecret: WEBHOOK_SECRET,
    apiBase: standIn.url,
    timeoutMs: 300,
    maxNetworkRetries: 0,
  });
  t = await createTestApp({ liftRateLimits: true, cardProcessor });
  await db().update(trips).set({ maximumSpots: 200 }).where(eq(trips.id, LIVE));
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const bookWith = (cardToken: string, key = idem()) => {
  const n = ++people;
  const email = `stripe-visitor${n}@example.com`;
  const body = {
    package: 'standard',
    travelers: [{ firstName: `Sam${n}`, lastName: 'Stripe', email, room: 'shared' }],
    account: { password: 'correct horse battery' },
    payment: { paymentOptionType: 'minimum', cardToken },
    termsAccepted: true,
  };
  return {
    email,
    send: () => t.anonymous().request<NewBookingView>('POST', `/api/public/trips/${LIVE}/bookings`, body, key),
  };
};
const bookingsOf = async (email: string) => {
  const [u] = await db().select().from(users).where(eq(users.email, email));
  return u ? db().select().from(bookings).where(eq(bookings.customerId, u.id)) : [];
};

/** Posts `payload` to the webhook route as Stripe would, signed with `secret` unless a signature is given. */
const deliver = (payload: string, options: { secret?: string; signature?: string | null } = {}) => {
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET })
      : options.signature;
  return t
    .anonymous()
    .request<{ received: true; type: string; outcome: string }>(
      'POST',
      STRIPE_WEBHOOK_PATH,
      payload,
      signature === null ? {} : { 'stripe-signature': signature },
    );
};
const eventOf = (type: string, object: object, id = `evt_${++people}`) =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: 1,
    livemode: false,
    data: { object },
  });

/** A Stripe charge a booking paid, made once for the webhook tests (the suite runs its tests in any order). */
let chargeId = '';
async function paidCharge(): Promise<string> {
  if (chargeId) return chargeId;
  const { email, send } = bookWith('tok_visa');
  expect((await send()).status).toBe(201);
  const [booking] = await bookingsOf(email);
  const [payment] = await db()
    .select()
    .from(payments)
    .where(eq(payments.bookingId, booking?.id ?? ''));
  chargeId = payment?.providerReference ?? '';
  return chargeId;
}

describe('a public booking paid through Stripe (the adapter against a stand-in)', () => {
  it('[MKT-007] books and charges through Stripe under the request’s Idempotency-Key; the payment names the Stripe charge', async () => {
    const key = idem();
    const { email, send } = bookWith('tok_visa', key);
    const from = standIn.requests.length;
    const res = await send();
    expect(res.status).toBe(201);
    const [booking] = await bookingsOf(email);
    if (!booking) throw new Error('no booking');
    const [payment] = await db().select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment?.providerReference).toMatch(/^ch_standin/);
    expect(standIn.charges.get(payment?.providerReference ?? '')?.amount).toBe(payment?.amount);
    // Every write to Stripe carries a key derived from the request's Idempotency-Key.
    const requestKey = key['Idempotency-Key'] ?? '';
    const writes = standIn.requests.slice(from).filter((r) => r.method === 'POST');
    expect(writes.map((r) => r.path.replace(/pi_\w+/, ':id'))).toEqual([
      '/v1/payment_methods',
      '/v1/payment_intents',
      '/v1/payment_intents/:id/confirm',
    ]);
    expect(writes.every((r) => r.idempotencyKey?.includes(requestKey))).toBe(true);

    // The same request again: the first answer, and no second charge.
    const charges = standIn.charges.size;
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.data?.bookingId).toBe(res.body.data?.bookingId);
    expect(standIn.charges.size).toBe(charges);
  });

  it.each([
    ['tok_chargeDeclined', 402, PAYMENT_MESSAGES.declined],
    ['tok_serverError', 502, PAYMENT_MESSAGES.processing],
    ['tok_timeout', 504, PAYMENT_MESSAGES.timeout],
  ])('[MKT-007] %s: answered %i with the sandbox’s words, no booking and no charge', async (token, status, message) => {
    const charges = standIn.charges.size;
    const { email, send } = bookWith(token);
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, error: message });
    expect(await bookingsOf(email)).toHaveLength(0);
    expect(standIn.charges.size).toBe(charges);
  });
});

describe(`POST ${STRIPE_WEBHOOK_PATH}`, () => {
  beforeAll(async () => {
    await paidCharge();
  });
  it('accepts payment_intent.succeeded signed by the SDK’s test helper and finds the booking its charge paid', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const payload = eventOf('payment_intent.succeeded', {
      id: 'pi_x',
      object: 'payment_intent',
      amount: 100,
      currency: 'usd',
      latest_charge: chargeId,
      metadata: {},
    });
    const res = await deliver(payload);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ received: true, type: 'payment_intent.succeeded', outcome: 'logged' });
    expect(info.mock.calls.flat().join('\n')).toMatch(new RegExp(`charge ${chargeId} is recorded on booking`));
    info.mockRestore();
  });

  it('logs charge.refunded and payment_intent.payment_failed, says what to reconcile, and ignores other types', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const refunded = await deliver(
      eventOf('charge.refunded', { id: chargeId, object: 'charge', amount: 100, amount_refunded: 100 }),
    );
    expect(refunded.body.data?.outcome).toBe('logged');
    const failed = await deliver(
      eventOf('payment_intent.payment_failed', {
        id: 'pi_y',
        object: 'payment_intent',
        last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
        metadata: { caravan_idempotency_key: 'k1' },
      }),
    );
    expect(failed.body.data?.outcome).toBe('logged');
    const other = await deliver(eventOf('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(other.body.data?.outcome).toBe('ignored');
    const lines = info.mock.calls.flat().join('\n');
    expect(lines).toMatch(/100 refunded of .* but Caravan recorded 0 on booking .*: reconcile it/);
    expect(lines).toMatch(/pi_y failed \(insufficient_funds\), key k1/);
    info.mockRestore();
  });

  it('refuses a tampered payload, a wrong secret and a missing signature with 400, and does nothing', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const before = await db().select().from(payments);
    const payload = eventOf('charge.refunded', { id: chargeId, object: 'charge', amount: 100, amount_refunded: 100 });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await deliver(payload.replace('"amount_refunded":100', '"amount_refunded":99'), { signature });
    const wrongSecret = await deliver(payload, { secret: 'whsec_someone_else' });
    const unsigned = await deliver(payload, { signature: null });
    for (const res of [tampered, wrongSecret, unsigned]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'INVALID_SIGNATURE' });
    }
    expect(info).not.toHaveBeenCalled();
    expect(await db().select().from(payments)).toEqual(before);
    info.mockRestore();
  });

  it('does not exist when payments run on the sandbox', async () => {
    const sandboxed = await createTestApp({ seed: false });
    try {
      const res = await sandboxed.anonymous().request('POST', STRIPE_WEBHOOK_PATH, eventOf('charge.refunded', {}));
      expect(res.status).toBe(404);
    } finally {
      await sandboxed.close();
    }
  });
});
