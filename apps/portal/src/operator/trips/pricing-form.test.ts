// The pricing form's conversions: whole prices, blank as 0, FOC off as 0, and only changed fields sent.
import { describe, expect, it } from 'vitest';
import { changedPricing, pricingValuesOf, singleSupplementQuantityOf } from './pricing-form.js';

const form = {
  minimumSpots: '6',
  maximumSpots: '12',
  hasFoc: false,
  focQuantity: '1',
  tiers: [
    { numberOfTravelers: '6', price: '2500.75' },
    { numberOfTravelers: '12', price: '' },
  ],
  singleSupplementPrice: '350',
  singleSupplementQuantity: '4',
};

describe('the trip pricing form', () => {
  it('[OPT-037] [OPT-038] tier prices are whole numbers and a blank price is 0', () => {
    const v = pricingValuesOf(form, 'USD');
    expect(v.costThresholds).toEqual([
      { numberOfTravelers: 6, pricePerTraveler: 250000 },
      { numberOfTravelers: 12, pricePerTraveler: 0 },
    ]);
    expect(v.focQuantity).toBe(0);
    expect(pricingValuesOf({ ...form, hasFoc: true }, 'USD').focQuantity).toBe(1);
  });

  it('[OAP-025] sends only the changed fields', () => {
    const before = pricingValuesOf(form, 'USD');
    expect(changedPricing(before, before)).toEqual({});
    expect(changedPricing(before, { ...before, singleSupplementPrice: 1 })).toEqual({ singleSupplementPrice: 1 });
  });

  it('[SVC-015] Update total spots sends a whole count of at least 0, or names what is wrong', () => {
    expect(singleSupplementQuantityOf(form)).toEqual({ quantity: 4 });
    expect(singleSupplementQuantityOf({ ...form, singleSupplementQuantity: '0' })).toEqual({ quantity: 0 });
    expect(singleSupplementQuantityOf({ ...form, singleSupplementQuantity: '-1' })).toEqual({
      error: 'Total spots must be at least 0',
    });
    expect(singleSupplementQuantityOf({ ...form, singleSupplementQuantity: 'four' })).toEqual({
      error: 'Total spots must be a number',
    });
  });
});
