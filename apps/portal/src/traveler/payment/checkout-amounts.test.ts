// Checkout amounts: parsing the custom amount and the change checkout's minimum and full options.
import { describe, expect, it } from 'vitest';
import { changeCheckoutAmount, customAmountMinor } from './checkout-amounts.js';

describe('customAmountMinor', () => {
  it('reads dollars and cents into minor units', () => {
    expect(customAmountMinor('150')).toBe(15_000);
    expect(customAmountMinor('$1,250.5')).toBe(125_050);
    expect(customAmountMinor('0.07')).toBe(7);
  });
  it('refuses text that is not an amount', () => {
    expect(customAmountMinor('')).toBeUndefined();
    expect(customAmountMinor('12.345')).toBeUndefined();
    expect(customAmountMinor('ten')).toBeUndefined();
  });
});

describe('changeCheckoutAmount', () => {
  const input = { changeTotal: 52_900, bookingMinimumDue: 100_000, dueAfterChanges: 748_600 };
  it('[PAY-006] the minimum pays for the changes, the full option the whole balance', () => {
    expect(changeCheckoutAmount('minimum', input)).toBe(52_900);
    expect(changeCheckoutAmount('full', input)).toBe(748_600);
  });
  it('falls back to the booking minimum when the changes cost nothing', () => {
    expect(changeCheckoutAmount('minimum', { ...input, changeTotal: -7_900, dueAfterChanges: 600_000 })).toBe(100_000);
  });
});
