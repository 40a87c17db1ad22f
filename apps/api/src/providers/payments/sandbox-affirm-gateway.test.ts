// The sandbox Affirm behaves like Affirm's sandbox: redirect to its page, approve, decline, cancel, time out, expire,
// and one capture per checkout however often it is authorized.
import { describe, expect, it } from 'vitest';
import { AFFIRM_MESSAGES } from './affirm-gateway.js';
import { PaymentError } from './payment-gateway.js';
import { AFFIRM_CHECKOUT_TTL_MS, createSandboxAffirmGateway } from './sandbox-affirm-gateway.js';

const start = (amountMinor = 150_000, idempotencyKey = `k-${amountMinor}`) => ({
  amountMinor,
  currency: 'USD' as const,
  orderReference: 'ORD-9001',
  returnUrl: '/app/traveler/affirm/return?booking=b1',
  idempotencyKey,
});

async function refusal(promise: Promise<unknown>): Promise<PaymentError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PaymentError) return error;
    throw error;
  }
  throw new Error('expected a PaymentError');
}

describe('sandbox Affirm', () => {
  it('[PAY-008] starts a checkout on its page and, once approved, captures the loan once', async () => {
    const affirm = createSandboxAffirmGateway();
    const checkout = await affirm.startCheckout(start());
    expect(checkout.redirectUrl).toBe(`/sandbox/affirm/checkouts/${checkout.checkoutToken}`);
    expect(await affirm.startCheckout(start())).toEqual(checkout);
    const back = affirm.decide(checkout.checkoutToken, 'approved');
    expect(back).toBe(
      `/app/traveler/affirm/return?booking=b1&checkout_token=${checkout.checkoutToken}&outcome=approved`,
    );
    const first = await affirm.authorize({ checkoutToken: checkout.checkoutToken, idempotencyKey: 'a1' });
    const second = await affirm.authorize({ checkoutToken: checkout.checkoutToken, idempotencyKey: 'a2' });
    expect(first).toEqual(second);
    expect(first.amountMinor).toBe(150_000);
    expect(affirm.charges).toHaveLength(1);
  });

  it('refuses an amount outside the loan range or in another currency', async () => {
    const affirm = createSandboxAffirmGateway();
    expect((await refusal(affirm.startCheckout(start(4_999)))).message).toBe(AFFIRM_MESSAGES.notFinanceable);
    const euro = await refusal(affirm.startCheckout({ ...start(), currency: 'EUR', idempotencyKey: 'eur' }));
    expect(euro.kind).toBe('invalid-request');
  });

  it.each([
    ['declined', 'declined', AFFIRM_MESSAGES.declined],
    ['cancelled', 'declined', AFFIRM_MESSAGES.cancelled],
  ] as const)('a %s checkout is refused as %s and charges nothing', async (outcome, kind, message) => {
    const affirm = createSandboxAffirmGateway();
    const checkout = await affirm.startCheckout(start());
    affirm.decide(checkout.checkoutToken, outcome);
    const error = await refusal(affirm.authorize({ checkoutToken: checkout.checkoutToken, idempotencyKey: 'a' }));
    expect([error.kind, error.message]).toEqual([kind, message]);
    expect(affirm.charges).toHaveLength(0);
  });

  it('declines an amount ending in 13 cents even when the traveler approves, and the first answer stands', async () => {
    const affirm = createSandboxAffirmGateway();
    const checkout = await affirm.startCheckout(start(150_013));
    expect(affirm.decide(checkout.checkoutToken, 'approved')).toContain('outcome=declined');
    expect(affirm.decide(checkout.checkoutToken, 'approved')).toContain('outcome=declined');
    expect((await refusal(affirm.authorize({ checkoutToken: checkout.checkoutToken, idempotencyKey: 'a' }))).kind).toBe(
      'declined',
    );
  });

  it('times out after its deadline without charging', async () => {
    const affirm = createSandboxAffirmGateway({ timeoutMs: 5 });
    const checkout = await affirm.startCheckout(start());
    affirm.decide(checkout.checkoutToken, 'timeout');
    const error = await refusal(affirm.authorize({ checkoutToken: checkout.checkoutToken, idempotencyKey: 'a' }));
    expect(error.kind).toBe('timeout');
    expect(affirm.charges).toHaveLength(0);
  });

  it('refuses an undecided, unknown or expired checkout', async () => {
    let clock = new Date('2026-11-25T12:00:00Z');
    const affirm = createSandboxAffirmGateway({ now: () => clock });
    const checkout = await affirm.startCheckout(start());
    expect(
      (await refusal(affirm.authorize({ checkoutToken: checkout.checkoutToken, idempotencyKey: 'a' }))).message,
    ).toBe(AFFIRM_MESSAGES.undecided);
    expect((await refusal(affirm.authorize({ checkoutToken: 'affirm_co_nope', idempotencyKey: 'a' }))).message).toBe(
      AFFIRM_MESSAGES.unknownCheckout,
    );
    clock = new Date(clock.getTime() + AFFIRM_CHECKOUT_TTL_MS);
    expect(() => affirm.decide(checkout.checkoutToken, 'approved')).toThrow(PaymentError);
  });

  it('refuses the same idempotency key for a different amount', async () => {
    const affirm = createSandboxAffirmGateway();
    await affirm.startCheckout(start(150_000, 'same'));
    expect((await refusal(affirm.startCheckout(start(160_000, 'same')))).reason).toBe('idempotency_key_reused');
  });

  it('[PAY-008] voids a captured loan once per key, and refuses a refund of a loan it never made', async () => {
    const affirm = createSandboxAffirmGateway();
    const checkout = await affirm.startCheckout(start());
    affirm.decide(checkout.checkoutToken, 'approved');
    const loan = await affirm.authorize({ checkoutToken: checkout.checkoutToken, idempotencyKey: 'a' });
    expect(loan.processor).toBe('affirm');
    const refund = { chargeId: loan.id, amountMinor: loan.amountMinor, currency: loan.currency, idempotencyKey: 'r' };
    const first = await affirm.refund(refund);
    expect(await affirm.refund(refund)).toBe(first);
    expect(affirm.refunds).toEqual([first]);
    expect(first).toMatchObject({ chargeId: loan.id, amountMinor: 150_000 });
    expect((await refusal(affirm.refund({ ...refund, chargeId: 'affirm_ch_nope', idempotencyKey: 'x' }))).kind).toBe(
      'invalid-request',
    );
  });
});
