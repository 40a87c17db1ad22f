// Property tests of the host's earnings (MKT-042, HPR-002, HBK-008): each cost table row adds up from its own figures,
// earnings grow with travelers for a trip priced above its cost, FOC spots are paid for, and nothing is ever NaN.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costTableRow, type HostCostTableInput } from './cost-table.rules.js';
import { hostEarningsForSpots, hostEarningsPerTraveler, hostTripEarnings } from './earnings.rules.js';
import { HOST_PRICING_MESSAGES } from './host-pricing.constants.js';
import { earlyBirdPriceError } from './host-pricing.rules.js';
import { HOST_SERVICE_FEE_PERCENT, HOST_TRANSACTION_FEE_PERCENT, hostPricingQuote } from './pricing-tab.rules.js';

/** A trip: spots, FOC spots, and operator tiers whose price per traveler never rises with the group (minor units). */
const tripArb = fc
  .record({
    minimumSpots: fc.integer({ min: 1, max: 12 }),
    extraSpots: fc.integer({ min: 0, max: 20 }),
    focQuantity: fc.integer({ min: 0, max: 3 }),
    firstCost: fc.integer({ min: 10_000, max: 1_000_000 }),
    discounts: fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 0, maxLength: 3 }),
  })
  .map(({ minimumSpots, extraSpots, focQuantity, firstCost, discounts }) => {
    const maximumSpots = minimumSpots + extraSpots;
    const step = Math.max(1, Math.ceil((maximumSpots - minimumSpots) / (discounts.length + 1)));
    let cost = firstCost;
    const costThresholds = [{ numberOfTravelers: minimumSpots + focQuantity, pricePerTraveler: cost }];
    discounts.forEach((d, i) => {
      cost = Math.max(0, cost - d);
      costThresholds.push({ numberOfTravelers: minimumSpots + focQuantity + (i + 1) * step, pricePerTraveler: cost });
    });
    return { minimumSpots, maximumSpots, focQuantity, costThresholds };
  });

const inputOf = (
  trip: {
    minimumSpots: number;
    maximumSpots: number;
    focQuantity: number;
    costThresholds: HostCostTableInput['costThresholds'];
  },
  pricePerTraveler: number,
): HostCostTableInput => ({
  ...trip,
  pricePerTraveler,
  serviceFeePercent: HOST_SERVICE_FEE_PERCENT,
  transactionFeePercent: HOST_TRANSACTION_FEE_PERCENT,
});

/** The price at which the minimum group just covers its cost, fees and FOC share, plus a margin. */
const priceAboveCost = (trip: Parameters<typeof inputOf>[0], margin: number): number => {
  const first = trip.costThresholds[0]?.pricePerTraveler ?? 0;
  const costAtMinimum = first + Math.ceil((trip.focQuantity * first) / trip.minimumSpots);
  const feeShare = (HOST_SERVICE_FEE_PERCENT + HOST_TRANSACTION_FEE_PERCENT) / 100;
  // Whole dollars, as the Pricing tab takes prices (HPR-015).
  return Math.ceil((Math.ceil((costAtMinimum + margin) / (1 - feeShare)) + 2) / 100) * 100;
};

