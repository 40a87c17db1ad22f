// Tests of host pricing rules: save checks, earnings advance, editability and the pricing tab decisions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRIP_STATUSES } from '../shared/statuses.js';
import {
  canConfirmUpdatedPricingTerms,
  earningsAdvanceCap,
  earningsAdvanceCapForHostLevel,
  earningsAdvanceError,
  hasNegativeThresholdEarnings,
  hasUnsavedHostPricingChanges,
  hostPriceToMinor,
  hostPricingEarningsPrice,
  hostPricingFormFromTrip,
  hostPricingSaveError,
  hostPricingSaveToast,
  isEarningsAdvanceEditable,
  isHostPricingEditable,
  requiresHostPricingReacceptance,
  showsCopyTripPageLinkCard,
  showsReviewItineraryPrompt,
  showsServiceAgreementLink,
} from './host-pricing.rules.js';
import { hostPricingFormSchema } from './host-pricing.schema.js';

const rows = [
  { travelerRowNumber: 2, totalEarnings: -50000 },
  { travelerRowNumber: 4, totalEarnings: 10000 },
  { travelerRowNumber: 6, totalEarnings: 90000 },
];

describe('pricing save', () => {
  it('[HPR-013] a row at or above the minimum spots with negative earnings blocks the save', () => {
    expect(hostPricingSaveError({ initialPrice: 2000, remainingPrice: 2200, rows, minimumSpots: 2 })).toBe(
      'Could not save pricing - Negative earnings',
    );
    expect(hostPricingSaveError({ initialPrice: 2000, remainingPrice: 2200, rows, minimumSpots: 4 })).toBeNull();
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            travelerRowNumber: fc.integer({ min: 1, max: 30 }),
            totalEarnings: fc.integer({ min: -1e6, max: 1e6 }),
          }),
        ),
        fc.integer({ min: 1, max: 30 }),
        (rs, min) => {
          expect(hasNegativeThresholdEarnings(rs, min)).toBe(
            rs.some((r) => r.travelerRowNumber >= min && r.totalEarnings < 0),
          );
        },
      ),
    );
  });

  it('[HPR-014] a price that is not a number blocks the save', () => {
    const msg = 'Could not save pricing - Initial Price and/or Remaining Price is invalid';
    expect(hostPricingSaveError({ initialPrice: Number.NaN, remainingPrice: 2200, rows, minimumSpots: 4 })).toBe(msg);
    expect(hostPricingSaveError({ initialPrice: 2000, remainingPrice: '2200', rows, minimumSpots: 4 })).toBe(msg);
    expect(hostPricingSaveError({ initialPrice: undefined, remainingPrice: 2200, rows, minimumSpots: 4 })).toBe(msg);
    expect(
      hostPricingFormSchema.safeParse({ initialPrice: Number.NaN, remainingPrice: 1 }).error?.issues[0]?.message,
    ).toBe(msg);
  });

  it('[HPR-015] prices are whole dollars', () => {
    expect(hostPricingSaveError({ initialPrice: 1999.5, remainingPrice: 2200, rows, minimumSpots: 4 })).toBe(
      'Prices must be whole dollars',
    );
    expect(
      hostPricingFormSchema.safeParse({ initialPrice: 1999.99, remainingPrice: 2000 }).error?.issues[0]?.message,
    ).toBe('Prices must be whole dollars');
    expect(hostPricingFormSchema.parse({ initialPrice: 1999, remainingPrice: 2199 })).toEqual({
      initialPrice: 1999,
      remainingPrice: 2199,
      flightStipend: 0,
    });
    expect(hostPriceToMinor(1999)).toBe(199900);
  });

  it('[HPR-014] a price of 0 is a price; a negative one is invalid', () => {
    expect(hostPricingFormSchema.safeParse({ initialPrice: 0, remainingPrice: 0 }).success).toBe(true);
    expect(hostPricingFormSchema.safeParse({ initialPrice: -1, remainingPrice: 2000 }).error?.issues[0]?.message).toBe(
      'Could not save pricing - Initial Price and/or Remaining Price is invalid',
    );
  });

  it('[HPR-016] the currency is USD', () => {
    expect(earningsAdvanceError(200000, { cap: 150000, minimumEarnings: 300000 })).toBe('Cannot exceed $1,500.00');
  });

  it('potential earnings use the lower of the early bird and regular price (DECIDE)', () => {
    expect(hostPricingEarningsPrice({ initial: 190000, remainingPrice: 210000 })).toBe(190000);
    expect(hostPricingEarningsPrice({ initial: 210000, remainingPrice: 190000 })).toBe(190000);
  });
});

