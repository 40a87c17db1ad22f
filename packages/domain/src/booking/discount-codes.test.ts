// Discount codes: what a code takes off a booking (never above what is due) and when it is refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminDiscountProblem } from './admin-booking-tools.rules.js';
import {
  type DiscountCode,
  calculateDiscount,
  discountCodeRefusal,
  normalizeDiscountCode,
} from './discount-codes.rules.js';

const code = (over: Partial<DiscountCode> = {}): DiscountCode => ({
  code: 'WELCOME50',
  kind: 'fixed',
  value: 5000,
  currency: 'USD',
  expiresAt: null,
  maxUses: null,
  ...over,
});
const now = new Date('2026-06-01T12:00:00Z');

describe('discount codes', () => {
  it('[HAP-053] a fixed code takes off its amount, a percentage its share of the total rounded down', () => {
    expect(calculateDiscount(code(), { travelAmount: 100_000, dueAmount: 80_000 })).toBe(5000);
    expect(calculateDiscount(code({ kind: 'percent', value: 15 }), { travelAmount: 99_999, dueAmount: 99_999 })).toBe(
      14_999,
    );
  });

  it('[HAP-053] a code never takes off more than is still due, and what it takes the amount discount accepts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('fixed' as const, 'percent' as const),
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: -5000, max: 200_000 }),
        (kind, value, travelAmount, dueAmount) => {
          const amount = calculateDiscount(code({ kind, value: kind === 'percent' ? (value % 100) + 1 : value }), {
            travelAmount,
            dueAmount,
          });
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(Math.max(dueAmount, 0));
          if (amount > 0) expect(adminDiscountProblem(amount, { dueAmount })).toBeNull();
        },
      ),
    );
    expect(calculateDiscount(code(), { travelAmount: 100_000, dueAmount: 1200 })).toBe(1200);
    expect(calculateDiscount(code(), { travelAmount: 100_000, dueAmount: 0 })).toBe(0);
  });

  it('[HAP-054] an expired, used-up or other-currency code is refused; codes ignore case', () => {
    const usd = { currency: 'USD' };
    expect(discountCodeRefusal(code(), usd, 10, now)).toBeNull();
    // The traveler reads the message; the code is for clients.
    expect(discountCodeRefusal(code({ expiresAt: now }), usd, 0, now)).toEqual({
      code: 'DISCOUNT_CODE_EXPIRED',
      message: 'This discount code has expired.',
    });
    expect(discountCodeRefusal(code({ expiresAt: new Date(now.getTime() + 1) }), usd, 0, now)).toBeNull();
    expect(discountCodeRefusal(code({ maxUses: 2 }), usd, 2, now)).toEqual({
      code: 'DISCOUNT_CODE_USED_UP',
      message: 'This discount code has been used up.',
    });
    expect(discountCodeRefusal(code({ maxUses: 2 }), usd, 1, now)).toBeNull();
    expect(discountCodeRefusal(code(), { currency: 'EUR' }, 0, now)).toEqual({
      code: 'DISCOUNT_CODE_CURRENCY',
      message: 'This discount code is for another currency.',
    });
    expect(
      discountCodeRefusal(code({ kind: 'percent', value: 10, currency: null }), { currency: 'EUR' }, 0, now),
    ).toBeNull();
    expect(normalizeDiscountCode('  welcome50 ')).toBe('WELCOME50');
  });
});
