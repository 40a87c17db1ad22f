// One booking status for admin, host and traveler (issue 25): a pending cancellation never reads confirmed to anyone.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../shared/statuses.js';
import { bookingAudienceLabel, bookingAudienceStatus } from './booking-audience-status.rules.js';

describe('booking status per audience', () => {
  it('[HBK-015] a confirmed booking pending cancellation reads Pending Cancel to admin and host, never confirmed', () => {
    const b = { status: 'confirmed' as const, isPendingCancellation: true };
    expect(bookingAudienceStatus(b)).toBe('pending-cancellation');
    expect(bookingAudienceLabel(b, 'admin')).toBe('Pending Cancel');
    expect(bookingAudienceLabel(b, 'host')).toBe('Pending Cancel');
    expect(bookingAudienceLabel(b, 'traveler')).toBe('Pending cancellation');
  });

  it('[HBK-016] a waitlisted booking the host cancelled reads Rejected to admin and host', () => {
    const b = { status: 'waitlist' as const, isPendingCancellation: false, cancelledByHost: true };
    expect(bookingAudienceLabel(b, 'admin')).toBe('Rejected');
    expect(bookingAudienceLabel(b, 'host')).toBe('Rejected');
  });

  it('[TRV-037] [HBK-016] a cancelled booking is never pending cancellation; only a waitlisted or awaiting one reads rejected', () => {
    expect(bookingAudienceStatus({ status: 'cancelled', isPendingCancellation: true })).toBe('cancelled');
    expect(bookingAudienceStatus({ status: 'confirmed', isPendingCancellation: false, cancelledByHost: true })).toBe(
      'confirmed',
    );
    expect(bookingAudienceStatus({ status: 'awaiting', isPendingCancellation: false, cancelledByHost: true })).toBe(
      'rejected',
    );
    expect(bookingAudienceStatus({ status: 'waitlist', isPendingCancellation: false, cancelledByHost: false })).toBe(
      'waitlist',
    );
  });

  it('[HBK-017] every audience reads one status: the labels differ only in wording, never in which status', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BOOKING_STATUSES), fc.boolean(), fc.boolean(), (status, pending, byHost) => {
        const b = { status, isPendingCancellation: pending, cancelledByHost: byHost };
        const labels = (['admin', 'host', 'traveler'] as const).map((a) => bookingAudienceLabel(b, a));
        const confirmed = labels.map((l) => l === 'Confirmed');
        expect(new Set(confirmed).size).toBe(1);
      }),
    );
  });
});
