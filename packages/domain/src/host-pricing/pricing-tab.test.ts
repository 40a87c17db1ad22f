// Tests of the Pricing tab's one rule (the table, minimum earnings, advance cap and save messages) and of the
// Bookings tab's earnings and chart data.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARNINGS_ADVANCE_LIMIT_BY_HOST_LEVEL } from '../host/host.constants.js';
import { bookingsToDateChart, hostEarningsForSpots } from './earnings.rules.js';
import { HOST_PRICING_MESSAGES } from './host-pricing.constants.js';
import {
  HOST_SERVICE_FEE_PERCENT,
  HOST_TRANSACTION_FEE_PERCENT,
  hostPricingFeeAmounts,
  hostPricingQuote,
  pricingMinimumSpots,
} from './pricing-tab.rules.js';

// A trip: 4 to 10 spots, the operator charges $3,000 per traveler from 4 and $2,800 from 8.
const trip = {
  minimumSpots: 4,
  maximumSpots: 10,
  costThresholds: [
    { numberOfTravelers: 4, pricePerTraveler: 300_000 },
    { numberOfTravelers: 8, pricePerTraveler: 280_000 },
  ],
  flightStipend: 0,
  savedFlightStipend: null,
  hostLevel: 3,
};

describe('hostPricingQuote', () => {
  it('[HPR-002] [HPR-024] builds the rows 4, 6, 8, 10 at the lower of the two prices with 5% and 3% fees', () => {
    const q = hostPricingQuote({ ...trip, initialPrice: 3900, remainingPrice: 4000 });
    expect(q.rows.map((r) => r.travelerRowNumber)).toEqual([4, 6, 8, 10]);
    const first = q.rows[0];
    // 3,900 − 5% (195) − 3% (117) − 3,000 = 588 a traveler, × 4.
    expect(first).toEqual({
      travelerRowNumber: 4,
      costPerTraveler: 300_000,
      priceWithFixedCost: 300_000,
      serviceCost: 19_500,
      transactionCost: 11_700,
      totalEarnings: 4 * 58_800,
    });
    expect(q.rows[2]?.costPerTraveler).toBe(280_000);
    expect(q.minimumEarnings).toBe(4 * 58_800);
    expect(q.saveError).toBeNull();
    expect([q.serviceFeePercent, q.transactionFeePercent]).toEqual([
      HOST_SERVICE_FEE_PERCENT,
      HOST_TRANSACTION_FEE_PERCENT,
    ]);
  });

  it('[HPR-013] blocks the save with the negative-earnings message when the price is below the cost at the minimum', () => {
    const q = hostPricingQuote({ ...trip, initialPrice: 3000, remainingPrice: 3000 });
    expect(q.rows[0]?.totalEarnings).toBeLessThan(0);
    expect(q.saveError).toBe(HOST_PRICING_MESSAGES.negativeEarnings);
  });

  it('[HPR-014] [HPR-015] blocks prices that are not numbers, and prices that are not whole dollars', () => {
    expect(hostPricingQuote({ ...trip, initialPrice: Number.NaN, remainingPrice: 4000 }).saveError).toBe(
      HOST_PRICING_MESSAGES.invalidPrices,
    );
    expect(hostPricingQuote({ ...trip, initialPrice: '4000', remainingPrice: 4000 }).saveError).toBe(
      HOST_PRICING_MESSAGES.invalidPrices,
    );
    const cents = hostPricingQuote({ ...trip, initialPrice: 3999.5, remainingPrice: 4000 });
    expect(cents.saveError).toBe(HOST_PRICING_MESSAGES.wholeDollars);
    expect(cents.rows).toEqual([]);
  });

  it('[HPR-017] a row no tier covers blocks the save with the missing-threshold message', () => {
    const q = hostPricingQuote({
      ...trip,
      costThresholds: [{ numberOfTravelers: 6, pricePerTraveler: 300_000 }],
      initialPrice: 4000,
      remainingPrice: 4000,
    });
    expect(q.tableError).toBe('No threshold earnings defined for 4 spots.');
    expect(q.saveError).toBe('No threshold earnings defined for 4 spots.');
    expect(q.rows).toEqual([]);
    expect(q.minimumEarnings).toBeNull();
  });

  it('[HPR-021] caps the advance at the lower of minimum earnings and the level limit, raised to the saved advance', () => {
    const rich = hostPricingQuote({ ...trip, initialPrice: 5000, remainingPrice: 5000 });
    // Minimum earnings 4 × (5,000 − 400 − 3,000) = $6,400 exceed the level-3 limit of $5,000.
    expect(rich.advanceCap).toBe(EARNINGS_ADVANCE_LIMIT_BY_HOST_LEVEL[3]);
    const lean = hostPricingQuote({ ...trip, hostLevel: 3, initialPrice: 3500, remainingPrice: 3500 });
    expect(lean.advanceCap).toBe(lean.minimumEarnings);
    const kept = hostPricingQuote({ ...trip, savedFlightStipend: 600_000, initialPrice: 5000, remainingPrice: 5000 });
    expect(kept.advanceCap).toBe(600_000);
  });

  it('[HPR-018] [HPR-019] [HPR-020] gives the advance messages: negative, above the cap, above minimum earnings', () => {
    const at = (flightStipend: number, savedFlightStipend: number | null = null) =>
      hostPricingQuote({
        ...trip,
        hostLevel: 1,
        initialPrice: 4000,
        remainingPrice: 4000,
        flightStipend,
        savedFlightStipend,
      }).advanceError;
    expect(at(-100)).toBe(HOST_PRICING_MESSAGES.earningsAdvanceNegative);
    expect(at(100_001)).toBe('Cannot exceed $1,000.00');
    expect(at(100_000)).toBeNull();
    // A saved advance of $9,000 raises the cap, but the minimum earnings (4 × $680 = $2,720) still bind.
    expect(at(272_100, 900_000)).toBe('Cannot exceed min. earnings ($2,720.00)');
    expect(at(272_000, 900_000)).toBeNull();
  });

  it('[HPR-021] the advance cap never exceeds the level limit unless the saved advance is higher (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3000, max: 9000 }), fc.integer({ min: 0, max: 3 }), (price, level) => {
        const q = hostPricingQuote({ ...trip, hostLevel: level, initialPrice: price, remainingPrice: price });
        const limit = EARNINGS_ADVANCE_LIMIT_BY_HOST_LEVEL[level as 0 | 1 | 2 | 3];
        return q.advanceCap <= limit && q.advanceCap <= Math.max(0, q.minimumEarnings ?? 0);
      }),
    );
  });

  it('[HPR-024] a trip without a stored minimum starts the table at its smallest tier', () => {
    expect(pricingMinimumSpots(null, trip.costThresholds)).toBe(4);
    expect(pricingMinimumSpots(null, [])).toBe(1);
    expect(pricingMinimumSpots(6, trip.costThresholds)).toBe(6);
    expect(pricingMinimumSpots(-1, trip.costThresholds)).toBe(4);
  });

  it('[HPR-002] [HPR-021] a quote that can be saved says so in every field: no error, the cap at the minimum earnings', () => {
    const { rows, ...rest } = hostPricingQuote({ ...trip, initialPrice: 3900, remainingPrice: 4000 });
    expect(rows).toHaveLength(4);
    expect(rest).toEqual({
      minimumSpots: 4,
      serviceFeePercent: 5,
      transactionFeePercent: 3,
      tableError: null,
      minimumEarnings: 235_200,
      // The level-3 limit is $5,000; the minimum earnings of $2,352 bind first.
      advanceCap: 235_200,
      saveError: null,
      advanceError: null,
      earlyBirdError: null,
    });
  });

  it('[HPR-014] a table needs both prices usable: one valid price beside an invalid one builds no row', () => {
    for (const [initialPrice, remainingPrice] of [
      [4000, Number.NaN],
      [Number.NaN, 4000],
      [4000, 3999.5],
      [3999.5, 4000],
    ] as const) {
      const q = hostPricingQuote({ ...trip, initialPrice, remainingPrice });
      expect(q.rows).toEqual([]);
      expect(q.minimumEarnings).toBeNull();
      expect(q.advanceCap).toBe(0);
    }
  });

  it('[OPT-040] [HPR-002] the FOC spots priced into the quote: their tier is the whole group, their cost shared', () => {
    // 4 paying travelers and 1 FOC: the group of 5 is priced at the 4-tier ($3,000), the FOC's $3,000 shared by 4.
    const q = hostPricingQuote({ ...trip, focQuantity: 1, initialPrice: 4000, remainingPrice: 4000 });
    expect(q.rows[0]).toMatchObject({ travelerRowNumber: 4, costPerTraveler: 300_000, priceWithFixedCost: 375_000 });
    // 4,000 − 320 − 3,750 = −70 a traveler: the FOC makes this price lose money.
    expect(q.minimumEarnings).toBe(4 * -7_000);
    expect(q.saveError).toBe(HOST_PRICING_MESSAGES.negativeEarnings);
  });

  it('[HPR-019] the advance message is written in the trip currency', () => {
    const q = hostPricingQuote({
      ...trip,
      hostLevel: 1,
      initialPrice: 4000,
      remainingPrice: 4000,
      flightStipend: 100_001,
      currency: 'EUR',
    });
    expect(q.advanceError).toBe('Cannot exceed €1,000.00');
  });

  it('[HPR-024] the smallest tier ignores tiers of no travelers', () => {
    expect(
      pricingMinimumSpots(0, [
        { numberOfTravelers: 0, pricePerTraveler: 1 },
        { numberOfTravelers: 5, pricePerTraveler: 1 },
        { numberOfTravelers: 3, pricePerTraveler: 1 },
      ]),
    ).toBe(3);
  });

  it('[HPR-016] stores the fee amounts of a price in minor units', () => {
    expect(hostPricingFeeAmounts(400_000)).toEqual({ serviceFee: 20_000, transactionFee: 12_000 });
  });
});

