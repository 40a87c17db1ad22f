// Tests of trip dates and pickup windows shared by the operator and traveler sides.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../shared/dates.js';
import {
  arrivalPickupWindow,
  departurePickupWindow,
  groundTransferPickupWindow,
  groundTransferTripEndDate,
  isDateInWindow,
  postTripAccommodationDate,
  postTripAccommodationDateAfter,
  preTripAccommodationDate,
} from './transfer-window.rules.js';

const dateArb = fc.integer({ min: 0, max: 3650 }).map((n) => addDays('2024-01-01', n));

describe('trip dates', () => {
  it('[GTR-022] the trip end date is the start date plus the days', () => {
    expect(groundTransferTripEndDate('2025-02-25', 7)).toBe('2025-03-04');
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 1, max: 30 }), (start, days) => {
        expect(daysBetween(start, groundTransferTripEndDate(start, days))).toBe(days);
      }),
    );
  });

  it('[GTR-023] the pre-trip accommodation date is 1 day before the start', () => {
    expect(preTripAccommodationDate('2025-03-01')).toBe('2025-02-28');
    expect(preTripAccommodationDate('2024-03-01')).toBe('2024-02-29');
  });

  it('[GTR-024] the post-trip accommodation date is 1 day after the end', () => {
    expect(postTripAccommodationDate('2025-12-25', 6)).toBe('2026-01-01');
    expect(postTripAccommodationDateAfter('2024-02-28')).toBe('2024-02-29');
  });
});

describe('pickup windows', () => {
  it('[GTR-025] [GTF-091] the arrival window runs from 7 days before arrival (or today) to 1 day after', () => {
    expect(arrivalPickupWindow('2025-06-10', '2025-05-01')).toEqual({ from: '2025-06-03', to: '2025-06-11' });
    expect(arrivalPickupWindow('2025-06-10', '2025-06-05')).toEqual({ from: '2025-06-05', to: '2025-06-11' });
    expect(arrivalPickupWindow('2025-06-10', '2025-06-03')).toEqual({ from: '2025-06-03', to: '2025-06-11' });
    expect(arrivalPickupWindow('2025-06-10', '2025-06-04')).toEqual({ from: '2025-06-04', to: '2025-06-11' });
    fc.assert(
      fc.property(dateArb, dateArb, (arrival, today) => {
        const w = arrivalPickupWindow(arrival, today);
        expect(w.to).toBe(addDays(arrival, 1));
        expect(w.from >= addDays(arrival, -7)).toBe(true);
        expect(w.from >= today || w.from === addDays(arrival, -7)).toBe(true);
        expect(w.from === today || w.from === addDays(arrival, -7)).toBe(true);
      }),
    );
  });

  it('[GTR-026] [GTF-092] the departure window runs from 1 day after to 7 days after the departure', () => {
    expect(departurePickupWindow('2025-06-15')).toEqual({ from: '2025-06-16', to: '2025-06-22' });
    expect(
      groundTransferPickupWindow('departure', {
        arrivalDate: '2025-06-10',
        departureDate: '2025-06-15',
        today: '2025-01-01',
      }),
    ).toEqual({ from: '2025-06-16', to: '2025-06-22' });
    expect(
      groundTransferPickupWindow('arrival', {
        arrivalDate: '2025-06-10',
        departureDate: '2025-06-15',
        today: '2025-01-01',
      }),
    ).toEqual({ from: '2025-06-03', to: '2025-06-11' });
  });

  it('[GTF-082] a window includes both bounds', () => {
    const w = { from: '2025-06-03', to: '2025-06-11' };
    expect(isDateInWindow('2025-06-03', w)).toBe(true);
    expect(isDateInWindow('2025-06-11', w)).toBe(true);
    expect(isDateInWindow('2025-06-02', w)).toBe(false);
    expect(isDateInWindow('2025-06-12', w)).toBe(false);
  });
});
