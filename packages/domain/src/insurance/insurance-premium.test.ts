// Tests of the insurance premium rule and the adjustment a booking change causes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INSURANCE_PREMIUM_PER_TRAVELER_MINOR,
  INSURANCE_PREMIUM_RATE,
  insuranceAdjustment,
  insuranceAdjustmentExplanation,
  insurancePremium,
} from './insurance-premium.rules.js';
import { isBookingCoveredByInsurance } from './insurance.rules.js';

describe('insurance premium and adjustment', () => {
  it('[INS-015] the premium is the rate on the insured amount plus the per-traveler fee', () => {
    expect(insurancePremium({ insuredAmount: 100_000, travelers: 2 })).toBe(6_000 + 2 * 1_500);
    expect(insurancePremium({ insuredAmount: -5, travelers: 0 })).toBe(INSURANCE_PREMIUM_PER_TRAVELER_MINOR);
  });

  it('[INS-015] [MKT-040] a $35.00 airport pickup moves the premium by 6% of $35.00, whatever the policy cost', () => {
    const a = insuranceAdjustment({ insuredBefore: 787_118, insuredAfter: 787_118 + 3_500 });
    expect(a).toEqual({ changedAmount: 3_500, travelersChange: 0, adjustment: 210 });
    expect(insuranceAdjustmentExplanation(a)).toBe(
      'Your travel insurance covers what your trip costs, so its premium follows your changes: 6% of the $35.00 you are adding is $2.10.',
    );
    const removed = insuranceAdjustment({ insuredBefore: 10_000, insuredAfter: 6_500 });
    expect(removed.adjustment).toBe(-210);
    expect(insuranceAdjustmentExplanation(removed)).toContain('of the $35.00 you are removing is $2.10');
  });

  it('[INS-015] the adjustment is proportional to the change: never more than the rate on it, adding then removing nets zero', () => {
    fc.assert(
      fc.property(fc.nat(50_000_000), fc.integer({ min: -5_000_000, max: 5_000_000 }), (before, change) => {
        const after = Math.max(0, before + change);
        const up = insuranceAdjustment({ insuredBefore: before, insuredAfter: after });
        const down = insuranceAdjustment({ insuredBefore: after, insuredAfter: before });
        expect(up.adjustment + down.adjustment).toBe(0);
        expect(Math.abs(up.adjustment - up.changedAmount * INSURANCE_PREMIUM_RATE)).toBeLessThanOrEqual(0.5);
        // It agrees with repricing the whole policy by the same rule, to a cent of rounding.
        const whole =
          insurancePremium({ insuredAmount: after, travelers: 1 }) -
          insurancePremium({ insuredAmount: before, travelers: 1 });
        expect(Math.abs(up.adjustment - whole)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('[INS-015] an added traveler adds the per-traveler fee, and the explanation says so', () => {
    const a = insuranceAdjustment({ insuredBefore: 0, insuredAfter: 10_000, travelersBefore: 1, travelersAfter: 2 });
    expect(a.adjustment).toBe(600 + INSURANCE_PREMIUM_PER_TRAVELER_MINOR);
    expect(insuranceAdjustmentExplanation(a)).toContain('plus $15.00 for each of 1 traveler');
  });

  it('[INS-015] removing travelers and cover is explained in full: the rate on what is removed, less the fee per traveler', () => {
    const a = insuranceAdjustment({
      insuredBefore: 20_000,
      insuredAfter: 10_000,
      travelersBefore: 3,
      travelersAfter: 1,
    });
    expect(a).toEqual({ changedAmount: -10_000, travelersChange: -2, adjustment: -3_600 });
    expect(insuranceAdjustmentExplanation(a)).toBe(
      'Your travel insurance covers what your trip costs, so its premium follows your changes: 6% of the $100.00 you are removing is $6.00, less $15.00 for each of 2 travelers.',
    );
    const added = insuranceAdjustment({
      insuredBefore: 5_000,
      insuredAfter: 5_000,
      travelersBefore: 1,
      travelersAfter: 2,
    });
    expect(insuranceAdjustmentExplanation(added)).toBe(
      'Your travel insurance covers what your trip costs, so its premium follows your changes: 6% of the $0.00 you are adding is $0.00, plus $15.00 for each of 1 traveler.',
    );
  });
});

describe('insurance coverage', () => {
  it('[MBK-046] a booking is covered while any policy is not cancelled or being cancelled', () => {
    expect(isBookingCoveredByInsurance([])).toBe(false);
    expect(isBookingCoveredByInsurance([{ status: 'cancelled' }, { status: 'cancellation-pending' }])).toBe(false);
    for (const status of ['pending', 'confirmed', 'modification-pending'] as const)
      expect(isBookingCoveredByInsurance([{ status: 'cancelled' }, { status }])).toBe(true);
  });
});
