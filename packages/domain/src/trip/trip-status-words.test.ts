// The trip and trip request status words every badge reads (issue 25 point 5).
import { describe, expect, it } from 'vitest';
import { TRIP_REQUEST_STATUSES, TRIP_STATUSES } from '../shared/statuses.js';
import { tripRequestStatusLabel, tripStatusLabel } from './trip-status-words.rules.js';

describe('trip status words', () => {
  it('[MKT-035] every trip status reads as words, never its stored spelling', () => {
    expect(tripStatusLabel('created')).toBe('Created');
    expect(tripStatusLabel('ready-to-confirm')).toBe('Ready to confirm');
    for (const s of TRIP_STATUSES) expect(tripStatusLabel(s)).not.toMatch(/-/);
    expect(TRIP_STATUSES.map(tripStatusLabel)).toEqual([
      'Created',
      'Partner approved',
      'Pricing approved',
      'Host approved',
      'Live',
      'Ready to confirm',
      'Early confirmed',
      'Confirmed',
      'Closed',
      'Complete',
      'Cancelled',
    ]);
  });

  it('[MKT-035] every trip request status has operator words', () => {
    for (const s of TRIP_REQUEST_STATUSES) expect(tripRequestStatusLabel(s)).toMatch(/^[A-Z][a-z ]+$/);
    expect(tripRequestStatusLabel('trip-created')).toBe('Trip created');
    expect(TRIP_REQUEST_STATUSES.map(tripRequestStatusLabel)).toEqual([
      'Pending review',
      'Trip created',
      'Accepted',
      'Rejected',
    ]);
  });
});
