// The card's status display: the domain's labels for every ride status and the provider's journey spellings (RID-003).
import { RIDE_STATUSES } from '@caravan/domain';
import { describe, expect, it } from 'vitest';
import { rideStatusView } from './ride-status-view.js';

describe('rideStatusView', () => {
  it('[RID-003] labels every ride status and gives each a tone', () => {
    for (const status of RIDE_STATUSES) expect(rideStatusView(status).label.length).toBeGreaterThan(0);
    expect(rideStatusView('confirmed')).toEqual({ label: 'Confirmed', tone: 'success' });
    expect(rideStatusView('cancelled')).toEqual({ label: 'Cancelled', tone: 'danger' });
  });

  it('[RID-003] maps provider journey statuses: planned shows driver assigned, unknown shows processing', () => {
    expect(rideStatusView('planned')).toEqual({ label: 'Driver Assigned', tone: 'info' });
    expect(rideStatusView('Driver Underway').label).toBe('Driver Underway');
    expect(rideStatusView('cancelled free').label).toBe('Cancelled');
    expect(rideStatusView('something new')).toEqual({ label: 'Processing', tone: 'warning' });
  });
});
