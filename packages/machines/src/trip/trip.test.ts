import {
  canApproveTrip,
  canConfirmSelectedOrders,
  hostPublishPatch,
  needsLaunchAndConfirm,
  PUBLISH_STATUSES,
  TRIP_STATUSES,
  type TripStatus,
  technicalItineraryAction,
  tripStatusAfterAgreementAcceptance,
  tripStatusSchema,
  USER_GROUPS,
} from '@caravan/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { modelCoverage } from '../shared/coverage.js';
import { explainEvent } from '../shared/explain.js';
import { tripMachine } from './trip.machine.js';
import { tripModel } from './trip.model.js';
import {
  selectCancellationMessage,
  selectNeedsLaunchAndConfirm,
  selectTechnicalItineraryState,
  tripPatchOf,
  tripStatusOf,
} from './trip.selectors.js';
import type { TripActor, TripEvent, TripInput } from './trip.types.js';

const now = new Date('2026-11-21T12:00:00Z');
const host: TripActor = { group: 'host', role: 'host-primary' };
const secondaryHost: TripActor = { group: 'host', role: 'host-secondary' };
const operator: TripActor = { group: 'operator' };
const admin: TripActor = { group: 'admin' };
const system: TripActor = { group: 'system' };
const base: TripInput = { tripId: 'trip-1', now, status: 'created', publishStatus: 'marketing' };
const start = (input: Partial<TripInput> = {}) => initialTransition(tripMachine, { ...base, ...input })[0];
const next = (input: Partial<TripInput>, event: TripEvent) => transition(tripMachine, start(input), event)[0];
const actors: TripActor[] = [...USER_GROUPS.map((group) => ({ group })), system, host, secondaryHost];
const dayMs = 86_400_000;

