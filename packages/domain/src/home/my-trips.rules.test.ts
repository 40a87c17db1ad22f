// My Trips' status tabs (MKT-036) over the HOM-030 tab groups.
import { describe, expect, it } from 'vitest';
import { TRIP_STATUSES } from '../shared/statuses.js';
import {
  HOST_MY_TRIPS_ALL,
  HOST_MY_TRIPS_TABS,
  hostMyTripsFilters,
  hostMyTripsStatuses,
  hostMyTripsTabOf,
} from './my-trips.rules.js';

describe('My Trips tabs', () => {
  it('[MKT-036] [HOM-030] offers All, then the tab groups in priority order', () => {
    expect(hostMyTripsFilters()).toEqual(['all', 'requested', 'awaiting-you', 'selling', 'finished', 'cancelled']);
  });

  it('[MKT-036] puts every status in exactly one tab, and All holds them all', () => {
    const perTab = HOST_MY_TRIPS_TABS.flatMap((tab) => hostMyTripsStatuses(tab));
    expect([...perTab].sort()).toEqual([...TRIP_STATUSES].sort());
    expect(hostMyTripsStatuses(HOST_MY_TRIPS_ALL)).toEqual([...TRIP_STATUSES]);
  });

  it('[MKT-036] groups the statuses as HOM-030 does', () => {
    expect(hostMyTripsTabOf('created')).toBe('requested');
    expect(hostMyTripsTabOf('pricing-approved')).toBe('awaiting-you');
    expect(hostMyTripsStatuses('selling')).toEqual(['live', 'ready-to-confirm', 'early-confirmed', 'confirmed']);
    expect(hostMyTripsTabOf('complete')).toBe('finished');
    expect(hostMyTripsTabOf('cancelled')).toBe('cancelled');
  });
});
