// Property tests of the money helpers: percentages and rates computed exactly by dinero, parts that sum to the whole,
// amounts typed in major units read exactly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampAtZero,
  evenShareOfMinor,
  formatMinor,
  formatMoney,
  fromMajor,
  minorUnits,
  money,
  multiply,
  parseMinorAmount,
  percentOfMinor,
  rateOfMinor,
  sum,
  toMajor,
  wholeMajorOf,
  zero,
} from './money.js';

const amounts = fc.integer({ min: 0, max: 100_000_000 });
/** Whole and tenth percentages (2.9%), as fees and discounts are written. */
const tenths = fc.integer({ min: 0, max: 1000 });

/** The exact a × p / 1000 (p in tenths of a per cent) rounded half up, in integers only. */
const exactHalfUp = (a: number, tenthsOfPercent: number) =>
  Number((BigInt(a) * BigInt(tenthsOfPercent) * 2n + 1000n) / 2000n);

describe('money: parts of an amount through dinero', () => {
  it('a percentage of an amount is the exact product rounded half up, never a float product', () => {
    fc.assert(
      fc.property(amounts, tenths, (a, t) => {
        expect(percentOfMinor(a, t / 10)).toBe(exactHalfUp(a, t));
      }),
    );
    // 0.5% of $1.15 is 0.575 cents: half up makes it 1; 0.5% of $0.99 is 0.495 cents: 0.
    expect(percentOfMinor(115, 0.5)).toBe(1);
    expect(percentOfMinor(99, 0.5)).toBe(0);
  });

  it('a part rounded down and the rest rounded up make the whole: no cent is created or lost', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 100 }), (a, p) => {
        expect(percentOfMinor(a, p, 'down') + percentOfMinor(a, 100 - p, 'up')).toBe(a);
      }),
    );
  });

  it('an even share never falls short of the cost and exceeds it by less than a cent a payer', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 1, max: 60 }), (a, n) => {
        const share = evenShareOfMinor(a, n);
        expect(share * n).toBeGreaterThanOrEqual(a);
        expect((share - 1) * n).toBeLessThan(a);
      }),
    );
    // $100.00 among 3: parts of 33.34, 33.33 and 33.33; each payer pays 33.34.
    expect(evenShareOfMinor(10_000, 3)).toBe(3334);
    expect(evenShareOfMinor(9999, 3)).toBe(3333);
    expect(() => evenShareOfMinor(100, 0)).toThrow(RangeError);
  });

  it('a rate is the same percentage: 0.06 of an amount is 6% of it', () => {
    fc.assert(
      fc.property(amounts, (a) => {
        expect(rateOfMinor(a, 0.06)).toBe(percentOfMinor(a, 6));
        expect(rateOfMinor(a, 0.1)).toBe(percentOfMinor(a, 10));
      }),
    );
  });

  it('a negative amount rounds the way Math.round and Math.floor do (half towards +∞; down is floor)', () => {
    expect(percentOfMinor(-125, 2)).toBe(-2);
    expect(percentOfMinor(-125, 2, 'down')).toBe(-3);
  });

  it("an amount typed in major units is read exactly, and only with at most the currency's decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (minor) => {
        const text = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
        expect(parseMinorAmount(text)).toBe(minor);
      }),
    );
    expect(parseMinorAmount('$1,250.5')).toBe(125_050);
    expect(parseMinorAmount('10.')).toBeUndefined();
    expect(parseMinorAmount('1.005')).toBeUndefined();
    expect(parseMinorAmount('-5')).toBeUndefined();
    expect(parseMinorAmount('12.5', 'EUR')).toBe(1250);
  });

  it('whole major units round half up: $12.49 is 12, $12.50 is 13', () => {
    expect(wholeMajorOf(1249)).toBe(12);
    expect(wholeMajorOf(1250)).toBe(13);
    expect(wholeMajorOf(0)).toBe(0);
  });
});

describe('money: amounts, sums and display', () => {
  it('an amount is whole minor units: a fraction of a cent is refused', () => {
    expect(minorUnits(money(1250))).toBe(1250);
    expect(() => money(12.5)).toThrow(new RangeError('money amount must be integer minor units, got 12.5'));
  });

  it('an amount in major units is rounded to the nearest minor unit', () => {
    expect(minorUnits(fromMajor(12.345))).toBe(1235);
    expect(minorUnits(fromMajor(12.344, 'EUR'))).toBe(1234);
    expect(toMajor(fromMajor(12.5))).toBe(12.5);
  });

  it('minor units of a scaled amount come back to the currency exponent, rounded', () => {
    // 1250 × 1.5 at scale 3 is 1875.0 cents; × 1.005 at scale 5 is 1256.25 cents.
    expect(minorUnits(multiply(money(1250), { amount: 15, scale: 1 }))).toBe(1875);
    expect(minorUnits(multiply(money(1250), { amount: 1005, scale: 3 }))).toBe(1256);
  });

  it('a sum is in the currency given, zero when there is nothing to add', () => {
    expect(minorUnits(sum([money(100), money(250), money(-50)]))).toBe(300);
    expect(formatMoney(sum([], 'EUR'))).toBe('€0.00');
    expect(formatMoney(zero())).toBe('$0.00');
  });

  it('an amount below zero is clamped to zero in its currency; zero and above are kept', () => {
    expect(formatMoney(clampAtZero(money(-1, 'GBP')))).toBe('£0.00');
    expect(minorUnits(clampAtZero(money(0)))).toBe(0);
    expect(minorUnits(clampAtZero(money(1)))).toBe(1);
  });

  it('USD is shown with two decimals, or whole dollars when asked', () => {
    expect(formatMoney(money(123450))).toBe('$1,234.50');
    expect(formatMoney(money(123450), { wholeDollars: true })).toBe('$1,235');
    expect(formatMoney(money(-5))).toBe('-$0.05');
  });
});

describe('money: messages and edges', () => {
  it('a fraction of a minor unit is refused with the amount named; so is a share among no whole number of payers', () => {
    expect(() => formatMinor(1.5)).toThrow(new RangeError('money amount must be integer minor units, got 1.5'));
    expect(() => evenShareOfMinor(100, 1.5)).toThrow(new RangeError('payers must be a whole number ≥ 1, not 1.5'));
  });

  it('an amount typed without decimals is whole major units', () => {
    expect(parseMinorAmount('1250')).toBe(125_000);
    expect(parseMinorAmount('0')).toBe(0);
  });

  it('a rate written in exponent notation is read exactly (1e-7, 1.5e-7)', () => {
    expect(rateOfMinor(100_000_000, 1e-7)).toBe(10);
    expect(rateOfMinor(100_000_000, 1.5e-7)).toBe(15);
  });
});
