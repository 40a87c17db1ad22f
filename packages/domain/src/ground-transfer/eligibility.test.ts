// Tests of ground-transfer booking eligibility and its named reasons.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSecondaryRole, USER_ROLES } from '../shared/statuses.js';
import { GROUND_TRANSFER_INELIGIBILITY_REASONS } from './ground-transfer.constants.js';
import {
  type GroundTransferEligibilityInput,
  groundTransferEligibility,
  hasGroundTransferTripStarted,
} from './eligibility.rules.js';

const today = '2025-05-01';
const ok: GroundTransferEligibilityInput = {
  tripSupportsGroundTransfer: true,
  tripStartDate: '2025-06-01',
  tripStatus: 'confirmed',
  adminTechnicalItineraryApproved: true,
  bookingStatus: 'confirmed',
  userRole: 'traveler-primary',
};

describe('ground-transfer eligibility', () => {
  it('allows booking when every condition holds', () => {
    expect(groundTransferEligibility(ok, today)).toEqual({ ok: true });
  });

  it('[GTR-014] is not allowed when the trip does not support it', () => {
    expect(groundTransferEligibility({ ...ok, tripSupportsGroundTransfer: false }, today)).toEqual({
      ok: false,
      reason: 'ground-transfer-not-bookable',
    });
  });

  it('[GTR-015] is not allowed for a user with a secondary role', () => {
    for (const userRole of ['traveler-secondary', 'host-secondary'] as const)
      expect(groundTransferEligibility({ ...ok, userRole }, today)).toEqual({
        ok: false,
        reason: 'ground-transfer-not-bookable',
      });
    expect(groundTransferEligibility({ ...ok, userRole: 'host-primary' }, today).ok).toBe(true);
  });

  it('[GTR-016] is not allowed once the trip has started', () => {
    expect(hasGroundTransferTripStarted('2025-06-01', '2025-05-31')).toBe(false);
    expect(hasGroundTransferTripStarted('2025-06-01', '2025-06-01')).toBe(true);
    expect(groundTransferEligibility(ok, '2025-06-01')).toEqual({ ok: false, reason: 'ground-transfer-not-bookable' });
    expect(groundTransferEligibility(ok, '2025-05-31').ok).toBe(true);
  });

  it('[GTR-017] is not allowed unless adminTechnicalItineraryApproved is true', () => {
    for (const adminTechnicalItineraryApproved of [false, null, undefined])
      expect(groundTransferEligibility({ ...ok, adminTechnicalItineraryApproved }, today)).toEqual({
        ok: false,
        reason: 'admin-technical-itinerary-not-approved',
      });
  });

  it('[GTR-018] is not allowed when the booking is cancelled', () => {
    expect(groundTransferEligibility({ ...ok, bookingStatus: 'cancelled' }, today)).toEqual({
      ok: false,
      reason: 'booking-is-cancelled',
    });
  });

  it('[GTR-019] is not allowed when the trip is complete (reported even though a complete trip has started)', () => {
    expect(groundTransferEligibility({ ...ok, tripStatus: 'complete' }, today)).toEqual({
      ok: false,
      reason: 'trip-is-complete',
    });
    expect(groundTransferEligibility({ ...ok, tripStatus: 'complete' }, '2025-07-01')).toEqual({
      ok: false,
      reason: 'trip-is-complete',
    });
  });

  it('[GTR-020] is not allowed when the free-of-charge travelers are all covered', () => {
    const host = { ...ok, userRole: 'host-primary' as const };
    expect(groundTransferEligibility({ ...host, freeOfChargeTravelers: { count: 2, coveredCount: 2 } }, today)).toEqual(
      {
        ok: false,
        reason: 'host-booked-transfers-for-all-focs',
      },
    );
    expect(groundTransferEligibility({ ...host, freeOfChargeTravelers: { count: 2, coveredCount: 1 } }, today).ok).toBe(
      true,
    );
  });

  it('[GTR-021] the named reasons are exactly the five, and every refusal uses one of them', () => {
    const input = fc.record({
      tripSupportsGroundTransfer: fc.boolean(),
      tripStartDate: fc.constantFrom('2025-04-01', '2025-05-01', '2025-06-01'),
      tripStatus: fc.constantFrom('live', 'confirmed', 'complete', 'cancelled'),
      adminTechnicalItineraryApproved: fc.constantFrom(true, false, null),
      bookingStatus: fc.constantFrom('pending', 'confirmed', 'cancelled'),
      userRole: fc.constantFrom(...USER_ROLES),
      freeOfChargeTravelers: fc.option(fc.record({ count: fc.nat({ max: 3 }), coveredCount: fc.nat({ max: 3 }) }), {
        nil: undefined,
      }),
    });
    fc.assert(
      fc.property(input, (i) => {
        const r = groundTransferEligibility(i, today);
        if (!r.ok) expect(GROUND_TRANSFER_INELIGIBILITY_REASONS).toContain(r.reason);
        const allHold =
          i.tripSupportsGroundTransfer &&
          !isSecondaryRole(i.userRole) &&
          i.tripStartDate > today &&
          i.adminTechnicalItineraryApproved === true &&
          i.bookingStatus !== 'cancelled' &&
          i.tripStatus !== 'complete' &&
          !(i.freeOfChargeTravelers && i.freeOfChargeTravelers.coveredCount >= i.freeOfChargeTravelers.count);
        expect(r.ok).toBe(allHold);
      }),
    );
  });

  it('[GTR-002] [GTR-003] host and traveler roles are primary and secondary; the secondary ones count as secondary', () => {
    expect(isSecondaryRole('host-secondary')).toBe(true);
    expect(isSecondaryRole('traveler-secondary')).toBe(true);
    expect(isSecondaryRole('host-primary')).toBe(false);
    expect(isSecondaryRole('traveler-primary')).toBe(false);
  });
});

// The spec's lists, held against the spec's table (the property tests above read them: every refusal names one of
// the reasons; every role is generated).
describe("the spec's lists", () => {
  it.each([
    [
      '[GTR-021] the five ineligibility reasons',
      GROUND_TRANSFER_INELIGIBILITY_REASONS,
      [
        'ground-transfer-not-bookable',
        'booking-is-cancelled',
        'admin-technical-itinerary-not-approved',
        'trip-is-complete',
        'host-booked-transfers-for-all-focs',
      ],
    ],
    [
      '[GTR-002] [GTR-003] the host and traveler roles',
      USER_ROLES,
      ['host-primary', 'host-secondary', 'traveler-primary', 'traveler-secondary'],
    ],
  ])('%s', (_name, actual, spec) => expect([...actual]).toEqual(spec));
});
