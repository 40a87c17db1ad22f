// Tests of validity periods and non-inventory itinerary pricing rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PACKAGE_LEVELS } from '../shared/statuses.js';
import { DEFAULT_SINGLE_SUPPLEMENT_AVAILABLE_QUANTITY, ITINERARY_PRICING_MESSAGES } from './pricing.constants.js';
import {
  VALIDITY_PERIOD_WEEKDAYS,
  type ValidityPeriod,
  validityPeriodPriceTierSchema,
  validityPeriodSchema,
} from './validity-period.schema.js';
import {
  addValidityPeriodPriceTier,
  applyValidityPeriodDays,
  enforceInstantApprovalRule,
  hasZeroTravelerValidityPeriod,
  isInstantApprovalAllowedForPackage,
  isWholeNumberPrice,
  newValidityPeriod,
  nextPriceTierTravelers,
  validateNonInventoryItineraryPricing,
  validityPeriodDays,
} from './validity-period.rules.js';

const tier = (numberOfTravelers: number, price = 100_00) => ({ numberOfTravelers, price });

describe('validity period schema', () => {
  it('[OPI-005] parses a validity period with every field of the spec', () => {
    const parsed = validityPeriodSchema.parse({
      id: 'vp1',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      blackoutStartDate: { isBlackout: true },
      instantApprovalAllowed: true,
      additionalCosts: { singleSupplement: { price: 250_00 } },
      costThresholds: [{ id: 't1', numberOfTravelers: 4, daysOfTheWeek: ['Mon', 'friday'], price: 1200_00 }],
    });
    expect(parsed.blackoutStartDate?.isBlackout).toBe(true);
    expect(parsed.additionalCosts?.singleSupplement.price).toBe(250_00);
    expect(parsed.costThresholds[0]).toEqual({
      id: 't1',
      numberOfTravelers: 4,
      daysOfTheWeek: ['monday', 'friday'],
      price: 1200_00,
    });
  });

  it('[OPI-005] defaults instant approval off, no tiers, and every weekday on a tier', () => {
    const parsed = validityPeriodSchema.parse({ startDate: '2026-01-01', endDate: '2026-01-01' });
    expect(parsed.instantApprovalAllowed).toBe(false);
    expect(parsed.costThresholds).toEqual([]);
    expect(validityPeriodPriceTierSchema.parse({ numberOfTravelers: 2, price: 0 }).daysOfTheWeek).toEqual([
      ...VALIDITY_PERIOD_WEEKDAYS,
    ]);
  });

  it('rejects an end date before the start date', () => {
    const r = validityPeriodSchema.safeParse({ startDate: '2026-02-01', endDate: '2026-01-01' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('The end date must be on or after the start date');
  });

  it('[OPI-042] rejects a fractional traveler count on a tier', () => {
    const r = validityPeriodPriceTierSchema.safeParse({ numberOfTravelers: 2.5, price: 0 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Number of travelers must be a whole number');
  });
});

describe('non-inventory itinerary pricing', () => {
  const period = (tiers: { numberOfTravelers: number; price: number }[], instantApprovalAllowed = false) => ({
    instantApprovalAllowed,
    costThresholds: tiers,
  });

  it('[OPI-037] a tier of zero travelers blocks saving with the spec message', () => {
    const packages = { standard: { enabled: true, validityPeriods: [period([tier(2), tier(0)])] } };
    expect(hasZeroTravelerValidityPeriod(packages.standard.validityPeriods)).toBe(true);
    expect(validateNonInventoryItineraryPricing({ packages, termsAccepted: true })).toEqual({
      validityPeriods: 'One or more of your validity periods has 0 travelers, please add travelers to continue.',
    });
  });

  it('[OPI-037] periods without a zero-traveler tier pass', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 5 }), { maxLength: 4 }), (ps) => {
        const periods = ps.map((counts) => period(counts.map((c) => tier(c))));
        expect(hasZeroTravelerValidityPeriod(periods)).toBe(false);
        expect(
          validateNonInventoryItineraryPricing({
            packages: { standard: { enabled: true, validityPeriods: periods } },
            termsAccepted: true,
          }),
        ).toEqual({});
      }),
    );
  });

  it('[OPI-038] the terms confirmation is required to save', () => {
    const errors = validateNonInventoryItineraryPricing({ packages: {}, termsAccepted: false });
    expect(errors).toEqual({ termsAccepted: ITINERARY_PRICING_MESSAGES.acceptTerms });
    expect(errors.termsAccepted).toBe('Please accept the terms and conditions');
  });

  it('[OPI-039] economy and premium cannot use instant approval; standard can', () => {
    expect(isInstantApprovalAllowedForPackage('standard')).toBe(true);
    expect(isInstantApprovalAllowedForPackage('economy')).toBe(false);
    expect(isInstantApprovalAllowedForPackage('premium')).toBe(false);
    const packages = {
      standard: { enabled: true, validityPeriods: [period([tier(2)], true)] },
      economy: { enabled: true, validityPeriods: [period([tier(2)], true)] },
      premium: { enabled: true, validityPeriods: [period([tier(2)], true)] },
    };
    expect(validateNonInventoryItineraryPricing({ packages, termsAccepted: true })).toEqual({
      'packages.economy.instantApprovalAllowed': 'Instant approval is not available for the Economy package',
      'packages.premium.instantApprovalAllowed': 'Instant approval is not available for the Premium package',
    });
  });

  it('[OPI-039] enforcing the rule switches instant approval off only for economy and premium', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PACKAGE_LEVELS), fc.boolean(), (level, allowed) => {
        const out = enforceInstantApprovalRule(level, { instantApprovalAllowed: allowed });
        expect(out.instantApprovalAllowed).toBe(level === 'standard' ? allowed : false);
      }),
    );
  });

  it('[OPI-042] price tiers are whole numbers of the currency', () => {
    expect(isWholeNumberPrice(1200_00)).toBe(true);
    expect(isWholeNumberPrice(1200_50)).toBe(false);
    const packages = { standard: { enabled: true, validityPeriods: [period([tier(2, 99_99)])] } };
    expect(validateNonInventoryItineraryPricing({ packages, termsAccepted: true })).toEqual({
      costThresholds: 'Prices must be whole numbers',
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), (d) => {
        expect(isWholeNumberPrice(d * 100, 'EUR')).toBe(true);
      }),
    );
  });
});