describe('earnings advance', () => {
  it('[HPR-018] below 0 is rejected with "Earnings advance can not be negative"', () => {
    expect(earningsAdvanceError(-1, { cap: 100000, minimumEarnings: 100000 })).toBe(
      'Earnings advance can not be negative',
    );
    expect(earningsAdvanceError(0, { cap: 0, minimumEarnings: -5000 })).toBeNull();
  });

  it('[HPR-019] above the cap is rejected with "Cannot exceed {amount}"', () => {
    expect(earningsAdvanceError(100001, { cap: 100000, minimumEarnings: 500000 })).toBe('Cannot exceed $1,000.00');
    expect(earningsAdvanceError(100000, { cap: 100000, minimumEarnings: 500000 })).toBeNull();
  });

  it('[HPR-020] a nonzero advance above the minimum earnings is rejected with "Cannot exceed min. earnings ({amount})"', () => {
    expect(earningsAdvanceError(60000, { cap: 80000, minimumEarnings: 50000 })).toBe(
      'Cannot exceed min. earnings ($500.00)',
    );
    expect(earningsAdvanceError(0, { cap: 80000, minimumEarnings: -100 })).toBeNull();
  });

  it('[HPR-021] the cap is min(minimum earnings, level limit), raised to the existing flightStipend', () => {
    expect(earningsAdvanceCap({ minimumEarnings: 300000, levelEarningsAdvanceLimit: 100000 })).toBe(100000);
    expect(earningsAdvanceCap({ minimumEarnings: 50000, levelEarningsAdvanceLimit: 100000 })).toBe(50000);
    expect(
      earningsAdvanceCap({ minimumEarnings: 50000, levelEarningsAdvanceLimit: 100000, existingFlightStipend: 70000 }),
    ).toBe(70000);
    expect(earningsAdvanceCap({ minimumEarnings: -20000, levelEarningsAdvanceLimit: 100000 })).toBe(0);
    // The level's limit is the host level rule's (LVL-018): $2,500 at level 2, $5,000 from level 3 up, none at 0.
    expect(earningsAdvanceCapForHostLevel({ minimumEarnings: 900000, hostLevel: 2 })).toBe(250000);
    expect(earningsAdvanceCapForHostLevel({ minimumEarnings: 900000, hostLevel: 7 })).toBe(500000);
    expect(earningsAdvanceCapForHostLevel({ minimumEarnings: 900000, hostLevel: 0 })).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e7 }),
        fc.integer({ min: 0, max: 1e7 }),
        fc.option(fc.integer({ min: 0, max: 1e7 }), { nil: undefined }),
        (minimumEarnings, limit, stipend) => {
          const cap = earningsAdvanceCap({
            minimumEarnings,
            levelEarningsAdvanceLimit: limit,
            existingFlightStipend: stipend ?? null,
          });
          expect(cap).toBeGreaterThanOrEqual(stipend ?? 0);
          expect(cap).toBe(Math.max(Math.max(0, Math.min(minimumEarnings, limit)), stipend ?? 0));
          expect(earningsAdvanceError(cap + 1, { cap, minimumEarnings })).toMatch(/^Cannot exceed /);
        },
      ),
    );
  });
});

