// The admin's trip events carry the payload the trip events route requires.
import { describe, expect, it } from 'vitest';
import { ADMIN_TRIP_EVENT_TYPES, adminTripEvent, isAdminTripEventType } from './admin-trip-events.rules.js';

describe('admin trip events', () => {
  const trip = { spotsTaken: 7, minimumSpots: 4 };
  it('[MKT-022] confirmation keeps the spots sold and the minimum; a trip without a minimum sends 0', () => {
    expect(adminTripEvent('trip.confirm', trip, '')).toEqual({
      type: 'trip.confirm',
      selectedSpots: 7,
      minimumTripThreshold: 4,
    });
    expect(adminTripEvent('trip.confirm', { spotsTaken: 2, minimumSpots: null }, '')).toMatchObject({
      minimumTripThreshold: 0,
    });
  });
  it('[MKT-022] approval accepts the operator terms; a cancel carries the chosen reason; the rest carry nothing', () => {
    expect(adminTripEvent('trip.approve', trip, '')).toEqual({ type: 'trip.approve', operatorTerms: true });
    expect(adminTripEvent('trip.cancel', trip, 'default')).toEqual({ type: 'trip.cancel', reason: 'default' });
    const bare = ADMIN_TRIP_EVENT_TYPES.filter((t) => !['trip.approve', 'trip.confirm', 'trip.cancel'].includes(t));
    for (const type of bare) expect(adminTripEvent(type, trip, 'x')).toEqual({ type });
  });
  it('[MKT-022] an answer names an admin event only with one of the event types, exactly spelled', () => {
    for (const type of ADMIN_TRIP_EVENT_TYPES) expect(isAdminTripEventType(type)).toBe(true);
    for (const type of ['trip.launch', 'trip.synced', 'TRIP.CONFIRM', 'trip.confirm ', ''])
      expect(isAdminTripEventType(type)).toBe(false);
  });
});
