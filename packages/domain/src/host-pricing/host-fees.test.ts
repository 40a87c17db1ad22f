// The host's fees are one rule (HPR-025): the service and transaction percentages the Pricing table names are the ones
// its rows take, the ones a pricing save stores, and the ones every earnings figure (Bookings tab, My Trips, report)
// deducts; the operator's platform fee is another audience's row and never enters the host's figures.
import { describe, expect, it } from 'vitest';
import { OPERATOR_TRIP_PLATFORM_FEE_RATE } from '../pricing/operator-trip-cost.rules.js';
import { costTableFeeLabels } from './cost-table.rules.js';
import { hostEarningsForSpots, hostTripEarnings, hostTripEarningsInput } from './earnings.rules.js';
import {
  HOST_SERVICE_FEE_PERCENT,
  HOST_TRANSACTION_FEE_PERCENT,
  hostPricingFeeAmounts,
  hostPricingQuote,
} from './pricing-tab.rules.js';

const PRICE = 465_000;
const COST = 250_000;
const trip = {
  priceInitial: PRICE,
  priceRemaining: PRICE + 20_000,
  costThresholds: [{ numberOfTravelers: 2, pricePerTraveler: COST }],
  minimumSpots: 4,
  maximumSpots: 12,
  focQuantity: 0,
};

describe('the host fee rule (HPR-025)', () => {
  it('[HPR-025] the table names 5% service and 3% transaction, the domain’s constants, and its quote carries them', () => {
    expect(costTableFeeLabels(HOST_SERVICE_FEE_PERCENT, HOST_TRANSACTION_FEE_PERCENT)).toEqual({
      service: 'Service fee (5%)',
      transaction: 'Transaction fee (3%)',
    });
    const quote = hostPricingQuote({
      minimumSpots: trip.minimumSpots,
      maximumSpots: trip.maximumSpots,
      costThresholds: trip.costThresholds,
      initialPrice: PRICE / 100,
      remainingPrice: (PRICE + 20_000) / 100,
      flightStipend: 0,
      savedFlightStipend: null,
      hostLevel: 3,
    });
    expect(quote.serviceFeePercent).toBe(HOST_SERVICE_FEE_PERCENT);
    expect(quote.transactionFeePercent).toBe(HOST_TRANSACTION_FEE_PERCENT);
    // Every row deducts exactly the stored fee amounts of the price it is computed at.
    const stored = hostPricingFeeAmounts(PRICE);
    expect(stored).toEqual({ serviceFee: 23_250, transactionFee: 13_950 });
    for (const row of quote.rows) {
      expect(row.serviceCost).toBe(stored.serviceFee);
      expect(row.transactionCost).toBe(stored.transactionFee);
    }
  });

  it('[HPR-025] every earnings figure deducts the same fees: price − service − transaction − cost, per spot', () => {
    const input = hostTripEarningsInput(trip);
    expect(input?.serviceFeePercent).toBe(HOST_SERVICE_FEE_PERCENT);
    expect(input?.transactionFeePercent).toBe(HOST_TRANSACTION_FEE_PERCENT);
    const { serviceFee, transactionFee } = hostPricingFeeAmounts(PRICE);
    const perSpot = PRICE - serviceFee - transactionFee - COST;
    expect(hostTripEarnings(trip, 5).earnings).toBe(5 * perSpot);
    expect(input && hostEarningsForSpots(input, 5)).toBe(5 * perSpot);
    // Not the operator's platform fee (a row of the operator's cost breakdown, on the operator's subtotal).
    const withPlatformFee = PRICE - Math.round(PRICE * OPERATOR_TRIP_PLATFORM_FEE_RATE) - COST;
    expect(perSpot).not.toBe(withPlatformFee);
  });
});
