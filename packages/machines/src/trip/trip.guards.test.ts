// The trip guards on their own: who sends (no sender is nobody), the finished statuses, the automatic reasons and the
// technical-itinerary steps, each condition deciding alone.
import { initialTransition } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  isAdminActor,
  isAutomaticCancellationReason,
  isFinishedStatus,
  isHostActor,
  isOperatorActor,
  isSystemActor,
  tripGuards,
} from './trip.guards.js';
import { tripMachine } from './trip.machine.js';
import type { TripActor, TripContext, TripInput } from './trip.types.js';

const host: TripActor = { group: 'host', role: 'host-primary' };
const operator: TripActor = { group: 'operator' };
const admin: TripActor = { group: 'admin' };
const system: TripActor = { group: 'system' };
const contextOf = (input: Partial<TripInput>): TripContext =>
  initialTransition(tripMachine, {
    tripId: 'trip-1',
    now: new Date('2026-11-21T12:00:00Z'),
    status: 'created',
    publishStatus: 'marketing',
    ...input,
  })[0].context;

describe('trip guards', () => {
  it('no sender is no actor: host, operator, admin and scheduler each need their own group', () => {
    for (const is of [isHostActor, isOperatorActor, isAdminActor, isSystemActor]) expect(is(undefined)).toBe(false);
    expect([host, operator, admin, system].map(isHostActor)).toEqual([true, false, false, false]);
    expect([host, operator, admin, system].map(isOperatorActor)).toEqual([false, true, false, false]);
    expect([host, operator, admin, system].map(isAdminActor)).toEqual([false, false, true, false]);
    expect([host, operator, admin, system].map(isSystemActor)).toEqual([false, false, false, true]);
  });

  it('[TRP-007] [TRP-010] the launch-overdue and minimum-bookings-overdue reasons are automatic; the others are not', () => {
    expect(isAutomaticCancellationReason('automatic-launch-overdue')).toBe(true);
    expect(isAutomaticCancellationReason('automatic-minimum-bookings-overdue')).toBe(true);
    expect(isAutomaticCancellationReason('force_majeure')).toBe(false);
    expect(isAutomaticCancellationReason('default')).toBe(false);
  });

  it('[TRP-007] complete and cancelled trips are finished; the others are not', () => {
    expect(isFinishedStatus('complete')).toBe(true);
    expect(isFinishedStatus('cancelled')).toBe(true);
    expect(isFinishedStatus('confirmed')).toBe(false);
    expect(isFinishedStatus('live')).toBe(false);
  });

  it('[OPT-044] [OPT-045] the operator submits only where the domain offers the submission', () => {
    const submit = { type: 'trip.submitTechnicalItinerary', actor: operator } as const;
    expect(tripGuards.canSubmitTechnicalItinerary({ context: contextOf({ status: 'confirmed' }), event: submit })).toBe(
      true,
    );
    expect(tripGuards.canSubmitTechnicalItinerary({ context: contextOf({ status: 'live' }), event: submit })).toBe(
      false,
    );
    expect(
      tripGuards.canSubmitTechnicalItinerary({
        context: contextOf({ status: 'confirmed', operatorTechnicalItineraryApproved: true }),
        event: submit,
      }),
    ).toBe(false);
  });

  it('[OPT-045] an admin approves a submitted technical itinerary once; not before submission, not twice', () => {
    const approve = { type: 'trip.approveTechnicalItinerary', actor: admin } as const;
    const submitted = contextOf({ status: 'confirmed', operatorTechnicalItineraryApproved: true });
    expect(tripGuards.canApproveTechnicalItinerary({ context: submitted, event: approve })).toBe(true);
    expect(
      tripGuards.canApproveTechnicalItinerary({ context: submitted, event: { ...approve, actor: operator } }),
    ).toBe(false);
    expect(
      tripGuards.canApproveTechnicalItinerary({ context: contextOf({ status: 'confirmed' }), event: approve }),
    ).toBe(false);
    expect(
      tripGuards.canApproveTechnicalItinerary({
        context: { ...submitted, adminTechnicalItineraryApproved: true },
        event: approve,
      }),
    ).toBe(false);
  });
});
