// The edges of the trip pricing rules that the main tests' trips never reach: a FOC quantity that is not a number, a
// price typed blank or negative, a price equal to the suggested one, the form's issues by field.
import { describe, expect, it } from 'vitest';
import { tripPricingChangedFields, tripPricingFormSchema } from './trip-pricing.schema.js';
import {
  isWholeTripTierPrice,
  normalizeTripTierPriceInput,
  suggestedPriceDifference,
  tripFocQuantity,
} from './trip-pricing.rules.js';
import {
  addValidityPeriodPriceTier,
  enforceInstantApprovalRule,
  newValidityPeriod,
  validateNonInventoryItineraryPricing,
} from './validity-period.rules.js';

describe('trip pricing edges', () => {
  it('[OPT-055] [OPT-056] a FOC quantity that is not a number defaults to 1; a fraction is cut, a negative is 0', () => {
    expect(tripFocQuantity({ hasFoc: true, focQuantity: Number.NaN })).toBe(1);
    expect(tripFocQuantity({ hasFoc: true, focQuantity: null })).toBe(1);
    expect(tripFocQuantity({ hasFoc: true, focQuantity: 2.7 })).toBe(2);
    expect(tripFocQuantity({ hasFoc: true, focQuantity: -3 })).toBe(0);
  });

  it('[OPT-037] a blank or missing tier price is 0; a negative minor amount is not a whole price', () => {
    expect(normalizeTripTierPriceInput(null)).toBe(0);
    expect(normalizeTripTierPriceInput(undefined)).toBe(0);
    expect(normalizeTripTierPriceInput('$1,500')).toBe(150_000);
    expect(isWholeTripTierPrice(-100)).toBe(false);
    expect(isWholeTripTierPrice(100)).toBe(true);
  });

  it('[OPT-017] a price equal to the suggested one says so; a difference is written in the trip currency', () => {
    expect(suggestedPriceDifference(100_000, 100_000)).toEqual({
      direction: 'equal',
      amount: 0,
      label: 'Equal to suggested price',
    });
    expect(suggestedPriceDifference(105_000, 100_000, { currency: 'EUR', reference: 'inventory' })).toEqual({
      direction: 'over',
      amount: 5_000,
      label: '€50.00 over inventory price',
    });
  });

  it('[OPT-034] [OPT-037] the form puts each issue on its field: the range on the minimum, a price on its tier', () => {
    const base = { minimumSpots: 4, maximumSpots: 10, costThresholds: [], operatorTerms: true };
    // A minimum equal to the maximum is a range (other spot rules may still speak).
    const equal = tripPricingFormSchema.safeParse({ ...base, minimumSpots: 10 });
    expect((equal.error?.issues ?? []).map((i) => i.message)).not.toContain(
      'Invalid Spots Range: Minimum spots cannot be greater than maximum spots',
    );
    const range = tripPricingFormSchema.safeParse({ ...base, minimumSpots: 11 });
    expect(range.error?.issues.map((i) => [i.path, i.message, i.code])).toEqual([
      [['minimumSpots'], 'Invalid Spots Range: Minimum spots cannot be greater than maximum spots', 'custom'],
    ]);
    const price = tripPricingFormSchema.safeParse({
      ...base,
      costThresholds: [{ numberOfTravelers: 5, pricePerTraveler: 150_050 }],
    });
    expect(price.error?.issues.map((i) => [i.path, i.message, i.code])).toEqual([
      [['costThresholds', 0, 'pricePerTraveler'], 'Prices must be whole numbers', 'custom'],
    ]);
    const low = tripPricingFormSchema.safeParse({ ...base, minimumSpots: 1 });
    expect(low.error?.issues.map((i) => [i.path, i.code])).toEqual([[['minimumSpots'], 'custom']]);
  });

  it('[OPT-026] the single supplement price is sent when it changed, also from or to no supplement', () => {
    expect(
      tripPricingChangedFields(
        { costThresholds: [] },
        { costThresholds: [], singleSupplement: { price: 500, quantity: 0 } },
      ),
    ).toEqual({
      additionalCosts: { singleSupplement: { price: 500 } },
    });
    expect(
      tripPricingChangedFields(
        { costThresholds: [], singleSupplement: { price: 500, quantity: 0 } },
        { costThresholds: [] },
      ),
    ).toEqual({
      additionalCosts: { singleSupplement: { price: 0 } },
    });
  });

  it('[OPI-039] standard keeps its instant approval; one period with it on economy is enough to refuse', () => {
    expect(enforceInstantApprovalRule('standard', { instantApprovalAllowed: true }).instantApprovalAllowed).toBe(true);
    const economy = (flags: boolean[]) =>
      validateNonInventoryItineraryPricing({
        packages: { economy: { enabled: true, validityPeriods: flags.map((f) => ({ instantApprovalAllowed: f })) } },
        termsAccepted: true,
      });
    expect(Object.keys(economy([false, true]))).toEqual(['packages.economy.instantApprovalAllowed']);
    expect(economy([false, false])).toEqual({});
  });

  it('[OPI-042] a fractional traveler count on a tier is refused at save; whole tiers in another currency pass', () => {
    const save = (numberOfTravelers: number, price: number, currency?: 'EUR') =>
      validateNonInventoryItineraryPricing({
        packages: {
          standard: { enabled: true, validityPeriods: [{ costThresholds: [{ numberOfTravelers, price }] }] },
        },
        termsAccepted: true,
        currency,
      });
    expect(Object.keys(save(2.5, 100_00))).toEqual(['costThresholds']);
    expect(save(2, 100_00)).toEqual({});
    expect(save(2, 100_00, 'EUR')).toEqual({});
  });

  it('[OPI-040] [OPI-041] a new period or tier without an id has no id at all', () => {
    const period = newValidityPeriod({ today: '2026-05-01' });
    expect(period).not.toHaveProperty('id');
    expect(period.costThresholds[0]).not.toHaveProperty('id');
    expect(addValidityPeriodPriceTier(period.costThresholds).at(-1)).not.toHaveProperty('id');
  });
});
