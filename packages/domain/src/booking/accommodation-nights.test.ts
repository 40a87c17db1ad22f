// The nights around a trip are the ground-transfer dates (GTR-023, GTR-024): manage booking's nights and the
// overview's trip support card read the same two dates, so they cannot drift apart.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postTripAccommodationDate, preTripAccommodationDate } from '../ground-transfer/transfer-window.rules.js';
import { addDays, type CalendarDate } from '../shared/dates.js';
import { isTripSupportCardShown } from '../traveler/traveler-app.rules.js';
import { postTripAccommodationNight, preTripAccommodationNight } from './manage-booking.rules.js';

const startDate = fc
  .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10) as CalendarDate);

describe('the nights before and after a trip', () => {
  it('[GTR-023] [GTR-024] the pre-trip night checks in on the pre-trip date, the post-trip night checks out on the post-trip date', () => {
    expect(preTripAccommodationNight('2027-05-10' as CalendarDate)).toEqual({
      checkIn: '2027-05-09',
      checkOut: '2027-05-10',
    });
    expect(postTripAccommodationNight('2027-05-17' as CalendarDate)).toEqual({
      checkIn: '2027-05-17',
      checkOut: '2027-05-18',
    });
    fc.assert(
      fc.property(startDate, fc.integer({ min: 1, max: 30 }), (start, days) => {
        const end = addDays(start, days);
        expect(preTripAccommodationNight(start).checkIn).toBe(preTripAccommodationDate(start));
        expect(postTripAccommodationNight(end).checkOut).toBe(postTripAccommodationDate(start, days));
      }),
    );
  });

  it('[TRV-027] [GTR-030] the trip support card shows from the pre-trip date to the post-trip date, and not a day beyond', () => {
    fc.assert(
      fc.property(startDate, fc.integer({ min: 1, max: 30 }), (start, days) => {
        const trip = { tripStartDate: start, tripEndDate: addDays(start, days) };
        const first = preTripAccommodationDate(start);
        const last = postTripAccommodationDate(start, days);
        expect(isTripSupportCardShown(trip, first)).toBe(true);
        expect(isTripSupportCardShown(trip, last)).toBe(true);
        expect(isTripSupportCardShown(trip, addDays(first, -1))).toBe(false);
        expect(isTripSupportCardShown(trip, addDays(last, 1))).toBe(false);
      }),
    );
  });
});