describe('host earnings', () => {
  it('[MKT-042] [HPR-002] a row adds up: earnings = revenue − fees − cost with FOC share, and the FOC spots are paid for', () => {
    fc.assert(
      fc.property(tripArb, fc.integer({ min: 0, max: 2_000_000 }), fc.nat(30), (trip, price, extra) => {
        const travelers = trip.minimumSpots + (extra % (trip.maximumSpots - trip.minimumSpots + 1));
        const row = costTableRow(inputOf(trip, price), travelers);
        const revenue = travelers * price;
        const fees = travelers * (row.serviceCost + row.transactionCost);
        const costs = travelers * row.priceWithFixedCost;
        expect(row.totalEarnings).toBe(revenue - fees - costs);
        // The travelers' cost covers their own tier price and the FOC spots at the same price, never less.
        expect(costs).toBeGreaterThanOrEqual((travelers + trip.focQuantity) * row.costPerTraveler);
        expect(costs - (travelers + trip.focQuantity) * row.costPerTraveler).toBeLessThan(travelers);
        for (const v of Object.values(row)) expect(Number.isInteger(v)).toBe(true);
      }),
    );
  });

  it('[MKT-042] a trip priced above its cost earns more than 0 at every traveler count, more with every traveler', () => {
    fc.assert(
      fc.property(tripArb, fc.integer({ min: 1, max: 100_000 }), (trip, margin) => {
        const input = { ...inputOf(trip, priceAboveCost(trip, margin)), minimumSpots: trip.minimumSpots };
        let previous = 0;
        for (let spots = 1; spots <= trip.maximumSpots; spots += 1) {
          const earnings = hostEarningsForSpots(input, spots);
          expect(earnings).toBeGreaterThan(previous);
          previous = earnings;
        }
        // The Pricing tab's table at the same price agrees and shows no negative row.
        const quote = hostPricingQuote({
          ...trip,
          initialPrice: input.pricePerTraveler / 100,
          remainingPrice: input.pricePerTraveler / 100,
          flightStipend: 0,
          savedFlightStipend: null,
          hostLevel: 3,
        });
        expect(quote.saveError).toBeNull();
        for (const row of quote.rows)
          expect(row.totalEarnings).toBe(hostEarningsForSpots(input, row.travelerRowNumber));
      }),
    );
  });

  it('[MKT-042] [HBK-008] is never NaN: any prices, tiers, spots or FOC give whole cents', () => {
    fc.assert(
      fc.property(
        tripArb,
        fc.oneof(fc.integer({ min: 0, max: 2_000_000 }), fc.constant(0)),
        fc.integer({ min: -5, max: 40 }),
        fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null }),
        (trip, price, spots, regular) => {
          const earnings = hostTripEarnings(
            { ...trip, priceInitial: price, priceRemaining: regular, costThresholds: trip.costThresholds },
            spots,
          );
          expect(Number.isInteger(earnings.earnings)).toBe(true);
          expect(Number.isInteger(earnings.potentialEarnings)).toBe(true);
          expect(Number.isInteger(hostEarningsPerTraveler(inputOf(trip, price), spots))).toBe(true);
        },
      ),
    );
  });

  it('[MKT-042] [HBK-008] below the minimum each spot earns what it earns at the minimum; no prices, no earnings', () => {
    const trip = {
      minimumSpots: 8,
      maximumSpots: 12,
      focQuantity: 2,
      costThresholds: [
        { numberOfTravelers: 10, pricePerTraveler: 302_300 },
        { numberOfTravelers: 14, pricePerTraveler: 279_000 },
      ],
    };
    const input = { ...inputOf(trip, 465_000), minimumSpots: 8 };
    // 4,650 − 232.50 − 139.50 − (3,023 + 2 × 3,023 / 8 = 3,778.75) = 499.25 a traveler.
    expect(hostEarningsPerTraveler(input, 8)).toBe(49_925);
    expect(hostEarningsForSpots(input, 6)).toBe(6 * 49_925);
    expect(hostTripEarnings({ ...trip, priceInitial: 465_000, priceRemaining: 480_000 }, 6)).toEqual({
      earnings: 6 * 49_925,
      // 12 travelers: 4,650 − 372 − (2,790 + 2 × 2,790 / 12 = 3,255) = 1,023 each.
      potentialEarnings: 12 * 102_300,
    });
    expect(hostTripEarnings({ ...trip, priceInitial: null, priceRemaining: null }, 6)).toEqual({
      earnings: 0,
      potentialEarnings: 0,
    });
  });
});

describe('the early bird price', () => {
  it('[MKT-042] [HPR-023] an early bird above the regular price is refused beside the field and blocks the save', () => {
    expect(earlyBirdPriceError(4800, 4650)).toBe(HOST_PRICING_MESSAGES.earlyBirdAboveRegular);
    expect(earlyBirdPriceError(4650, 4650)).toBeNull();
    expect(earlyBirdPriceError(4650, 4800)).toBeNull();
    expect(earlyBirdPriceError(Number.NaN, 4800)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 20_000 }), (early, regular) => {
        const q = hostPricingQuote({
          minimumSpots: 4,
          maximumSpots: 8,
          costThresholds: [{ numberOfTravelers: 4, pricePerTraveler: 0 }],
          initialPrice: early,
          remainingPrice: regular,
          flightStipend: 0,
          savedFlightStipend: null,
          hostLevel: 1,
        });
        expect(q.earlyBirdError !== null).toBe(early > regular);
        if (early > regular) expect(q.saveError).toBe(HOST_PRICING_MESSAGES.earlyBirdAboveRegular);
      }),
    );
  });
});
