// The operator trip cost breakdown amounts: FOC shared by paying travelers, the platform fee on the subtotal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPERATOR_COST_BREAKDOWN_ROWS, buildOperatorCostBreakdownRows } from './cost-breakdown.js';
import {
  OPERATOR_TRIP_PLATFORM_FEE_RATE,
  operatorTripCostAmounts,
  tripCostByTier,
} from './operator-trip-cost.rules.js';

describe('operatorTripCostAmounts', () => {
  it('[OPT-015] gives an amount for every cost-breakdown row, in the rows order', () => {
    const amounts = operatorTripCostAmounts({
      yourPrice: 100000,
      numberOfTravelers: 11,
      suggestedPrice: 90000,
      singleSupplementPrice: 20000,
      hasFoc: true,
      focQuantity: 1,
    });
    const rows = buildOperatorCostBreakdownRows(amounts);
    expect(rows.map((r) => r.key)).toEqual(OPERATOR_COST_BREAKDOWN_ROWS.map((r) => r.key));
    expect(amounts.focBaseCost).toBe(10000);
    expect(amounts.focSingleSupplement).toBe(2000);
    expect(amounts.operatorSubtotal).toBe(112000);
    expect(amounts.platformFee).toBe(11200);
    expect(amounts.totalTravelerPrice).toBe(123200);
  });

  it('[OPT-056] without FOC nothing is shared; with FOC the paying travelers carry its whole cost', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 0, max: 3 }),
        (price, travelers, foc) => {
          const a = operatorTripCostAmounts({
            yourPrice: price,
            numberOfTravelers: travelers + foc,
            suggestedPrice: 0,
            singleSupplementPrice: 0,
            hasFoc: foc > 0,
            focQuantity: foc,
          });
          expect(a.focBaseCost * travelers).toBeGreaterThanOrEqual(price * foc);
          expect(a.platformFee).toBe(Math.round(a.operatorSubtotal * OPERATOR_TRIP_PLATFORM_FEE_RATE));
          if (foc === 0) expect(a.operatorSubtotal).toBe(price);
        },
      ),
    );
  });

  it('[OPT-015] [OPT-056] every row of a trip with two FOC spots: shares rounded up, the fee on the subtotal, halves up', () => {
    // 12 travelers of whom 2 are FOC: 10 pay. Odd amounts make each share round up and each fee land on a half.
    expect(
      operatorTripCostAmounts({
        yourPrice: 100_001,
        numberOfTravelers: 12,
        suggestedPrice: 90_000,
        singleSupplementPrice: 20_005,
        variableCosts: 5_000,
        workshopSpaceTotal: 30_005,
        hasFoc: true,
        focQuantity: 2,
      }),
    ).toEqual({
      yourPrice: 100_001,
      suggestedPrice: 90_000,
      focBaseCost: 20_001, // 200,002 over 10, rounded up
      focSingleSupplement: 4_001, // 40,010 over 10, rounded up
      variableCosts: 5_000,
      workshopSpace: 3_001, // 30,005 over 10, rounded up
      validityPeriodBaseCosts: 90_000,
      additionalFoc: 0,
      operatorSubtotal: 132_004,
      singleSupplementAdjustments: 0,
      travelerSingleSupplement: 20_005,
      travelerSingleSupplementFee: 2_001, // 10% of 20,005 = 2,000.5, half up
      platformFee: 13_200, // 10% of 132,004 = 13,200.4
      totalTravelerPrice: 145_204,
    });
  });

  it('[OPT-056] a trip whose spots are all FOC still has one paying traveler, who carries the FOC cost', () => {
    const a = operatorTripCostAmounts({
      yourPrice: 1_000,
      numberOfTravelers: 2,
      suggestedPrice: 0,
      singleSupplementPrice: 300,
      workshopSpaceTotal: 700,
      hasFoc: true,
      focQuantity: 2,
    });
    expect([a.focBaseCost, a.focSingleSupplement, a.workshopSpace, a.variableCosts]).toEqual([2_000, 600, 700, 0]);
    expect(a.operatorSubtotal).toBe(4_300);
  });

  it('[OPT-056] FOC spots count only when the trip has FOCs: a quantity without the flag shares nothing', () => {
    const a = operatorTripCostAmounts({
      yourPrice: 1_000,
      numberOfTravelers: 10,
      suggestedPrice: 0,
      singleSupplementPrice: 500,
      workshopSpaceTotal: 1_000,
      hasFoc: false,
      focQuantity: 3,
    });
    expect([a.focBaseCost, a.focSingleSupplement, a.workshopSpace]).toEqual([0, 0, 100]);
  });
});

describe('tripCostByTier', () => {
  it('[HAP-088] prices each tier of the stored cost object, smallest group first, with the FOC shared', () => {
    const tiers = tripCostByTier({
      costThresholds: [
        { numberOfTravelers: 12, pricePerTraveler: 900 },
        { numberOfTravelers: 6, pricePerTraveler: 1_000 },
      ],
      focQuantity: 1,
      singleSupplementPrice: 200,
      referencePrice: 950,
      workshopSpaceTotal: 1_100,
      variableCosts: 50,
    });
    expect(tiers.map((t) => t.numberOfTravelers)).toEqual([6, 12]);
    const [small, large] = tiers.map((t) => t.amounts);
    // 6 travelers, 1 FOC: 5 pay.
    expect(small).toMatchObject({
      yourPrice: 1_000,
      suggestedPrice: 950,
      focBaseCost: 200,
      focSingleSupplement: 40,
      variableCosts: 50,
      workshopSpace: 220,
      operatorSubtotal: 1_510,
      travelerSingleSupplement: 200,
    });
    // 12 travelers, 1 FOC: 11 pay.
    expect(large).toMatchObject({
      yourPrice: 900,
      focBaseCost: 82,
      workshopSpace: 100,
      operatorSubtotal: 900 + 82 + 19 + 50 + 100,
    });
  });

  it('[HAP-088] a cost object without FOC spots shares nothing', () => {
    const [tier] = tripCostByTier({
      costThresholds: [{ numberOfTravelers: 4, pricePerTraveler: 1_000 }],
      focQuantity: 0,
      singleSupplementPrice: 200,
      referencePrice: 0,
      workshopSpaceTotal: 400,
    });
    expect(tier?.amounts).toMatchObject({
      focBaseCost: 0,
      focSingleSupplement: 0,
      workshopSpace: 100,
      variableCosts: 0,
    });
  });
});
