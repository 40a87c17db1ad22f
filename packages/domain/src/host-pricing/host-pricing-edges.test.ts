// The edges of the host pricing rules, one behaviour each: the inputs a form or a stored trip can hold that the main
// tests' trips never reach (a price that is a string, a tier list out of order, a row earning exactly nothing).
import { describe, expect, it } from 'vitest';
import {
  HostPricingError,
  costTableTravelerCounts,
  costThresholdForSpots,
  thresholdEarningsForSpots,
} from './cost-table.rules.js';
import { hostEarningsForSpots, hostEarningsPerTraveler, hostTripEarnings } from './earnings.rules.js';
import {
  earlyBirdPriceError,
  hasNegativeThresholdEarnings,
  hasUnsavedHostPricingChanges,
} from './host-pricing.rules.js';
import { HOST_SERVICE_FEE_PERCENT, HOST_TRANSACTION_FEE_PERCENT } from './pricing-tab.rules.js';

const fees = { serviceFeePercent: HOST_SERVICE_FEE_PERCENT, transactionFeePercent: HOST_TRANSACTION_FEE_PERCENT };

describe('the cost table', () => {
  it('[HPR-024] has no rows for counts that are not whole, or a minimum below one', () => {
    expect(costTableTravelerCounts(1.5, 10)).toEqual([]);
    expect(costTableTravelerCounts(4, 10.5)).toEqual([]);
    expect(costTableTravelerCounts(0, 4)).toEqual([]);
    expect(costTableTravelerCounts(4, 3)).toEqual([]);
    expect(costTableTravelerCounts(1, 1)).toEqual([1]);
  });

  it('[HPR-017] a count is priced by the largest tier at or below it, whatever order the tiers come in', () => {
    const tiers = [
      { numberOfTravelers: 4, pricePerTraveler: 300_000 },
      { numberOfTravelers: 8, pricePerTraveler: 280_000 },
      { numberOfTravelers: 2, pricePerTraveler: 320_000 },
    ];
    expect(costThresholdForSpots(tiers, 5).pricePerTraveler).toBe(300_000);
    expect(costThresholdForSpots(tiers, 9).pricePerTraveler).toBe(280_000);
    // Two tiers for one group size: the first stated is kept.
    expect(
      costThresholdForSpots(
        [
          { numberOfTravelers: 4, pricePerTraveler: 1 },
          { numberOfTravelers: 4, pricePerTraveler: 2 },
        ],
        4,
      ).pricePerTraveler,
    ).toBe(1);
  });

  it('[HPR-017] a count without a row throws the pricing error with its code and message', () => {
    const thrown = (() => {
      try {
        thresholdEarningsForSpots([], 4);
      } catch (e) {
        return e;
      }
    })();
    expect(thrown).toBeInstanceOf(HostPricingError);
    expect(thrown).toMatchObject({
      name: 'HostPricingError',
      code: 'NO_THRESHOLD_EARNINGS',
      message: 'No threshold earnings defined for 4 spots.',
    });
    expect(() => costThresholdForSpots([], 4)).toThrow(
      expect.objectContaining({ name: 'HostPricingError', code: 'NO_THRESHOLD_EARNINGS' }),
    );
  });
});

describe('the host earnings on sold spots', () => {
  it('[HBK-008] a group below every tier is priced at the smallest tier, whatever order the tiers come in', () => {
    const input = {
      ...fees,
      pricePerTraveler: 400_000,
      costThresholds: [
        { numberOfTravelers: 8, pricePerTraveler: 280_000 },
        { numberOfTravelers: 6, pricePerTraveler: 300_000 },
      ],
    };
    // 4,000 − 200 − 120 − 3,000 (the 6-tier) = 680 a traveler.
    expect(hostEarningsPerTraveler(input, 2)).toBe(68_000);
  });

  it('[OPT-040] [HBK-008] the FOC spots count in the group that picks the tier', () => {
    const input = {
      ...fees,
      pricePerTraveler: 400_000,
      focQuantity: 2,
      costThresholds: [
        { numberOfTravelers: 5, pricePerTraveler: 250_000 },
        { numberOfTravelers: 6, pricePerTraveler: 240_000 },
      ],
    };
    // 4 paying + 2 FOC = 6: the 6-tier, $2,400, and the FOC's 2 × 2,400 shared by 4 = 1,200 more.
    // 4,000 − 200 − 120 − 3,600 = 80 a traveler.
    expect(hostEarningsPerTraveler(input, 4)).toBe(8_000);
  });

  it('[HBK-008] a negative number of spots earns nothing', () => {
    const input = {
      ...fees,
      pricePerTraveler: 400_000,
      costThresholds: [{ numberOfTravelers: 1, pricePerTraveler: 1 }],
    };
    expect(hostEarningsForSpots(input, -2)).toBe(0);
  });

  it('[HBK-002] [HBK-008] a trip with only one of its two prices set earns nothing yet', () => {
    const trip = {
      costThresholds: [{ numberOfTravelers: 1, pricePerTraveler: 100_000 }],
      minimumSpots: 1,
      maximumSpots: 4,
    };
    const none = { earnings: 0, potentialEarnings: 0 };
    expect(hostTripEarnings({ ...trip, priceInitial: 200_000, priceRemaining: null }, 2)).toEqual(none);
    expect(hostTripEarnings({ ...trip, priceInitial: null, priceRemaining: 200_000 }, 2)).toEqual(none);
    expect(hostTripEarnings({ ...trip, priceInitial: 200_000, priceRemaining: 200_000 }, 2).earnings).toBeGreaterThan(
      0,
    );
  });
});

describe('the pricing save checks', () => {
  it('[MKT-042] the early bird is compared only when both prices are numbers (a string is not a price)', () => {
    expect(earlyBirdPriceError('5000', 4000)).toBeNull();
    expect(earlyBirdPriceError(5000, '4000')).toBeNull();
    expect(earlyBirdPriceError(5000, 4000)).not.toBeNull();
  });

  it('[HPR-013] a row earning exactly nothing does not block the save', () => {
    expect(hasNegativeThresholdEarnings([{ travelerRowNumber: 4, totalEarnings: 0 }], 4)).toBe(false);
    expect(hasNegativeThresholdEarnings([{ travelerRowNumber: 4, totalEarnings: -1 }], 4)).toBe(true);
  });

  it('[HPR-007] a change to any one of the three fields is an unsaved change', () => {
    const saved = { initialPrice: 3900, remainingPrice: 4000, flightStipend: 0 };
    expect(hasUnsavedHostPricingChanges(saved, { ...saved })).toBe(false);
    expect(hasUnsavedHostPricingChanges(saved, { ...saved, initialPrice: 3800 })).toBe(true);
    expect(hasUnsavedHostPricingChanges(saved, { ...saved, remainingPrice: 4100 })).toBe(true);
    expect(hasUnsavedHostPricingChanges(saved, { ...saved, flightStipend: 100 })).toBe(true);
  });
});
