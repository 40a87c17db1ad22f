// Starting an Affirm checkout of a balance (PAY-008): a custom option needs its amount; the return path is this site's.
import { describe, expect, it } from 'vitest';
import { startBalanceAffirmCheckoutRequestSchema } from './affirm-checkout.contract.js';

describe('Affirm balance checkout request', () => {
  it('[PAY-008] a custom payment needs paymentAmount; minimum and full do not', () => {
    const base = { returnPath: '/app/traveler/trips/t1' };
    expect(startBalanceAffirmCheckoutRequestSchema.safeParse({ ...base, paymentOptionType: 'minimum' }).success).toBe(
      true,
    );
    expect(
      startBalanceAffirmCheckoutRequestSchema.safeParse({ ...base, paymentOptionType: 'custom', paymentAmount: 20_000 })
        .success,
    ).toBe(true);
    const missing = startBalanceAffirmCheckoutRequestSchema.safeParse({ ...base, paymentOptionType: 'custom' });
    expect(missing.error?.issues).toEqual([
      expect.objectContaining({ path: ['paymentAmount'], message: 'A custom payment needs paymentAmount' }),
    ]);
  });
});