describe('trip machine', () => {
  it('[OPT-004] [TRP-001] every trip status is a state the machine starts from and reports back', () => {
    // The list itself is the domain's (its [OPT-004] test); here each status must round-trip through the machine.
    expect(TRIP_STATUSES).toHaveLength(11);
    for (const status of TRIP_STATUSES) expect(tripStatusOf(start({ status }))).toBe(status);
    // The platform spelling (underscores, provider prefix) parses to the same statuses.
    const spelled = [
      'partner_approved',
      'trova_pricing_approved',
      'host_approved',
      'early_confirmed',
      'ready_to_confirm',
    ];
    expect(spelled.map((s) => tripStatusOf(start({ status: tripStatusSchema.parse(s) })))).toEqual([
      'partner-approved',
      'pricing-approved',
      'host-approved',
      'early-confirmed',
      'ready-to-confirm',
    ]);
  });

  it('[OPT-020] an operator approving the trip, after the confirmation, sets its status to partner-approved', () => {
    const s = start();
    const approve = { type: 'trip.approve', actor: operator, operatorTerms: true } as const;
    expect(tripStatusOf(transition(tripMachine, s, approve)[0])).toBe('partner-approved');
    expect(explainEvent(s, { ...approve, operatorTerms: false })).toEqual({
      allowed: false,
      reason: 'guard',
      guards: ['canApprove'],
    });
    expect(s.can({ ...approve, actor: host })).toBe(false);
    expect(s.can({ ...approve, actor: admin })).toBe(false);
    // Only once: a partner-approved trip has no approve.
    expect(explainEvent(start({ status: 'partner-approved' }), approve)).toEqual({
      allowed: false,
      reason: 'no-transition',
    });
  });

  it('the platform (an admin) approves the pricing of a partner-approved trip', () => {
    expect(tripStatusOf(next({ status: 'partner-approved' }, { type: 'trip.approvePricing', actor: admin }))).toBe(
      'pricing-approved',
    );
    expect(start({ status: 'partner-approved' }).can({ type: 'trip.approvePricing', actor: operator })).toBe(false);
  });

  it('[WSP-018] [WSP-020] [WSP-021] accepting the agreement sets host-approved, records publishRequest and sends the host to /success', () => {
    const actor = createActor(tripMachine, { input: { ...base, status: 'pricing-approved' } });
    const navigations: string[] = [];
    actor.on('trip.navigate', (e) => navigations.push(e.to));
    actor.start();
    actor.send({ type: 'trip.acceptAgreement', actor: host });
    const s = actor.getSnapshot();
    expect(tripStatusOf(s)).toBe('host-approved');
    expect(tripPatchOf(s).publishRequest).toEqual(now);
    expect(navigations).toEqual(['/app/host/trips/trip-1/success']);
    // Only the primary host accepts.
    expect(start({ status: 'pricing-approved' }).can({ type: 'trip.acceptAgreement', actor: secondaryHost })).toBe(
      false,
    );
    expect(start({ status: 'pricing-approved' }).can({ type: 'trip.acceptAgreement', actor: operator })).toBe(false);
  });

  it('[WSP-020] accepting the agreement leaves the status the domain rule gives, wherever the host may accept', () => {
    for (const status of TRIP_STATUSES) {
      const s = start({ status });
      const event = { type: 'trip.acceptAgreement', actor: host } as const;
      if (!s.can(event)) continue;
      expect(tripStatusOf(transition(tripMachine, s, event)[0])).toBe(tripStatusAfterAgreementAcceptance(status));
    }
    expect(start({ status: 'created' }).can({ type: 'trip.acceptAgreement', actor: host })).toBe(false);
  });

  it('[WSP-064] with a publish status other than pending, the publish action sets the trip status to live', () => {
    const publish = { type: 'trip.publish', actor: host } as const;
    expect(tripStatusOf(next({ status: 'host-approved', publishStatus: 'in-review' }, publish))).toBe('live');
    expect(tripStatusOf(next({ status: 'host-approved', publishStatus: 'marketing' }, publish))).toBe('live');
    expect(explainEvent(start({ status: 'host-approved', publishStatus: 'pending' }), publish)).toEqual({
      allowed: false,
      reason: 'guard',
      guards: ['canPublish'],
    });
    // The publish machine reports a change of publish status.
    const [pending] = transition(tripMachine, start({ status: 'host-approved' }), {
      type: 'trip.publishStatusChanged',
      publishStatus: 'pending',
    });
    expect(pending.can(publish)).toBe(false);
  });

  it('DECIDE: publishing an early-confirmed trip makes it confirmed', () => {
    expect(tripStatusOf(next({ status: 'early-confirmed' }, { type: 'trip.publish', actor: host }))).toBe('confirmed');
  });

  it('the scheduler marks a live trip ready to confirm; a host cannot', () => {
    const ready = { type: 'trip.markReadyToConfirm', actor: system } as const;
    expect(tripStatusOf(next({ status: 'live' }, ready))).toBe('ready-to-confirm');
    expect(start({ status: 'live' }).can({ ...ready, actor: host })).toBe(false);
  });

  it('[HBK-027] a host confirming enough spots confirms the trip: early-confirmed before launch, confirmed when ready', () => {
    const confirm = { type: 'trip.confirm', actor: host, selectedSpots: 4, minimumTripThreshold: 4 } as const;
    expect(tripStatusOf(next({ status: 'host-approved' }, confirm))).toBe('early-confirmed');
    const past = new Date(now.getTime() - dayMs);
    expect(tripStatusOf(next({ status: 'ready-to-confirm', launchDate: past }, confirm))).toBe('confirmed');
    expect(start({ status: 'ready-to-confirm', launchDate: past }).can({ ...confirm, selectedSpots: 3 })).toBe(false);
  });

  it("[HBK-030] confirming a ready-to-confirm trip before its launch date needs 'Launch and Confirm', which sets the launch date to now", () => {
    const future = new Date(now.getTime() + 3 * dayMs);
    const confirm = { type: 'trip.confirm', actor: host, selectedSpots: 4, minimumTripThreshold: 2 } as const;
    const s = start({ status: 'ready-to-confirm', launchDate: future });
    expect(s.can(confirm)).toBe(false);
    expect(selectNeedsLaunchAndConfirm(s, host, 4, 2)).toBe(true);
    const [confirmed] = transition(tripMachine, s, { ...confirm, launchNow: true });
    expect(tripStatusOf(confirmed)).toBe('confirmed');
    expect(tripPatchOf(confirmed).launchDate).toEqual(now);
    // Once the launch date is reached, confirming is direct and keeps the launch date.
    const [later] = transition(tripMachine, s, { type: 'clock.tick', now: new Date(future.getTime() + 1) });
    expect(selectNeedsLaunchAndConfirm(later, host, 4, 2)).toBe(false);
    expect(tripPatchOf(transition(tripMachine, later, confirm)[0]).launchDate).toEqual(future);
  });

  it('a confirmed trip closes, then completes; the scheduler or an admin moves it, never a host', () => {
    const closed = next({ status: 'confirmed' }, { type: 'trip.close', actor: system });
    expect(tripStatusOf(closed)).toBe('closed');
    const complete = transition(tripMachine, closed, { type: 'trip.complete', actor: admin })[0];
    expect(tripStatusOf(complete)).toBe('complete');
    expect(complete.status).toBe('done');
    expect(start({ status: 'confirmed' }).can({ type: 'trip.close', actor: host })).toBe(false);
    expect(start({ status: 'live' }).can({ type: 'trip.complete', actor: system })).toBe(false);
  });

  it('[TRP-007] [TRP-008] [TRP-010] cancelling records the shown reason; automatic reasons come from the scheduler only', () => {
    const byAdmin = next({ status: 'live' }, { type: 'trip.cancel', actor: admin, reason: 'force_majeure' });
    expect(tripStatusOf(byAdmin)).toBe('cancelled');
    expect(tripPatchOf(byAdmin).internalCancellationReason).toBe('provider-cancelled-force-majeure');
    expect(selectCancellationMessage(byAdmin)).toBe(
      'This trip was cancelled by the provider (for example force majeure).',
    );
    const overdue = { type: 'trip.cancel', actor: admin, reason: 'automatic-launch-overdue' } as const;
    expect(start({ status: 'host-approved' }).can(overdue)).toBe(false);
    const bySystem = next({ status: 'host-approved' }, { ...overdue, actor: system });
    expect(selectCancellationMessage(bySystem)).toBe(
      'This trip was cancelled automatically because the launch date was not set within 14 days of reservation.',
    );
    expect(start({ status: 'live' }).can({ type: 'trip.cancel', actor: host, reason: 'default' })).toBe(false);
    expect(start({ status: 'complete' }).can({ type: 'trip.cancel', actor: admin, reason: 'default' })).toBe(false);
    expect(selectCancellationMessage(start({ status: 'live' }))).toBeNull();
  });

  it('[OPT-044] [OPT-045] the operator submits the technical itinerary of a confirmed trip (operatorTechnicalItineraryApproved), then an admin approves it', () => {
    const s = start({ status: 'confirmed' });
    expect(selectTechnicalItineraryState(s)).toBe('not-submitted');
    expect(s.can({ type: 'trip.approveTechnicalItinerary', actor: admin })).toBe(false);
    expect(s.can({ type: 'trip.submitTechnicalItinerary', actor: admin })).toBe(false);
    const [submitted] = transition(tripMachine, s, { type: 'trip.submitTechnicalItinerary', actor: operator });
    expect(tripPatchOf(submitted).operatorTechnicalItineraryApproved).toBe(true);
    expect(selectTechnicalItineraryState(submitted)).toBe('submitted');
    expect(submitted.can({ type: 'trip.submitTechnicalItinerary', actor: operator })).toBe(false);
    // Closing keeps the technical-itinerary step.
    const [closed] = transition(tripMachine, submitted, { type: 'trip.close', actor: system });
    expect(selectTechnicalItineraryState(closed)).toBe('submitted');
    const [approved] = transition(tripMachine, closed, { type: 'trip.approveTechnicalItinerary', actor: admin });
    expect(tripPatchOf(approved).adminTechnicalItineraryApproved).toBe(true);
    expect(selectTechnicalItineraryState(approved)).toBe('approved');
    expect(selectTechnicalItineraryState(start({ status: 'live' }))).toBeNull();
    expect(
      selectTechnicalItineraryState(
        start({ status: 'closed', operatorTechnicalItineraryApproved: true, adminTechnicalItineraryApproved: true }),
      ),
    ).toBe('approved');
  });

  it('the approve guard agrees with the domain rule for any status, actor and terms', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TRIP_STATUSES),
        fc.constantFrom(...actors),
        fc.boolean(),
        (status, actor, operatorTerms) => {
          const allowed = actor.group === 'operator' && canApproveTrip({ status, operatorTerms });
          expect(start({ status }).can({ type: 'trip.approve', actor, operatorTerms })).toBe(allowed);
        },
      ),
    );
  });

  it('[HBK-026] [HBK-027] [HBK-028] the confirm guard agrees with the domain rules (Confirm Selected, Launch and Confirm)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TRIP_STATUSES),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.option(fc.integer({ min: -5, max: 5 }), { nil: null }),
        fc.boolean(),
        (status, selectedSpots, minimumTripThreshold, offset, launchNow) => {
          const launchDate = offset === null ? null : new Date(now.getTime() + offset * dayMs);
          const movesTrip = status === 'host-approved' || status === 'ready-to-confirm';
          const allowed =
            movesTrip &&
            canConfirmSelectedOrders({ tripStatus: status, selectedSpots, minimumTripThreshold }) &&
            (!needsLaunchAndConfirm({ status, launchDate }, now) || launchNow);
          const event = { type: 'trip.confirm', actor: host, selectedSpots, minimumTripThreshold, launchNow } as const;
          expect(start({ status, launchDate }).can(event)).toBe(allowed);
        },
      ),
    );
  });

  it('the publish guard agrees with the domain publish patch for any publish status', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PUBLISH_STATUSES), fc.constantFrom(...actors), (publishStatus, actor) => {
        const allowed =
          actor.group === 'host' && actor.role !== 'host-secondary' && 'status' in hostPublishPatch(publishStatus, now);
        expect(start({ status: 'host-approved', publishStatus }).can({ type: 'trip.publish', actor })).toBe(allowed);
      }),
    );
  });

  it('the technical-itinerary guard agrees with the domain action for any status and submission', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TRIP_STATUSES),
        fc.boolean(),
        (status: TripStatus, operatorTechnicalItineraryApproved) => {
          const offered = technicalItineraryAction({ status, operatorTechnicalItineraryApproved })?.kind === 'submit';
          const s = start({ status, operatorTechnicalItineraryApproved });
          expect(s.can({ type: 'trip.submitTechnicalItinerary', actor: operator })).toBe(offered);
        },
      ),
    );
  });

  it('[MKT-013] the scheduler launches a trip once its launch date and time has come, and nobody else does', () => {
    const launchDate = new Date('2026-12-01T14:00:00Z');
    const launch = { type: 'trip.launch', actor: system } as const;
    const before = new Date(launchDate.getTime() - 60_000);
    expect(start({ status: 'host-approved', launchDate, now: before }).can(launch)).toBe(false);
    expect(start({ status: 'host-approved', launchDate: null, now: launchDate }).can(launch)).toBe(false);
    expect(tripStatusOf(next({ status: 'host-approved', launchDate, now: launchDate }, launch))).toBe('live');
    expect(tripStatusOf(next({ status: 'early-confirmed', launchDate, now: launchDate }, launch))).toBe('confirmed');
    for (const actor of [host, admin, operator])
      expect(start({ status: 'host-approved', launchDate, now: launchDate }).can({ type: 'trip.launch', actor })).toBe(
        false,
      );
    for (const status of ['live', 'confirmed', 'cancelled', 'complete'] as const)
      expect(start({ status, launchDate, now: launchDate }).can(launch)).toBe(false);
  });

  it('model-based: every state and every transition is reached', () => {
    // The launch (MKT-013) needs launch dates on both sides of the clock, which roughly doubles the snapshots.
    const coverage = modelCoverage(tripModel, { limit: 20_000 });
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});