describe('pricing editability (DECIDE)', () => {
  it('[HPR-009] pricing is editable at pricing-approved, host-approved and live; the advance locks from live', () => {
    expect(TRIP_STATUSES.filter(isHostPricingEditable)).toEqual(['pricing-approved', 'host-approved', 'live']);
    expect(isHostPricingEditable('trova_pricing_approved')).toBe(true);
    expect(isHostPricingEditable('host_approved')).toBe(true);
    expect(isHostPricingEditable('live')).toBe(true);
    expect(isHostPricingEditable('created')).toBe(false);
    expect(isHostPricingEditable('confirmed')).toBe(false);
    expect(isHostPricingEditable(undefined)).toBe(false);
    expect(isEarningsAdvanceEditable('pricing-approved')).toBe(true);
    expect(isEarningsAdvanceEditable('host-approved')).toBe(true);
    expect(isEarningsAdvanceEditable('live')).toBe(false);
    expect(isEarningsAdvanceEditable('complete')).toBe(false);
    fc.assert(
      fc.property(fc.constantFrom(...TRIP_STATUSES), (s) => {
        if (isEarningsAdvanceEditable(s)) expect(isHostPricingEditable(s)).toBe(true);
      }),
    );
  });

  it('[HPR-010] the update-pricing agreement is required at host-approved and live', () => {
    expect(TRIP_STATUSES.filter(requiresHostPricingReacceptance)).toEqual(['host-approved', 'live']);
    expect(requiresHostPricingReacceptance('host_approved')).toBe(true);
    expect(requiresHostPricingReacceptance('live')).toBe(true);
    expect(requiresHostPricingReacceptance('trova_pricing_approved')).toBe(false);
  });
});

describe('pricing tab decisions', () => {
  it('[HPR-004] the service agreement link shows unless trova_pricing_approved', () => {
    expect(showsServiceAgreementLink('trova_pricing_approved')).toBe(false);
    expect(showsServiceAgreementLink('host_approved')).toBe(true);
  });
  it('[HPR-005] "Next: Review your Itinerary!" shows at trova_pricing_approved', () => {
    expect(showsReviewItineraryPrompt('trova_pricing_approved')).toBe(true);
    expect(showsReviewItineraryPrompt('live')).toBe(false);
  });
  it('[HPR-006] the copy-trip-page-link card shows at host_approved', () => {
    expect(showsCopyTripPageLinkCard('host_approved')).toBe(true);
    expect(showsCopyTripPageLinkCard('live')).toBe(false);
  });
  it('[HPR-007] unsaved changes are detected so leaving prompts', () => {
    const saved = { initialPrice: 1900, remainingPrice: 2100, flightStipend: 0 };
    expect(hasUnsavedHostPricingChanges(saved, { ...saved })).toBe(false);
    expect(hasUnsavedHostPricingChanges(saved, { ...saved, remainingPrice: 2200 })).toBe(true);
  });
  it('[HPR-008] leaving resets the form to the trip prices', () => {
    expect(hostPricingFormFromTrip({ prices: { initial: 1900, remainingPrice: 2100 }, flightStipend: 500 })).toEqual({
      initialPrice: 1900,
      remainingPrice: 2100,
      flightStipend: 500,
    });
    expect(hostPricingFormFromTrip({})).toEqual({ initialPrice: 0, remainingPrice: 0, flightStipend: 0 });
  });
  it('[HPR-012] the agreement checkbox must be ticked before Confirm', () => {
    expect(canConfirmUpdatedPricingTerms(false)).toBe(false);
    expect(canConfirmUpdatedPricingTerms(true)).toBe(true);
  });
  it('[HPR-026] a successful save shows Prices saved / Your changes have been saved!', () => {
    expect(hostPricingSaveToast(true)).toEqual({ title: 'Prices saved', description: 'Your changes have been saved!' });
  });
  it('[HPR-027] a failed save shows Error / There was an error saving the prices. Please try again.', () => {
    expect(hostPricingSaveToast(false)).toEqual({
      title: 'Error',
      description: 'There was an error saving the prices. Please try again.',
    });
  });
});
