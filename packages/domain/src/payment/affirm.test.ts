// Affirm eligibility (PAY-008): the country, currency, loan range, payment option and booking status that allow it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AFFIRM_MAX_MINOR, AFFIRM_MIN_MINOR, affirmEligibility, isAffirmFinanceable } from './affirm.rules.js';

const ok = { countryCode: 'US', currency: 'USD', amountMinor: 150_000, paymentOption: 'minimum' } as const;

describe('Affirm eligibility', () => {
  it('[PAY-008] offers Affirm to a US traveler paying a financeable US-dollar minimum or full payment', () => {
    expect(affirmEligibility(ok)).toEqual({ eligible: true });
    expect(affirmEligibility({ ...ok, countryCode: 'us', paymentOption: 'full', bookingStatus: 'pending' })).toEqual({
      eligible: true,
    });
  });

  it('[PAY-008] says why not: country, currency, amount, option, booking status', () => {
    expect(affirmEligibility({ ...ok, countryCode: 'GB' })).toEqual({ eligible: false, reason: 'country' });
    expect(affirmEligibility({ ...ok, countryCode: undefined })).toEqual({ eligible: false, reason: 'country' });
    expect(affirmEligibility({ ...ok, currency: 'EUR' })).toEqual({ eligible: false, reason: 'currency' });
    expect(affirmEligibility({ ...ok, amountMinor: AFFIRM_MIN_MINOR - 1 })).toEqual({
      eligible: false,
      reason: 'amount',
    });
    expect(affirmEligibility({ ...ok, amountMinor: AFFIRM_MAX_MINOR + 1 })).toEqual({
      eligible: false,
      reason: 'amount',
    });
    expect(affirmEligibility({ ...ok, paymentOption: 'custom' })).toEqual({ eligible: false, reason: 'option' });
    expect(affirmEligibility({ ...ok, bookingStatus: 'waitlist' })).toEqual({
      eligible: false,
      reason: 'booking-status',
    });
    expect(affirmEligibility({ ...ok, bookingStatus: 'cancelled' })).toEqual({
      eligible: false,
      reason: 'booking-status',
    });
  });

  it('[PAY-008] is eligible exactly when the amount is within the loan range, all else allowed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: AFFIRM_MAX_MINOR * 2 }), (amountMinor) => {
        const inRange = amountMinor >= AFFIRM_MIN_MINOR && amountMinor <= AFFIRM_MAX_MINOR;
        expect(affirmEligibility({ ...ok, amountMinor }).eligible).toBe(inRange);
        expect(isAffirmFinanceable(amountMinor, 'USD')).toBe(inRange);
        expect(isAffirmFinanceable(amountMinor, 'EUR')).toBe(false);
      }),
    );
  });
});
