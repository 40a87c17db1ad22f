// Tests of the potential earnings (cost) table.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildHostCostTable,
  costTableFeeLabels,
  costTableRow,
  costTableTravelerCounts,
  costThresholdForSpots,
  type HostCostTableInput,
  HostPricingError,
  minimumHostEarnings,
  thresholdEarningsForSpots,
} from './cost-table.rules.js';
import { costTableRowSchema } from './host-pricing.schema.js';

const input: HostCostTableInput = {
  minimumSpots: 4,
  maximumSpots: 9,
  pricePerTraveler: 300000,
  costThresholds: [
    { numberOfTravelers: 4, pricePerTraveler: 200000 },
    { numberOfTravelers: 8, pricePerTraveler: 150000 },
  ],
  serviceFeePercent: 10,
  transactionFeePercent: 3,
  fixedCost: 100000,
};

describe('cost table', () => {
  it('[HPR-002] a row has travelerRowNumber, totalEarnings, costPerTraveler, serviceCost, transactionCost, priceWithFixedCost', () => {
    const row = costTableRow(input, 4);
    expect(row).toEqual({
      travelerRowNumber: 4,
      costPerTraveler: 200000,
      priceWithFixedCost: 225000,
      serviceCost: 30000,
      transactionCost: 9000,
      totalEarnings: 4 * (300000 - 30000 - 9000 - 225000),
    });
    expect(costTableRowSchema.parse(row)).toEqual(row);
    expect(costTableRow(input, 8)).toMatchObject({ costPerTraveler: 150000, priceWithFixedCost: 162500 });
  });

  it('[HPR-024] rows for every second traveler count with the minimum parity, keeping the last row', () => {
    expect(costTableTravelerCounts(4, 9)).toEqual([4, 6, 8, 9]);
    expect(costTableTravelerCounts(4, 10)).toEqual([4, 6, 8, 10]);
    expect(costTableTravelerCounts(5, 12)).toEqual([5, 7, 9, 11, 12]);
    expect(costTableTravelerCounts(6, 6)).toEqual([6]);
    expect(costTableTravelerCounts(8, 6)).toEqual([]);
    expect(buildHostCostTable(input).map((r) => r.travelerRowNumber)).toEqual([4, 6, 8, 9]);
  });

  it('[HPR-024] property: rows start at the minimum, keep its parity, ascend by 2 and always end at the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 60 }), (min, extra) => {
        const max = min + extra;
        const rows = costTableTravelerCounts(min, max);
        expect(rows[0]).toBe(min);
        expect(rows[rows.length - 1]).toBe(max);
        expect(rows).toContain(max);
        for (const n of rows.slice(0, -1)) expect((n - min) % 2).toBe(0);
        for (let i = 1; i < rows.length; i++) {
          const step = (rows[i] ?? 0) - (rows[i - 1] ?? 0);
          expect(step === 2 || (i === rows.length - 1 && step === 1)).toBe(true);
        }
        expect(rows.every((n) => n >= min && n <= max)).toBe(true);
      }),
    );
  });

  it('[HPR-017] a missing threshold raises "No threshold earnings defined for {n} spots."', () => {
    expect(() => costThresholdForSpots(input.costThresholds, 3)).toThrow(
      new HostPricingError('No threshold earnings defined for 3 spots.', 'NO_THRESHOLD_EARNINGS'),
    );
    expect(() => buildHostCostTable({ ...input, minimumSpots: 2 })).toThrow(
      'No threshold earnings defined for 2 spots.',
    );
    const rows = buildHostCostTable(input);
    expect(() => thresholdEarningsForSpots(rows, 5)).toThrow('No threshold earnings defined for 5 spots.');
    expect(thresholdEarningsForSpots(rows, 9)).toBe(rows[3]?.totalEarnings);
    expect(minimumHostEarnings(rows, 4)).toBe(144000);
  });

  it('[HPR-025] the table shows the service and transaction fee percentages', () => {
    expect(costTableFeeLabels(10, 3)).toEqual({ service: 'Service fee (10%)', transaction: 'Transaction fee (3%)' });
  });
});
