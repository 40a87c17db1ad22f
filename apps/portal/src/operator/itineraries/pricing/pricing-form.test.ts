// The pricing form's edits and checks: periods and tiers by the domain defaults, day picks that split, the mode's errors.
import { ITINERARY_PRICING_MESSAGES as P } from '@caravan/domain';
import { describe, expect, it } from 'vitest';
import {
  type ItineraryPricing,
  addPeriod,
  addTier,
  pricingErrors,
  pricingValuesOf,
  savePricingBody,
  setDays,
  setPeriod,
  setTier,
  toMinor,
} from './pricing-form.js';

const pkg = (enabled: boolean) => ({ enabled, validityPeriods: [] });
const data = (over: Partial<ItineraryPricing> = {}): ItineraryPricing => ({
  itineraryId: '00000000-0000-4000-8000-000000000001',
  version: 3,
  inventoryMode: false,
  currency: 'USD',
  minimumSpots: null,
  maximumSpots: 20,
  minimumSpotsFloor: 1,
  maximumSpotsCeiling: null,
  packages: { standard: pkg(true), economy: pkg(true), premium: pkg(false) },
  ...over,
});

describe('pricing form', () => {
  it('[OPI-040] [OPI-041] [OPI-043] a new period runs a year with 2 travelers; a new tier adds 2; unticking a day splits the period', () => {
    let v = addPeriod('standard', '2027-01-01')(pricingValuesOf(data()));
    expect(v.periods.standard[0]).toMatchObject({ startDate: '2027-01-01', endDate: '2028-01-01' });
    v = addTier('standard', 0)(v);
    expect(v.periods.standard[0]?.costThresholds.map((t) => t.numberOfTravelers)).toEqual([2, 4]);
    v = setDays('standard', 0, ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'])(v);
    expect(v.periods.standard).toHaveLength(2);
    expect(v.periods.standard[1]?.costThresholds[0]?.daysOfTheWeek).toEqual(['sunday']);
  });

  it('[OPI-037] [OPI-039] [OPI-033] the zero-traveler block, no instant approval on economy, the terms', () => {
    let v = addPeriod('economy', '2027-01-01')(addPeriod('standard', '2027-01-01')(pricingValuesOf(data())));
    v = setTier('standard', 0, 0, { numberOfTravelers: 0 })(v);
    v = setPeriod('economy', 0, { instantApprovalAllowed: true })(v);
    expect(v.periods.economy[0]?.instantApprovalAllowed).toBe(false);
    const errors = pricingErrors(data(), { ...v, minimumSpots: '2' });
    expect(errors).toMatchObject({ validityPeriods: P.zeroTravelerValidityPeriod, termsAndConditions: P.acceptTerms });
  });

  it('[OPI-026] [OPI-031] inventory mode checks the spots against the bounds and sends no periods', () => {
    const inv = data({ inventoryMode: true, minimumSpotsFloor: 4, maximumSpotsCeiling: 10 });
    const v = { ...pricingValuesOf(inv), minimumSpots: '2', maximumSpots: '12', termsAndConditions: true };
    expect(pricingErrors(inv, v)).toEqual({
      minimumSpots: P.minimumSpotsAtLeast(4),
      maximumSpots: P.maximumSpotsAtMost(10),
    });
    expect(savePricingBody(inv, v, 5)).toMatchObject({ version: 5, minimumSpots: 2, maximumSpots: 12, packages: {} });
    expect(toMinor('15.5', 'USD')).toBe(1550);
  });
});
