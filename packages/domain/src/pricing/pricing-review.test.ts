// Tests of the inventory-mode itinerary pricing review.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canSubmitPricingReview,
  inventorySpotsBounds,
  pricingReviewFailureToast,
  validateInventoryPricingReview,
} from './pricing-review.rules.js';

const item = (...counts: number[]) => ({ costSchedule: counts.map((numberOfTravelers) => ({ numberOfTravelers })) });
const items = [item(2, 4, 10), item(4, 8, 12)];
const valid = { minimumSpots: 4, maximumSpots: 10, currency: 'USD', termsAndConditions: true };

describe('inventory-mode pricing review', () => {
  it('accepts values within the inventory bounds', () => {
    expect(inventorySpotsBounds(items)).toEqual({ minimumSpotsFloor: 4, maximumSpotsCeiling: 10 });
    expect(validateInventoryPricingReview(valid, items)).toEqual({});
  });

  it('[OPI-026] minimumSpots is required', () => {
    expect(validateInventoryPricingReview({ ...valid, minimumSpots: null }, items).minimumSpots).toBe(
      'Minimum spots is required',
    );
  });

  it("[OPI-027] minimumSpots must not be lower than the inventory's highest minimum, or 1", () => {
    expect(validateInventoryPricingReview({ ...valid, minimumSpots: 3 }, items).minimumSpots).toBe(
      'Minimum spots must be at least 4',
    );
    expect(inventorySpotsBounds([]).minimumSpotsFloor).toBe(1);
    expect(validateInventoryPricingReview({ ...valid, minimumSpots: 0 }, []).minimumSpots).toBe(
      'Minimum spots must be at least 1',
    );
    expect(validateInventoryPricingReview({ ...valid, minimumSpots: 1 }, []).minimumSpots).toBeUndefined();
  });

  it('[OPI-028] maximumSpots is required', () => {
    expect(validateInventoryPricingReview({ ...valid, maximumSpots: undefined }, items).maximumSpots).toBe(
      'Maximum spots is required',
    );
  });

  it('[OPI-029] maximumSpots must be greater than 0', () => {
    expect(validateInventoryPricingReview({ ...valid, minimumSpots: 1, maximumSpots: 0 }, []).maximumSpots).toBe(
      'Maximum spots must be greater than 0',
    );
  });

  it('[OPI-030] maximumSpots must be at least minimumSpots', () => {
    expect(validateInventoryPricingReview({ ...valid, minimumSpots: 6, maximumSpots: 5 }, items).maximumSpots).toBe(
      'Maximum spots must be greater than or equal to minimum spots',
    );
    expect(validateInventoryPricingReview({ ...valid, minimumSpots: 6, maximumSpots: 6 }, items)).toEqual({});
  });

  it('[OPI-031] maximumSpots must not be above the lowest inventory maximum', () => {
    expect(validateInventoryPricingReview({ ...valid, maximumSpots: 11 }, items).maximumSpots).toBe(
      'Maximum spots must be at most 10',
    );
    expect(validateInventoryPricingReview({ ...valid, maximumSpots: 500 }, []).maximumSpots).toBeUndefined();
  });

  it('[OPI-027] [OPI-031] an item without a cost schedule sets no bound', () => {
    expect(inventorySpotsBounds([item(2, 4, 10), {}])).toEqual({ minimumSpotsFloor: 2, maximumSpotsCeiling: 10 });
    expect(inventorySpotsBounds([{}])).toEqual({ minimumSpotsFloor: 1, maximumSpotsCeiling: undefined });
  });

  it('[OPI-026] [OPI-028] a spots field that is not a number (NaN from an emptied input) counts as missing', () => {
    const errors = validateInventoryPricingReview(
      { ...valid, minimumSpots: Number.NaN, maximumSpots: Number.NaN },
      items,
    );
    expect(errors).toEqual({
      minimumSpots: 'Minimum spots is required',
      maximumSpots: 'Maximum spots is required',
    });
  });

  it('[OPI-032] currency is required', () => {
    expect(validateInventoryPricingReview({ ...valid, currency: '' }, items).currency).toBe('A currency is required');
  });

  it('[OPI-033] the terms and conditions must be accepted', () => {
    expect(validateInventoryPricingReview({ ...valid, termsAndConditions: false }, items)).toEqual({
      termsAndConditions: 'Please accept the terms and conditions',
    });
  });

  it('[OPI-034] the spots inputs have a lower bound of 1', () => {
    expect(inventorySpotsBounds([item(0, 3)]).minimumSpotsFloor).toBe(1);
  });

  it('[OPI-035] submit is enabled only when the form is dirty and valid', () => {
    expect(canSubmitPricingReview({ isDirty: true, isValid: true })).toBe(true);
    expect(canSubmitPricingReview({ isDirty: false, isValid: true })).toBe(false);
    expect(canSubmitPricingReview({ isDirty: true, isValid: false })).toBe(false);
  });

  it("[OPI-036] a failed submit shows a toast titled 'Error' with the reason", () => {
    expect(pricingReviewFailureToast('Server down')).toEqual({ title: 'Error', description: 'Server down' });
  });

  it('[OPI-027] [OPI-031] any accepted range lies within the inventory bounds', () => {
    const schedule = fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(
        fc.array(schedule, { maxLength: 4 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        (ss, min, max) => {
          const inv = ss.map((s) => item(...s));
          const errors = validateInventoryPricingReview(
            { minimumSpots: min, maximumSpots: max, currency: 'USD', termsAndConditions: true },
            inv,
          );
          if (Object.keys(errors).length === 0) {
            const { minimumSpotsFloor, maximumSpotsCeiling } = inventorySpotsBounds(inv);
            expect(min).toBeGreaterThanOrEqual(minimumSpotsFloor);
            expect(max).toBeGreaterThanOrEqual(min);
            if (maximumSpotsCeiling !== undefined) expect(max).toBeLessThanOrEqual(maximumSpotsCeiling);
          }
        },
      ),
    );
  });
});