describe('new validity periods and tiers', () => {
  it('[OPI-040] a new validity period runs today through 365 days later with 2 travelers at price 0', () => {
    const p = newValidityPeriod({ today: '2026-03-10', id: 'vp', tierId: 't' });
    expect(p).toEqual({
      id: 'vp',
      startDate: '2026-03-10',
      endDate: '2027-03-10',
      instantApprovalAllowed: false,
      costThresholds: [{ id: 't', numberOfTravelers: 2, price: 0, daysOfTheWeek: [...VALIDITY_PERIOD_WEEKDAYS] }],
    });
    expect(newValidityPeriod({ today: '2028-01-01' }).endDate).toBe('2028-12-31');
    expect(validityPeriodSchema.safeParse(p).success).toBe(true);
  });

  it('[OPI-041] a new price tier gets the highest existing traveler count plus 2', () => {
    expect(nextPriceTierTravelers([tier(2), tier(8), tier(4)])).toBe(10);
    expect(nextPriceTierTravelers([])).toBe(2);
    const tiers = addValidityPeriodPriceTier([{ numberOfTravelers: 6, price: 10_00, daysOfTheWeek: ['monday'] }], 'n');
    expect(tiers[1]).toEqual({ id: 'n', numberOfTravelers: 8, price: 0, daysOfTheWeek: ['monday'] });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1 }), (counts) => {
        const next = nextPriceTierTravelers(counts.map((c) => tier(c)));
        expect(next).toBe(Math.max(...counts) + 2);
        expect(counts.every((c) => c < next)).toBe(true);
      }),
    );
  });
});

