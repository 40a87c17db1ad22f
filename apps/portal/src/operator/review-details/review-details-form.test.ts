// The review-details form's logic: defaults, the package lock, when messages show, and the failure copy.
import { ITINERARY_DETAILS_MESSAGES as M, TIME_ZONE_MESSAGE } from '@caravan/domain';
import { describe, expect, it } from 'vitest';
import {
  defaultItineraryTimeZone,
  reviewDetailsErrors,
  reviewDetailsValuesOf,
  saveErrorText,
  shownError,
  withPackageEnabled,
  withPackageLevel,
} from './review-details-form.js';

const SUMMARY = 'x'.repeat(100);

describe('review details form', () => {
  it('[OPI-020] the only enabled package cannot be switched off; with two, either can', () => {
    const fresh = reviewDetailsValuesOf(null);
    expect(fresh.packages.standard.enabled).toBe(true);
    expect(withPackageEnabled(fresh, 'standard', false).packages.standard.enabled).toBe(true);
    const two = withPackageEnabled(fresh, 'premium', true);
    expect(two.packages.premium.enabled).toBe(true);
    expect(withPackageEnabled(two, 'standard', false).packages.standard.enabled).toBe(false);
  });

  it("[issue 28] a new itinerary's zone is the browser's when it is a valid zone, else UTC; a stored one is kept", () => {
    expect(defaultItineraryTimeZone('America/Lima')).toBe('America/Lima');
    expect(defaultItineraryTimeZone('+05:00')).toBe('UTC');
    expect(defaultItineraryTimeZone('')).toBe('UTC');
    expect(reviewDetailsValuesOf(null).timeZone).toBe(defaultItineraryTimeZone());
  });

  it('[issue 28] the form refuses a zone the API would refuse, with the same message', () => {
    const values = { ...reviewDetailsValuesOf(null), timeZone: 'Mars/Olympus_Mons' };
    expect(reviewDetailsErrors(values).timeZone).toBe(TIME_ZONE_MESSAGE);
    expect(reviewDetailsErrors({ ...values, timeZone: 'Asia/Tokyo' }).timeZone).toBeUndefined();
  });

  it('shows each §5 message once a save was tried', () => {
    const values = { ...reviewDetailsValuesOf(null), name: 'Fjords', tripSummary: 'Short' };
    const errors = reviewDetailsErrors(values);
    expect(errors.tripSummary).toBe(M.summaryTooShort);
    expect(errors.country).toBe(M.countryRequired);
    expect(shownError(errors, 'tripSummary', false)).toBeUndefined();
    expect(shownError(errors, 'tripSummary', true)).toBe(M.summaryTooShort);
    expect(shownError(errors, 'country', true)).toBe(M.countryRequired);
    const fixed = withPackageLevel(
      withPackageLevel(
        { ...values, country: 'NO', destination: 'Lofoten', tripSummary: SUMMARY },
        'standard',
        'accommodationLevels',
        'Comfort',
      ),
      'standard',
      'mealLevels',
      'Half board',
    );
    expect(reviewDetailsErrors(fixed)).toEqual({});
  });

  it('[OER-002] a failed save reads Error - {reason}', () => {
    expect(saveErrorText('Someone else saved it')).toBe('Error - Someone else saved it');
  });
});
