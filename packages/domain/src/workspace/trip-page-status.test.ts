// Tests of the trip page status and timeline stages shown to the host.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRIP_STATUSES, type TripStatus } from '../shared/statuses.js';
import {
  hostTripClosedStageText,
  hostTripPageStatus,
  hostTripTimelineStage,
  isLaunchDayReached,
} from './trip-page-status.rules.js';
import { HOST_TRIP_PAGE_STATUSES, HOST_TRIP_TIMELINE_STAGES } from './workspace.constants.js';

const now = new Date('2025-03-10T12:00:00Z');
const trip = (status: TripStatus, launchDate: Date | null, counts = { confirmed: 0, pending: 0, max: 12 }) => ({
  status,
  launchDate,
  confirmedTravelers: counts.confirmed,
  pendingTravelers: counts.pending,
  maximumSpots: counts.max,
});

describe('trip page status', () => {
  it('[WSP-050] is launch-not-scheduled when the trip has no launch date', () => {
    expect(hostTripPageStatus(trip('host-approved', null), now)).toBe('launch-not-scheduled');
    expect(hostTripPageStatus(trip('live', null), now)).toBe('launch-not-scheduled');
    expect(hostTripPageStatus(trip('confirmed', null), now)).toBe('launch-not-scheduled');
  });

  it('[WSP-051] is pre-launch-not-bookable when a launch date is set and the status is host_approved', () => {
    expect(hostTripPageStatus(trip('host-approved', new Date('2025-04-01T09:00:00Z')), now)).toBe(
      'pre-launch-not-bookable',
    );
    expect(hostTripPageStatus(trip('host-approved', new Date('2025-01-01T09:00:00Z')), now)).toBe(
      'pre-launch-not-bookable',
    );
  });

  it('[WSP-052] a live trip is live once the launch day at UTC midnight is today or earlier, else pre-launch-bookable', () => {
    expect(hostTripPageStatus(trip('live', new Date('2025-03-10T23:00:00Z')), now)).toBe('live');
    expect(hostTripPageStatus(trip('live', new Date('2025-03-09T09:00:00Z')), now)).toBe('live');
    expect(hostTripPageStatus(trip('live', new Date('2025-03-11T00:00:00Z')), now)).toBe('pre-launch-bookable');
    expect(isLaunchDayReached(new Date('2025-03-11T00:30:00Z'), new Date('2025-03-11T00:00:00Z'))).toBe(true);
    expect(isLaunchDayReached(new Date('2025-03-11T00:30:00Z'), new Date('2025-03-10T23:59:59Z'))).toBe(false);
  });

  it('[WSP-052] live versus pre-launch-bookable depends only on the UTC launch day against now', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        (launch, at) => {
          const launchDay = Date.UTC(launch.getUTCFullYear(), launch.getUTCMonth(), launch.getUTCDate());
          expect(hostTripPageStatus(trip('live', launch), at)).toBe(
            launchDay <= at.getTime() ? 'live' : 'pre-launch-bookable',
          );
        },
      ),
    );
  });

  it('[WSP-053] a ready_to_confirm trip is live', () => {
    expect(hostTripPageStatus(trip('ready-to-confirm', new Date('2025-04-01T00:00:00Z')), now)).toBe('live');
  });

  it('[WSP-054] a confirmed trip is sold out when confirmed plus pending reach the maximum spots', () => {
    const launch = new Date('2025-01-01T00:00:00Z');
    expect(hostTripPageStatus(trip('confirmed', launch, { confirmed: 8, pending: 4, max: 12 }), now)).toBe(
      'confirmed-sold-out',
    );
    expect(hostTripPageStatus(trip('confirmed', launch, { confirmed: 10, pending: 4, max: 12 }), now)).toBe(
      'confirmed-sold-out',
    );
    expect(hostTripPageStatus(trip('confirmed', launch, { confirmed: 8, pending: 3, max: 12 }), now)).toBe(
      'confirmed-bookable',
    );
    fc.assert(
      fc.property(fc.nat(40), fc.nat(40), fc.integer({ min: 1, max: 40 }), (c, p, max) => {
        const status = hostTripPageStatus(trip('confirmed', launch, { confirmed: c, pending: p, max }), now);
        expect(status).toBe(c + p >= max ? 'confirmed-sold-out' : 'confirmed-bookable');
      }),
    );
  });

  it('[WSP-055] a cancelled trip is cancelled and a closed trip is closed, with or without a launch date', () => {
    expect(hostTripPageStatus(trip('cancelled', new Date('2025-01-01T00:00:00Z')), now)).toBe('cancelled');
    expect(hostTripPageStatus(trip('closed', new Date('2025-01-01T00:00:00Z')), now)).toBe('closed');
    expect(hostTripPageStatus(trip('cancelled', null), now)).toBe('cancelled');
    expect(hostTripPageStatus(trip('closed', null), now)).toBe('closed');
  });

  it('DECIDE: unmapped statuses fall back to their nearest stage and every status yields a known page status', () => {
    const launch = new Date('2025-01-01T00:00:00Z');
    expect(hostTripPageStatus(trip('early-confirmed', launch, { confirmed: 2, pending: 0, max: 12 }), now)).toBe(
      'confirmed-bookable',
    );
    expect(hostTripPageStatus(trip('complete', launch), now)).toBe('closed');
    expect(hostTripPageStatus(trip('pricing-approved', launch), now)).toBe('pre-launch-not-bookable');
    fc.assert(
      fc.property(fc.constantFrom(...TRIP_STATUSES), fc.option(fc.date({ noInvalidDate: true })), (s, d) => {
        expect(HOST_TRIP_PAGE_STATUSES).toContain(hostTripPageStatus(trip(s, d), now));
      }),
    );
  });
});

describe('trip timeline stages', () => {
  it('[WSP-056] Marketing covers host_approved and describes collecting emails', () => {
    expect(hostTripTimelineStage('host-approved')).toBe('marketing');
    expect(HOST_TRIP_TIMELINE_STAGES[0].label).toBe('Marketing');
    expect(HOST_TRIP_TIMELINE_STAGES[0].description).toMatch(/collect emails/);
  });

  it('[WSP-057] Live covers live and ready_to_confirm and describes booking spots', () => {
    expect(hostTripTimelineStage('live')).toBe('live');
    expect(hostTripTimelineStage('ready-to-confirm')).toBe('live');
    expect(HOST_TRIP_TIMELINE_STAGES[1].description).toMatch(/book their spots/);
  });

  it('[WSP-058] Confirmed covers confirmed and early_confirmed', () => {
    expect(hostTripTimelineStage('confirmed')).toBe('confirmed');
    expect(hostTripTimelineStage('early-confirmed')).toBe('confirmed');
    expect(hostTripTimelineStage('created')).toBeUndefined();
  });

  it('[WSP-059] the Closed stage says when a confirmed trip closes, else that it is cancelled unless confirmed', () => {
    expect(hostTripClosedStageText('confirmed', '2025-05-01')).toBe(
      'Your trip closes for new bookings on May 01, 2025.',
    );
    expect(hostTripClosedStageText('early-confirmed', '2025-05-01')).toBe(
      'Your trip closes for new bookings on May 01, 2025.',
    );
    expect(hostTripClosedStageText('live', '2025-05-01')).toBe(
      'Your trip will be cancelled on May 01, 2025 unless it is confirmed.',
    );
  });
});
