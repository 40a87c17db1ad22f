// Tests of booking and trip status as the traveler sees them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_DISPLAY_STATUSES, BOOKING_STATUSES, TRIP_STATUSES, tripStatusSchema } from '../shared/statuses.js';
import { BOOKING_STATUS_MESSAGES, STATUS_DISPLAY_PRIORITY } from './booking.constants.js';
import {
  bookingDisplayStatus,
  bookingStatusLabel,
  bookingStatusMessage,
  computeBookingStatus,
  isBookingPendingCancellation,
  statusDisplayPriority,
  travelerFacingTripStatus,
} from './booking-status.rules.js';

describe('booking statuses', () => {
  it('[TRV-033] the booking statuses are pending, awaiting, waitlist, confirmed, cancelled and complete', () => {
    expect(BOOKING_DISPLAY_STATUSES.filter((s) => s !== 'pending-cancellation')).toEqual([
      'pending',
      'awaiting',
      'waitlist',
      'confirmed',
      'cancelled',
      'complete',
    ]);
  });

  it('[TRV-034] awaiting is displayed as Awaiting Payment', () => {
    expect(bookingStatusLabel('awaiting')).toBe('Awaiting Payment');
    expect(bookingStatusLabel('pending-cancellation')).toBe('Pending cancellation');
  });

  it('[TRV-035] complete is derived when the trip is complete and the booking confirmed', () => {
    expect(computeBookingStatus({ bookingStatus: 'confirmed', tripStatus: 'complete' })).toBe('complete');
    expect(computeBookingStatus({ bookingStatus: 'confirmed', tripStatus: 'closed' })).toBe('confirmed');
    expect(computeBookingStatus({ bookingStatus: 'pending', tripStatus: 'complete' })).toBe('pending');
  });

  it('[TRV-036] a traveler whose status is cancelled yields cancelled', () => {
    expect(
      computeBookingStatus({ bookingStatus: 'confirmed', tripStatus: 'complete', travelerStatus: 'cancelled' }),
    ).toBe('cancelled');
  });

  it('[TRV-037] pending cancellation when the computed status is cancelled but the booking is not', () => {
    expect(isBookingPendingCancellation({ computedStatus: 'cancelled', bookingStatus: 'confirmed' })).toBe(true);
    expect(isBookingPendingCancellation({ computedStatus: 'cancelled', bookingStatus: 'cancelled' })).toBe(false);
    expect(isBookingPendingCancellation({ computedStatus: 'confirmed', bookingStatus: 'confirmed' })).toBe(false);
    expect(bookingDisplayStatus({ bookingStatus: 'confirmed', tripStatus: 'live', travelerStatus: 'cancelled' })).toBe(
      'pending-cancellation',
    );
    fc.assert(
      fc.property(fc.constantFrom(...BOOKING_STATUSES), fc.constantFrom(...TRIP_STATUSES), (b, t) => {
        const computed = computeBookingStatus({ bookingStatus: b, tripStatus: t, travelerStatus: 'cancelled' });
        expect(isBookingPendingCancellation({ computedStatus: computed, bookingStatus: b })).toBe(b !== 'cancelled');
      }),
    );
  });
});

describe('trip statuses for travelers', () => {
  it('[TRV-038] the trip statuses are the eleven of the spec, provider prefix accepted', () => {
    expect(TRIP_STATUSES).toHaveLength(11);
    expect(tripStatusSchema.parse('trova-pricing-approved')).toBe('pricing-approved');
  });

  it('[TRV-039] pending for live, ready-to-confirm and early-confirmed', () => {
    expect(
      ['live', 'ready-to-confirm', 'early-confirmed'].map((s) => travelerFacingTripStatus(tripStatusSchema.parse(s))),
    ).toEqual(['pending', 'pending', 'pending']);
  });

  it('[TRV-040] confirmed for confirmed and closed', () => {
    expect(travelerFacingTripStatus('confirmed')).toBe('confirmed');
    expect(travelerFacingTripStatus('closed')).toBe('confirmed');
  });

  it('[TRV-041] complete for complete', () => {
    expect(travelerFacingTripStatus('complete')).toBe('complete');
  });

  it('[TRV-042] cancelled for cancelled; none before the trip is live', () => {
    expect(travelerFacingTripStatus('cancelled')).toBe('cancelled');
    expect(travelerFacingTripStatus('created')).toBeUndefined();
    expect(travelerFacingTripStatus('host-approved')).toBeUndefined();
  });
});

