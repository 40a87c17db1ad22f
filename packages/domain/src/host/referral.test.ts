// Tests of the referral reward and page constants (REF).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinor } from '../shared/money.js';
import { referralRewardMinor } from './referral.rules.js';

describe('referral', () => {
  it("[REF-007] the reward is $1,000 when the referred host's trip is confirmed", () => {
    expect(referralRewardMinor(0)).toBe(0);
    expect(referralRewardMinor(1)).toBe(100_000);
    expect(formatMinor(referralRewardMinor(1), 'USD', { wholeDollars: true })).toBe('$1,000');
  });

  it("[REF-008] the reward adds $500 when the referred host's second trip is confirmed", () => {
    expect(referralRewardMinor(2)).toBe(150_000);
    expect(referralRewardMinor(5)).toBe(150_000);
    fc.assert(
      fc.property(fc.nat(20), (n) => {
        expect(referralRewardMinor(n + 1)).toBeGreaterThanOrEqual(referralRewardMinor(n));
        expect(referralRewardMinor(n)).toBeLessThanOrEqual(150_000);
      }),
    );
  });
});