describe('the Bookings tab earnings and chart data', () => {
  const input = {
    pricePerTraveler: 400_000,
    costThresholds: trip.costThresholds,
    serviceFeePercent: HOST_SERVICE_FEE_PERCENT,
    transactionFeePercent: HOST_TRANSACTION_FEE_PERCENT,
  };
  it('[HBK-008] earns nothing without spots and prices a group below the first tier at the first tier', () => {
    expect(hostEarningsForSpots(input, 0)).toBe(0);
    // 4,000 − 320 − 3,000 = 680 a traveler.
    expect(hostEarningsForSpots(input, 2)).toBe(2 * 68_000);
    expect(hostEarningsForSpots(input, 8)).toBe(8 * 88_000);
    expect(hostEarningsForSpots({ ...input, costThresholds: [] }, 3)).toBe(0);
  });

  it('[HBK-002] [HBK-005] sums the spots booked per day into a running total with MM/DD labels', () => {
    const chart = bookingsToDateChart([
      { bookedOn: '2026-11-03', spots: 2 },
      { bookedOn: '2026-10-28', spots: 1 },
      { bookedOn: '2026-11-03', spots: 1 },
    ]);
    expect(chart).toEqual({ labels: ['10/28', '11/03'], series: [1, 4] });
    expect(bookingsToDateChart([])).toEqual({ labels: [], series: [] });
  });
});
