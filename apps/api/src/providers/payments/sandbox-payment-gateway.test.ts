// The sandbox card processor behaves like a processor's test mode: approvals, declines, failures, time-outs, idempotency.
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, PaymentError } from './payment-gateway.js';
import { createSandboxPaymentGateway } from './sandbox-payment-gateway.js';

const req = (cardToken: string, idempotencyKey = `k-${cardToken}`, amountMinor = 10_000) => ({
  amountMinor,
  currency: 'USD' as const,
  cardToken,
  idempotencyKey,
});

describe('sandbox payment gateway', () => {
  it('approves the test tokens and card numbers and records the charge', async () => {
    const gateway = createSandboxPaymentGateway();
    const a = await gateway.charge(req('tok_visa'));
    const b = await gateway.charge(req('4242 4242 4242 4242', 'k2'));
    expect(a.status).toBe('succeeded');
    expect(b.amountMinor).toBe(10_000);
    expect(gateway.charges).toHaveLength(2);
  });

  it.each([
    ['tok_chargeDeclined', 'declined', PAYMENT_MESSAGES.declined],
    ['4000000000000002', 'declined', 'Your card was declined.'],
    ['tok_chargeDeclinedInsufficientFunds', 'declined', PAYMENT_MESSAGES.insufficientFunds],
    ['tok_processingError', 'processing', PAYMENT_MESSAGES.processing],
    ['tok_unknown', 'declined', PAYMENT_MESSAGES.incorrectNumber],
  ])('refuses %s as %s without charging', async (token, kind, message) => {
    const gateway = createSandboxPaymentGateway();
    const error = await gateway.charge(req(token)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentError);
    expect((error as PaymentError).kind).toBe(kind);
    expect((error as PaymentError).message).toBe(message);
    expect(gateway.charges).toHaveLength(0);
  });

  it('times out after the bounded delay, without charging', async () => {
    const gateway = createSandboxPaymentGateway({ timeoutMs: 20 });
    const started = Date.now();
    const error = await gateway.charge(req('tok_timeout')).catch((e: unknown) => e);
    expect((error as PaymentError).kind).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    expect(gateway.charges).toHaveLength(0);
  });

  it('answers the same charge for the same key, even concurrently, and refuses the key for another request', async () => {
    const gateway = createSandboxPaymentGateway({ latencyMs: 10 });
    const [a, b] = await Promise.all([
      gateway.charge(req('tok_visa', 'same')),
      gateway.charge(req('tok_visa', 'same')),
    ]);
    expect(a.id).toBe(b.id);
    expect(gateway.charges).toHaveLength(1);
    await expect(gateway.charge(req('tok_visa', 'same', 20_000))).rejects.toMatchObject({ kind: 'invalid-request' });
  });

  it('lets a key be retried after a processing error, and replays a decline', async () => {
    const gateway = createSandboxPaymentGateway();
    await expect(gateway.charge(req('tok_processingError', 'retry'))).rejects.toMatchObject({ kind: 'processing' });
    await expect(gateway.charge(req('tok_processingError', 'retry'))).rejects.toMatchObject({ kind: 'processing' });
    await expect(gateway.charge(req('tok_chargeDeclined', 'd'))).rejects.toMatchObject({ kind: 'declined' });
    await expect(gateway.charge(req('tok_chargeDeclined', 'd'))).rejects.toMatchObject({ kind: 'declined' });
    expect(gateway.attempts.map((a) => a.outcome)).toEqual([
      'processing-error',
      'processing-error',
      'decline',
      'replayed',
    ]);
  });

  it('refunds at most what was charged, once per key', async () => {
    const gateway = createSandboxPaymentGateway();
    const charge = await gateway.charge(req('tok_visa'));
    const refund = { chargeId: charge.id, amountMinor: 6_000, currency: 'USD' as const, idempotencyKey: 'r1' };
    await gateway.refund(refund);
    await gateway.refund(refund);
    expect(gateway.refunds).toHaveLength(1);
    await expect(gateway.refund({ ...refund, idempotencyKey: 'r2' })).rejects.toMatchObject({
      kind: 'invalid-request',
    });
  });

  it('offers Affirm for USD amounts in its loan range only', () => {
    const gateway = createSandboxPaymentGateway();
    expect(gateway.canPayWithAffirm(10_000, 'USD')).toBe(true);
    expect(gateway.canPayWithAffirm(4_999, 'USD')).toBe(false);
    expect(gateway.canPayWithAffirm(10_000, 'EUR')).toBe(false);
  });
});