describe('status priorities', () => {
  it('[TRV-052] confirmed 1, pending 2, waitlisted 3, complete 4, cancelled 5, awaiting 6, closed 7', () => {
    const spec = ['confirmed', 'pending', 'waitlisted', 'complete', 'cancelled', 'awaiting', 'closed'];
    expect(spec.map(statusDisplayPriority)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(statusDisplayPriority('waitlist')).toBe(3);
    expect(statusDisplayPriority('nope')).toBeUndefined();
  });

  it('every ranked status has a distinct priority, so the trip list order is total', () => {
    const ranks = Object.values(STATUS_DISPLAY_PRIORITY);
    expect(new Set(ranks).size).toBe(ranks.length);
  });
});

describe('status messages', () => {
  const msg = (bookingStatus: string, tripStatus: string, travelerStatus?: string) =>
    bookingStatusMessage({ bookingStatus, tripStatus, minimumSpots: 8, travelerStatus });

  it('[TRV-043] a complete trip shows The trip was completed!', () => {
    expect(msg('confirmed', 'complete')).toBe('The trip was completed!');
    // A booking stored as complete reads as the confirmed booking it was.
    expect(msg('complete', 'complete')).toBe('The trip was completed!');
  });

  it('[TRV-044] a pending trip shows the minimum spots message', () => {
    expect(msg('pending', 'ready_to_confirm')).toBe('The trip will be confirmed when 8 people book.');
  });

  it('[TRV-045] confirmed shows The trip is officially happening!', () => {
    expect(msg('confirmed', 'confirmed')).toBe('The trip is officially happening!');
    expect(msg('confirmed', 'closed')).toBe('The trip is officially happening!');
  });

  it('[TRV-046] a cancelled booking shows Either you or the host cancelled the trip.', () => {
    expect(msg('cancelled', 'live')).toBe('Either you or the host cancelled the trip.');
  });

  it('[TRV-047] a waitlisted booking shows the waitlist message', () => {
    expect(msg('waitlist', 'confirmed')).toBe('You are on the waitlist. You will be contacted if someone drops out.');
  });

  it('[TRV-048] an awaiting booking shows the send-payment message', () => {
    expect(msg('awaiting', 'live')).toBe('You are up on the waitlist! Send payment to secure your spot.');
  });

  it('[TRV-049] a booking pending cancellation shows Pending cancellation', () => {
    expect(msg('confirmed', 'live', 'cancelled')).toBe('Pending cancellation');
  });

  it('[TRV-050] an unknown trip or booking status shows unknown status', () => {
    expect(msg('flying', 'live')).toBe('unknown status');
    expect(msg('confirmed', 'teleported')).toBe('unknown status');
    expect(msg('confirmed', 'created')).toBe('unknown status');
  });

  it('[TRV-051] a cancelled trip shows the decided trip-cancelled message', () => {
    expect(msg('confirmed', 'cancelled')).toBe('This trip has been cancelled.');
  });

  it('every status pair gets a message', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BOOKING_STATUSES), fc.constantFrom(...TRIP_STATUSES), (b, t) => {
        expect(
          Object.values(BOOKING_STATUS_MESSAGES).some(
            (m) => m.split('{')[0] && msg(b, t).startsWith(m.split('{')[0] ?? ''),
          ),
        ).toBe(true);
      }),
    );
  });
});
