// The sandbox processor's setup intent (Update Payment Method, TRV-069): a good card is saved with its brand and last
// four digits and nothing is charged; a card that would decline, fail or time out is refused the same way.
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, PaymentError } from '../../providers/payments/payment-gateway.js';
import { createSandboxPaymentGateway } from '../../providers/payments/sandbox-payment-gateway.js';

describe('sandbox savePaymentMethod', () => {
  it('[TRV-069] saves an approving card with its brand and last four, charging nothing', async () => {
    const gateway = createSandboxPaymentGateway();
    const saved = await gateway.savePaymentMethod({ cardToken: '5555 5555 5555 4444', idempotencyKey: 'k1' });
    expect(saved).toMatchObject({ brand: 'Mastercard', last4: '4444' });
    expect(saved.id).toMatch(/^pm_sandbox_/);
    expect(gateway.savedMethods).toEqual([saved]);
    expect(gateway.charges).toHaveLength(0);
  });

  it.each([
    ['tok_chargeDeclined', 'declined', PAYMENT_MESSAGES.declined],
    ['tok_chargeDeclinedInsufficientFunds', 'declined', PAYMENT_MESSAGES.declined],
    ['tok_processingError', 'processing', PAYMENT_MESSAGES.processing],
    ['tok_nonsense', 'declined', PAYMENT_MESSAGES.incorrectNumber],
  ])('[TRV-069] refuses %s as %s and saves nothing', async (cardToken, kind, message) => {
    const gateway = createSandboxPaymentGateway();
    const error = await gateway.savePaymentMethod({ cardToken, idempotencyKey: 'k' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentError);
    expect((error as PaymentError).kind).toBe(kind);
    expect((error as PaymentError).message).toBe(message);
    expect(gateway.savedMethods).toHaveLength(0);
  });

  it('[TRV-069] a card that hangs times out without saving', async () => {
    const gateway = createSandboxPaymentGateway({ timeoutMs: 5 });
    const error = await gateway.savePaymentMethod({ cardToken: 'tok_timeout', idempotencyKey: 'k' }).catch((e) => e);
    expect((error as PaymentError).kind).toBe('timeout');
    expect(gateway.savedMethods).toHaveLength(0);
  });
});
