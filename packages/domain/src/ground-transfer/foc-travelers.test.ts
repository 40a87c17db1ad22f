// Tests of a host's free-of-charge travelers and their coverage by host-booked transfers.
import { describe, expect, it } from 'vitest';
import { groundTransferEligibility } from './eligibility.rules.js';
import {
  groundTransferFocCoveredCount,
  groundTransferFocTravelers,
  hostHasGroundTransferTravelerRole,
  nextUncoveredFocTraveler,
  openFocLegs,
} from './foc-travelers.rules.js';

const host = { firstName: 'Hannah', lastName: 'Host' };
const sam = { _id: 'companion-sam', firstName: 'Sam', lastName: 'Host' };

describe('free-of-charge travelers', () => {
  it('are the host, then their companions, then unnamed seats, as many as the FOC quantity', () => {
    expect(groundTransferFocTravelers(host, [sam], 3)).toEqual([
      { id: 'host', firstName: 'Hannah', lastName: 'Host' },
      { id: 'companion-sam', firstName: 'Sam', lastName: 'Host' },
      { id: 'foc-3', firstName: '', lastName: '' },
    ]);
    expect(groundTransferFocTravelers(host, [sam], 1).map((t) => t.id)).toEqual(['host']);
    expect(groundTransferFocTravelers(host, [sam], 0)).toEqual([]);
  });

  it('[GTR-020] count as covered only once both legs are booked, so the rule refuses only then', () => {
    const travelers = groundTransferFocTravelers(host, [sam], 2);
    const rule = (covered: { arrival: string[]; departure: string[] }) =>
      groundTransferEligibility(
        {
          tripSupportsGroundTransfer: true,
          tripStartDate: '2027-05-10',
          tripStatus: 'live',
          adminTechnicalItineraryApproved: true,
          bookingStatus: null,
          userRole: 'host-primary',
          freeOfChargeTravelers: { count: 2, coveredCount: groundTransferFocCoveredCount(travelers, covered) },
        },
        '2027-01-01',
      );
    const allArrivals = { arrival: ['host', 'companion-sam'], departure: ['host'] };
    expect(groundTransferFocCoveredCount(travelers, allArrivals)).toBe(1);
    expect(rule(allArrivals)).toEqual({ ok: true });
    expect(nextUncoveredFocTraveler(travelers, allArrivals)?.id).toBe('companion-sam');
    expect(openFocLegs('companion-sam', allArrivals)).toEqual(['departure']);

    const all = { arrival: ['host', 'companion-sam'], departure: ['companion-sam', 'host'] };
    expect(rule(all)).toEqual({ ok: false, reason: 'host-booked-transfers-for-all-focs' });
    expect(nextUncoveredFocTraveler(travelers, all)).toBeNull();
  });

  it('[GTF-017] give a primary host the traveler role of the flow; a co-host has none', () => {
    expect(hostHasGroundTransferTravelerRole('host-primary')).toBe(true);
    expect(hostHasGroundTransferTravelerRole('host-secondary')).toBe(false);
    expect(hostHasGroundTransferTravelerRole(null)).toBe(false);
  });
});
