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

  it('number the unnamed seats after the named travelers; a companion without an id, or posing as the host, is not named', () => {
    const companions = [{ firstName: 'No', lastName: 'Id' }, { _id: 'host', firstName: 'Fake' }, { _id: 'c2' }];
    expect(groundTransferFocTravelers(host, companions, 4)).toEqual([
      { id: 'host', firstName: 'Hannah', lastName: 'Host' },
      { id: 'c2', firstName: '', lastName: '' },
      { id: 'foc-3', firstName: '', lastName: '' },
      { id: 'foc-4', firstName: '', lastName: '' },
    ]);
    expect(groundTransferFocTravelers(host, [], 3).map((t) => t.id)).toEqual(['host', 'foc-2', 'foc-3']);
  });

  it('count a fractional FOC quantity down and a negative one as none', () => {
    expect(groundTransferFocTravelers(host, [sam], 2.9).map((t) => t.id)).toEqual(['host', 'companion-sam']);
    expect(groundTransferFocTravelers(host, [sam], -1)).toEqual([]);
  });

  it('[GTR-020] with no FOC travelers none is covered and none is next; a traveler with no leg booked needs both', () => {
    expect(groundTransferFocCoveredCount([], { arrival: ['host'], departure: ['host'] })).toBe(0);
    expect(nextUncoveredFocTraveler([], { arrival: [], departure: [] })).toBeNull();
    expect(openFocLegs('host', { arrival: [], departure: [] })).toEqual(['arrival', 'departure']);
    expect(openFocLegs('host', { arrival: [], departure: ['host'] })).toEqual(['arrival']);
    expect(openFocLegs('host', { arrival: ['host'], departure: ['host'] })).toEqual([]);
    const travelers = groundTransferFocTravelers(host, [sam], 2);
    expect(
      groundTransferFocCoveredCount(travelers, { arrival: ['companion-sam'], departure: ['host', 'companion-sam'] }),
    ).toBe(1);
    expect(
      nextUncoveredFocTraveler(travelers, { arrival: ['companion-sam'], departure: ['host', 'companion-sam'] })?.id,
    ).toBe('host');
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
