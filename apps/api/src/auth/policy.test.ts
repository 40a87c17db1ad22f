// The booking rules of the policy: who may update and cancel bookings at all, and on which rows.
import { describe, expect, it } from 'vitest';
import { type PolicyUser, can, scope } from './policy.js';

const user = (group: string, role: string | null = null): PolicyUser => ({ id: `u-${group}-${role}`, group, role });
const BOOKING = { kind: 'booking', area: 'me' } as const;

describe('policy: bookings', () => {
  it('a primary traveler updates and cancels bookings; a secondary traveler, hosts and operators only read', () => {
    const primary = user('traveler', 'traveler-primary');
    for (const action of ['update', 'cancel'] as const) {
      expect(can(primary, action, BOOKING)).toBe(true);
      expect(scope(primary, action, BOOKING).kind).toBe('where');
      for (const other of [user('traveler', 'traveler-secondary'), user('host', 'host-primary'), user('operator')]) {
        expect(can(other, action, BOOKING)).toBe(false);
        expect(scope(other, action, BOOKING).kind).toBe('none');
        expect(can(other, 'read', BOOKING)).toBe(true);
      }
    }
    expect(can(primary, 'create', BOOKING)).toBe(false);
  });
});
