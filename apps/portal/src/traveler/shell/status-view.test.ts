// The booking status badge: the domain label with a tone per status.
import { describe, expect, it } from 'vitest';
import { bookingStatusBadge } from './status-view.js';

describe('bookingStatusBadge', () => {
  it("[TRV-034] shows awaiting as 'Awaiting Payment'", () => {
    expect(bookingStatusBadge('awaiting')).toEqual({ label: 'Awaiting Payment', tone: 'warning' });
  });
  it('[TRV-049] shows a pending cancellation in the danger tone', () => {
    expect(bookingStatusBadge('pending-cancellation')).toEqual({ label: 'Pending cancellation', tone: 'danger' });
  });
  it('confirmed is a success badge', () => {
    expect(bookingStatusBadge('confirmed').tone).toBe('success');
  });
});
