// The Stripe adapter against a local stand-in of Stripe's API: idempotency keys on every write, charges, refunds,
// saved cards charged off-session, and Stripe's declines, 5xx and silences as the sandbox's outcomes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../../testing/stripe-stand-in.js';
import { PAYMENT_MESSAGES, PaymentError } from './payment-gateway.js';
import { createSandboxPaymentGateway } from './sandbox-payment-gateway.js';
import { createStripePaymentGateway, type StripePaymentGatewayOptions } from './stripe-payment-gateway.js';

/** Kept short here: a call the stand-in never answers fails after this (the adapter's own is STRIPE_TIMEOUT_MS). */
const TEST_TIMEOUT_MS = 300;

let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

const gatewayOf = (options: Partial<StripePaymentGatewayOptions> = {}) =>
  createStripePaymentGateway({
    secretKey: 'sk_test_stand_in',
    apiBase: standIn.url,
    timeoutMs: TEST_TIMEOUT_MS,
    maxNetworkRetries: 0,
    ...options,
  });

const chargeOf = (cardToken: string, idempotencyKey: string, amountMinor = 12_500) => ({
  amountMinor,
  currency: 'USD' as const,
  cardToken,
  idempotencyKey,
  description: 'Caravan booking test',
});

/** What the adapter threw, as a PaymentError (fails when it resolved). */
async function refusalOf(promise: Promise<unknown>): Promise<PaymentError> {
  const error = await promise.then(
    () => expect.fail('expected a refusal'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentError);
  return error as PaymentError;
}

/** The sandbox's refusal for the same token, to compare the adapter's with. */
async function sandboxRefusal(cardToken: string) {
  const sandbox = createSandboxPaymentGateway({ timeoutMs: 1 });
  return refusalOf(sandbox.charge(chargeOf(cardToken, `sandbox-${cardToken}`)));
}

describe('Stripe payment gateway (against a local stand-in)', () => {
  it('[MKT-007] charges a card: a PaymentMethod from the token, a PaymentIntent created then confirmed, each under a key of its own', async () => {
    const charge = await gatewayOf().charge(chargeOf('tok_visa', 'booking-1'));
    expect(charge).toMatchObject({
      amountMinor: 12_500,
      currency: 'USD',
      status: 'succeeded',
      idempotencyKey: 'booking-1',
    });
    expect(charge.id).toMatch(/^ch_/);
    expect(standIn.charges.get(charge.id)?.amount).toBe(12_500);
    expect(standIn.requests.map((r) => [r.method, r.path.replace(/pi_\w+/, ':id'), r.idempotencyKey])).toEqual([
      ['POST', '/v1/payment_methods', 'booking-1:method'],
      ['POST', '/v1/payment_intents', 'booking-1:create'],
      ['POST', '/v1/payment_intents/:id/confirm', 'booking-1:confirm'],
    ]);
    const created = standIn.requests[1]?.params;
    expect(created).toMatchObject({ amount: '12500', currency: 'usd', description: 'Caravan booking test' });
  });

  it('[MKT-007] a replay with the same key answers the same charge and charges nothing more', async () => {
    const gateway = gatewayOf();
    const first = await gateway.charge(chargeOf('tok_visa', 'booking-replay'));
    const chargesBefore = standIn.charges.size;
    const again = await gateway.charge(chargeOf('tok_visa', 'booking-replay'));
    expect(again.id).toBe(first.id);
    expect(standIn.charges.size).toBe(chargesBefore);
    const replays = standIn.requests.slice(3);
    expect(replays).toHaveLength(3);
    expect(replays.every((r) => r.replayed)).toBe(true);
  });

  it('[MKT-007] the same key with another amount is refused as the sandbox refuses it', async () => {
    const gateway = gatewayOf();
    await gateway.charge(chargeOf('tok_visa', 'booking-reused', 1_000));
    const error = await refusalOf(gateway.charge(chargeOf('tok_visa', 'booking-reused', 2_000)));
    expect(error).toMatchObject({ kind: 'invalid-request', message: PAYMENT_MESSAGES.keyReused });
  });

  it.each([
    ['tok_chargeDeclined', 'generic_decline'],
    ['tok_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
    ['tok_processingError', 'processing_error'],
  ])('%s: Stripe’s 402 card error is the sandbox’s outcome and words', async (token, reason) => {
    const error = await refusalOf(gatewayOf().charge(chargeOf(token, `declined-${token}`)));
    const sandbox = await sandboxRefusal(token);
    expect({ kind: error.kind, message: error.message, reason: error.reason }).toEqual({
      kind: sandbox.kind,
      message: sandbox.message,
      reason,
    });
    expect(sandbox.reason).toBe(reason);
  });

  it('a card number Stripe calls incorrect is the sandbox’s incorrect-number decline', async () => {
    const error = await refusalOf(gatewayOf().charge(chargeOf('4111-not-a-card', 'wrong-number')));
    expect(error).toMatchObject({ kind: 'declined', message: PAYMENT_MESSAGES.incorrectNumber });
    expect((await sandboxRefusal('4111-not-a-card')).message).toBe(error.message);
  });

  it('a 5xx from Stripe is the sandbox’s processor failure (502), nothing charged', async () => {
    const before = standIn.charges.size;
    const error = await refusalOf(gatewayOf().charge(chargeOf('tok_serverError', 'five-hundred')));
    expect(error).toMatchObject({ kind: 'processing', message: PAYMENT_MESSAGES.processing });
    expect(standIn.charges.size).toBe(before);
  });

  it('a call Stripe never answers is the sandbox’s time-out (504) after the adapter’s time-out', async () => {
    const started = Date.now();
    const error = await refusalOf(gatewayOf().charge(chargeOf('tok_timeout', 'silence')));
    expect(error).toMatchObject({ kind: 'timeout', message: PAYMENT_MESSAGES.timeout, reason: 'timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TEST_TIMEOUT_MS);
    const sandbox = await sandboxRefusal('tok_timeout');
    expect(sandbox).toMatchObject({ kind: error.kind, message: error.message });
  });

  it('[MKT-007] a 5xx is retried once under the same idempotency key, and the retry charges once', async () => {
    standIn.failNext('server-error');
    const charge = await gatewayOf({ maxNetworkRetries: 1 }).charge(chargeOf('tok_visa', 'retried'));
    expect(charge.id).toMatch(/^ch_/);
    const [failed, retried] = standIn.requests;
    expect(failed?.idempotencyKey).toBe('retried:method');
    expect(retried?.idempotencyKey).toBe('retried:method');
  });

  it('[MKT-007] a timed-out charge tried again under the same key charges once', async () => {
    const gateway = gatewayOf();
    standIn.failNext('hang');
    const error = await refusalOf(gateway.charge(chargeOf('tok_visa', 'retry-after-timeout')));
    expect(error.kind).toBe('timeout');
    const charge = await gateway.charge(chargeOf('tok_visa', 'retry-after-timeout'));
    expect(charge.status).toBe('succeeded');
    const charged = [...standIn.charges.values()].filter((c) => c.amount === 12_500);
    expect(charged.filter((c) => c.paymentIntent === standIn.charges.get(charge.id)?.paymentIntent)).toHaveLength(1);
  });

  it('[MKT-023] refunds part of a charge under its own key; a replay answers the same refund; more than is left is refused', async () => {
    const gateway = gatewayOf();
    const charge = await gateway.charge(chargeOf('tok_visa', 'to-refund', 10_000));
    const refund = { chargeId: charge.id, amountMinor: 4_000, currency: 'USD' as const, idempotencyKey: 'refund-1' };
    const first = await gateway.refund(refund);
    expect(first).toMatchObject({ chargeId: charge.id, amountMinor: 4_000, status: 'succeeded' });
    expect(first.id).toMatch(/^re_/);
    const again = await gateway.refund(refund);
    expect(again.id).toBe(first.id);
    expect(standIn.charges.get(charge.id)?.refunded).toBe(4_000);
    const refundCalls = standIn.requests.filter((r) => r.path === '/v1/refunds');
    expect(refundCalls.map((r) => [r.idempotencyKey, r.params.charge, r.params.amount])).toEqual([
      ['refund-1', charge.id, '4000'],
      ['refund-1', charge.id, '4000'],
    ]);
    const tooMuch = await refusalOf(gateway.refund({ ...refund, amountMinor: 7_000, idempotencyKey: 'refund-2' }));
    expect(tooMuch.kind).toBe('invalid-request');
  });

  it('[MKT-023] a refund of money Stripe never took is returned by hand, without a call to Stripe', async () => {
    const lines: string[] = [];
    const refund = await gatewayOf({ log: (l) => lines.push(l) }).refund({
      amountMinor: 500,
      currency: 'USD',
      idempotencyKey: 'manual-1',
    });
    expect(refund).toMatchObject({ chargeId: null, amountMinor: 500, status: 'succeeded' });
    expect(standIn.requests).toHaveLength(0);
    expect(lines.join()).toMatch(/by hand/);
  });

  it('[MKT-017] saves a card (customer, PaymentMethod attached) and charges it off-session for that customer', async () => {
    const gateway = gatewayOf();
    const saved = await gateway.savePaymentMethod({ cardToken: 'tok_mastercard', idempotencyKey: 'save-1' });
    expect(saved).toMatchObject({ brand: 'Mastercard', last4: '4444' });
    expect(saved.id).toMatch(/^pm_/);
    expect(standIn.requests.map((r) => [r.path.replace(/pm_\w+/, ':id'), r.idempotencyKey])).toEqual([
      ['/v1/customers', 'save-1:customer'],
      ['/v1/payment_methods', 'save-1:method'],
      ['/v1/payment_methods/:id/attach', 'save-1:attach'],
    ]);
    const customer = standIn.requests[2]?.params.customer;
    expect(customer).toMatch(/^cus_/);
    standIn.requests.length = 0;

    const charge = await gateway.charge(chargeOf(saved.id, 'automatic-1', 3_000));
    expect(charge.amountMinor).toBe(3_000);
    const intent = standIn.requests.find((r) => r.path === '/v1/payment_intents');
    expect(intent?.params).toMatchObject({
      customer,
      payment_method: saved.id,
      off_session: 'true',
      confirm: 'true',
    });
    expect(intent?.idempotencyKey).toBe('automatic-1:create');
  });

  it('[MKT-017] a card that would be declined is refused when saved, with the sandbox’s words', async () => {
    const error = await refusalOf(
      gatewayOf().savePaymentMethod({ cardToken: 'tok_chargeDeclined', idempotencyKey: 'save-declined' }),
    );
    const sandbox = await refusalOf(
      createSandboxPaymentGateway().savePaymentMethod({ cardToken: 'tok_chargeDeclined', idempotencyKey: 'x' }),
    );
    expect({ kind: error.kind, message: error.message }).toEqual({ kind: sandbox.kind, message: sandbox.message });
  });
});
