// The operator trip cost breakdown amounts: FOC shared by paying travelers, the platform fee on the subtotal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPERATOR_COST_BREAKDOWN_ROWS, buildOperatorCostBreakdownRows } from './cost-breakdown.js';
import { OPERATOR_TRIP_PLATFORM_FEE_RATE, operatorTripCostAmounts } from './operator-trip-cost.rules.js';

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
});
