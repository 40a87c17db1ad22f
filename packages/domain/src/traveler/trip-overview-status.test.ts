// Tests of the overview's status wording: the booking's badge and the trip's confirmation read consistently.
import { describe, expect, it } from 'vitest';
import { bookingStatusLabel } from '../booking/booking-status.rules.js';
import { BOOKING_DISPLAY_STATUSES, TRIP_STATUSES } from '../shared/statuses.js';
import { SPOT_HELD_MESSAGE, tripOverviewStatus } from './trip-overview-status.rules.js';

describe('trip overview status', () => {
  it('[MKT-043] [TRV-044] a confirmed spot on a trip still gathering travelers says the spot is held and the trip is not yet confirmed', () => {
    const s = tripOverviewStatus({
      booking: { status: 'confirmed', displayStatus: 'confirmed' },
      tripStatus: 'live',
      minimumSpots: 8,
    });
    expect(s.booking).toEqual({ status: 'confirmed', label: 'Confirmed' });
    expect(s.trip).toEqual({ status: 'pending', label: 'Trip not yet confirmed' });
    expect(s.message).toBe(`${SPOT_HELD_MESSAGE} The trip will be confirmed when 8 people book.`);
    // A booking still pending on that trip gets no held-spot sentence, and a confirmed trip no longer needs one.
    expect(
      tripOverviewStatus({
        booking: { status: 'pending', displayStatus: 'pending' },
        tripStatus: 'live',
        minimumSpots: 8,
      }).message,
    ).not.toContain(SPOT_HELD_MESSAGE);
    expect(
      tripOverviewStatus({
        booking: { status: 'confirmed', displayStatus: 'confirmed' },
        tripStatus: 'closed',
        minimumSpots: 8,
      }).message,
    ).toBe('The trip is officially happening!');
  });

  it('[TRV-045] [TRV-043] a confirmed trip and a complete one read the same in badge and message', () => {
    const confirmed = tripOverviewStatus({
      booking: { status: 'confirmed', displayStatus: 'confirmed' },
      tripStatus: 'confirmed',
      minimumSpots: 8,
    });
    expect([confirmed.trip?.label, confirmed.message]).toEqual(['Trip confirmed', 'The trip is officially happening!']);
    const complete = tripOverviewStatus({
      booking: { status: 'confirmed', displayStatus: 'complete' },
      tripStatus: 'complete',
      minimumSpots: 8,
    });
    expect([complete.booking?.label, complete.trip?.label, complete.message]).toEqual([
      'Complete',
      'Trip complete',
      'The trip was completed!',
    ]);
  });

  it('[MKT-043] the booking badge is always the domain label of the display status, which every audience reads', () => {
    for (const displayStatus of BOOKING_DISPLAY_STATUSES)
      for (const tripStatus of TRIP_STATUSES) {
        const s = tripOverviewStatus({ booking: { status: 'confirmed', displayStatus }, tripStatus, minimumSpots: 4 });
        expect(s.booking?.label).toBe(bookingStatusLabel(displayStatus));
        // Never 'Confirmed' beside a message saying the trip is not: the message then starts with the held spot.
        if (s.booking?.label === 'Confirmed' && s.message.includes('will be confirmed'))
          expect(s.message.startsWith(SPOT_HELD_MESSAGE)).toBe(true);
      }
  });

  it('[TRV-049] a booking pending cancellation: the badge says so and the message says what happens', () => {
    const s = tripOverviewStatus({
      booking: { status: 'confirmed', displayStatus: 'pending-cancellation' },
      tripStatus: 'live',
      minimumSpots: 8,
    });
    expect([s.booking?.label, s.message]).toEqual([
      'Pending cancellation',
      'Your cancellation request is being processed.',
    ]);
  });

  it('[TRV-050] without a booking the card reads unknown status', () => {
    expect(tripOverviewStatus({ booking: null, tripStatus: 'live', minimumSpots: 8 })).toEqual({
      booking: null,
      trip: { status: 'pending', label: 'Trip not yet confirmed' },
      message: 'unknown status',
    });
    for (const tripStatus of TRIP_STATUSES)
      expect(tripOverviewStatus({ booking: null, tripStatus, minimumSpots: 8 }).message).toBe('unknown status');
    // A trip not yet live has no traveler-facing status.
    expect(tripOverviewStatus({ booking: null, tripStatus: 'created', minimumSpots: 8 }).trip).toBeNull();
  });
});
