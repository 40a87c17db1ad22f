// The trip pricing save check shared by the portal and the API: locked groups, kept tiers, spots, whole prices.
import { describe, expect, it } from 'vitest';
import { TRIP_PRICING_MESSAGES } from './pricing.constants.js';
import { tripFieldLockedMessage, validateTripPricingUpdate } from './trip-pricing-update.js';

const before = {
  minimumSpots: 4,
  maximumSpots: 10,
  focQuantity: 0,
  costThresholds: [{ numberOfTravelers: 4, pricePerTraveler: 200000 }],
  singleSupplementPrice: 30000,
};

describe('validateTripPricingUpdate', () => {
  it('[OPT-026] pricing fields save in created and are refused past it', () => {
    expect(validateTripPricingUpdate('created', before, { singleSupplementPrice: 40000 })).toEqual({});
    expect(validateTripPricingUpdate('live', before, { minimumSpots: 5 })).toEqual({
      minimumSpots: tripFieldLockedMessage('live'),
    });
  });

  it('[OPT-027] [OPT-028] past created the tiers on the trip stay, and a new tier may follow', () => {
    const added = [...before.costThresholds, { numberOfTravelers: 8, pricePerTraveler: 180000 }];
    expect(validateTripPricingUpdate('partner-approved', before, { costThresholds: added })).toEqual({});
    const changed = [{ numberOfTravelers: 4, pricePerTraveler: 100 }];
    expect(validateTripPricingUpdate('partner-approved', before, { costThresholds: changed })).toHaveProperty(
      'costThresholds',
    );
  });

  it('[OPT-029] a tier is removed only in created', () => {
    expect(validateTripPricingUpdate('created', before, { costThresholds: [] })).toEqual({});
    expect(validateTripPricingUpdate('live', before, { costThresholds: [] })).toHaveProperty('costThresholds');
  });

  it('[OPT-034] minimum above maximum is the Invalid Spots Range message', () => {
    expect(validateTripPricingUpdate('created', before, { minimumSpots: 12 })).toEqual({
      minimumSpots: TRIP_PRICING_MESSAGES.invalidSpotsRange,
    });
  });

  it('[OPT-031] [OPT-037] [OPT-039] [OPT-040] spots floor, whole prices and tier counts within the range with FOC', () => {
    expect(validateTripPricingUpdate('created', before, { minimumSpots: 1 })).toHaveProperty('minimumSpots');
    expect(
      validateTripPricingUpdate('created', before, {
        costThresholds: [{ numberOfTravelers: 4, pricePerTraveler: 150050 }],
      }),
    ).toHaveProperty(['costThresholds.0.pricePerTraveler']);
    expect(
      validateTripPricingUpdate('created', before, {
        costThresholds: [{ numberOfTravelers: 11, pricePerTraveler: 100000 }],
      }),
    ).toHaveProperty(['costThresholds.0.numberOfTravelers']);
    expect(
      validateTripPricingUpdate('created', before, {
        focQuantity: 1,
        costThresholds: [{ numberOfTravelers: 11, pricePerTraveler: 100000 }],
      }),
    ).toEqual({});
  });

  it('[OPT-026] [OPT-027] a locked field is refused in words that name the status; a kept tier keeps its count too', () => {
    expect(tripFieldLockedMessage('live')).toBe('This field cannot be changed while the trip is live.');
    const recounted = [{ numberOfTravelers: 5, pricePerTraveler: 200000 }];
    expect(validateTripPricingUpdate('partner-approved', before, { costThresholds: recounted })).toEqual({
      costThresholds: 'This field cannot be changed while the trip is partner-approved.',
    });
  });
});