describe('days of the week per validity period', () => {
  it('[OPI-041] [OPI-044] a period or a first tier without days of its own covers every day of the week', () => {
    expect(validityPeriodDays({})).toEqual([...VALIDITY_PERIOD_WEEKDAYS]);
    expect(validityPeriodDays({ costThresholds: [] })).toEqual([...VALIDITY_PERIOD_WEEKDAYS]);
    const [first] = addValidityPeriodPriceTier([], 't1');
    expect(first).toEqual({ numberOfTravelers: 2, daysOfTheWeek: [...VALIDITY_PERIOD_WEEKDAYS], price: 0, id: 't1' });
  });

  it('[OPI-042] a package whose periods have no tiers yet raises no tier error', () => {
    const errors = validateNonInventoryItineraryPricing({
      packages: { standard: { enabled: true, validityPeriods: [{ instantApprovalAllowed: false }] } },
      termsAccepted: true,
    });
    expect(errors).toEqual({});
  });

  const base: ValidityPeriod = {
    id: 'vp',
    startDate: '2026-01-01',
    endDate: '2026-06-30',
    instantApprovalAllowed: false,
    costThresholds: [
      { id: 'a', numberOfTravelers: 2, price: 0, daysOfTheWeek: [...VALIDITY_PERIOD_WEEKDAYS] },
      { id: 'b', numberOfTravelers: 4, price: 0, daysOfTheWeek: [...VALIDITY_PERIOD_WEEKDAYS] },
    ],
  };

  it('[OPI-044] picking some days splits the period in two over the same date range', () => {
    const [picked, rest] = applyValidityPeriodDays(base, ['saturday', 'friday'], 'vp2');
    expect(picked?.id).toBe('vp');
    expect(picked?.costThresholds.map((t) => t.daysOfTheWeek)).toEqual([
      ['friday', 'saturday'],
      ['friday', 'saturday'],
    ]);
    expect(rest?.id).toBe('vp2');
    expect(rest?.startDate).toBe('2026-01-01');
    expect(rest?.endDate).toBe('2026-06-30');
    expect(rest?.costThresholds.map((t) => t.id)).toEqual([undefined, undefined]);
    expect(validityPeriodDays(rest ?? base)).toEqual(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday']);
  });

  it('[OPI-043] [OPI-044] picking every day (or none) keeps one period', () => {
    expect(applyValidityPeriodDays(base, [...VALIDITY_PERIOD_WEEKDAYS])).toHaveLength(1);
    expect(applyValidityPeriodDays(base, [])).toEqual([base]);
  });

  it('[OPI-044] the split periods partition the original days and each keeps one set of days', () => {
    const weekday = fc.constantFrom(...VALIDITY_PERIOD_WEEKDAYS);
    fc.assert(
      fc.property(fc.uniqueArray(weekday, { minLength: 1 }), fc.uniqueArray(weekday), (periodDays, pick) => {
        const period: ValidityPeriod = {
          ...base,
          costThresholds: base.costThresholds.map((t) => ({ ...t, daysOfTheWeek: periodDays })),
        };
        const out = applyValidityPeriodDays(period, pick, 'x');
        const all = out.flatMap((p) => validityPeriodDays(p));
        expect(new Set(all)).toEqual(new Set(periodDays));
        expect(all).toHaveLength(new Set(all).size);
        for (const p of out) {
          const sets = p.costThresholds.map((t) => t.daysOfTheWeek.join());
          expect(new Set(sets).size).toBe(1);
          expect([p.startDate, p.endDate]).toEqual([base.startDate, base.endDate]);
        }
      }),
    );
  });
});

// The default single supplement quantity: no rule reads this constant (the operator's pricing form will); the behaviour
// test comes with the form.
describe('spec values', () => {
  it.each([
    ['[OPI-045] the default single supplement available quantity', DEFAULT_SINGLE_SUPPLEMENT_AVAILABLE_QUANTITY, 10],
  ])('%s', (_name, actual, spec) => expect(actual).toEqual(spec));
});
