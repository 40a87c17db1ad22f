import { isInstantApprovalTripRequest, keepsInstantApproval, tripRequestStatusSchema } from '@caravan/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { modelCoverage } from '../shared/coverage.js';
import { explainEvent } from '../shared/explain.js';
import type { TripActor } from '../trip/trip.types.js';
import { TRIP_CREATE_ERROR, tripRequestMachine } from './trip-request.machine.js';
import { sampleItinerary, tripRequestModel } from './trip-request.model.js';
import {
  selectCanCreateTrip,
  selectCreatedTripId,
  selectNewTripId,
  selectTripCreateFailed,
  selectIsInstantApproval,
  selectTripRequestError,
  tripRequestStatusOf,
} from './trip-request.selectors.js';
import type {
  CreateTripRecordInput,
  FetchItineraryInput,
  TripRequestInput,
  TripRequestItinerary,
} from './trip-request.types.js';

const host: TripActor = { group: 'host', role: 'host-primary' };
const operator: TripActor = { group: 'operator' };
const system: TripActor = { group: 'system' };
const base: TripRequestInput = {
  status: 'pending',
  itineraryId: 'itin-1',
  tripRequest: { id: 'req-1', host: 'host-1', startDate: '2027-03-01', additionalRequests: '' },
};
const start = (input: Partial<TripRequestInput> = {}) =>
  initialTransition(tripRequestMachine, { ...base, ...input })[0];

describe('trip request machine', () => {
  it('[TRP-004] a trip request status is pending, trip-created, accepted or rejected', () => {
    const stateOf = { pending: 'pending', 'trip-created': 'tripCreated', accepted: 'accepted', rejected: 'rejected' };
    for (const [stored, state] of Object.entries(stateOf)) {
      const status = tripRequestStatusSchema.parse(stored);
      const snapshot = start({ status });
      expect(snapshot.value).toBe(state);
      expect(tripRequestStatusOf(snapshot)).toBe(stored);
    }
    expect(tripRequestStatusOf(start({ status: tripRequestStatusSchema.parse('trip_created') }))).toBe('trip-created');
  });

  it('[OPT-051] [OPT-052] creating a trip from a request fetches the itinerary first, then saves the record: a trip with status created', async () => {
    const calls: string[] = [];
    const saved: CreateTripRecordInput[] = [];
    const machine = tripRequestMachine.provide({
      actors: {
        fetchItinerary: fromPromise(async ({ input }) => {
          calls.push(`fetch ${input.itineraryId}`);
          return sampleItinerary;
        }),
        createTripRecord: fromPromise(async ({ input }) => {
          calls.push('create');
          saved.push(input);
          return { id: 'trip-9' };
        }),
      },
    });
    const actor = createActor(machine, { input: base }).start();
    actor.send({ type: 'tripRequest.createTrip', actor: operator });
    const done = await waitFor(actor, (s) => s.matches('tripCreated'));
    expect(calls).toEqual(['fetch itin-1', 'create']);
    expect(saved[0]?.trip).toMatchObject({
      status: 'created',
      itinerary: 'itin-1',
      tripRequestId: 'req-1',
      name: 'Atlas Mountains',
    });
    expect(tripRequestStatusOf(done)).toBe('trip-created');
    expect(selectCreatedTripId(done)).toBe('trip-9');
    // The screen navigates to the new trip once it exists, and offers no second 'Create trip'.
    expect(selectNewTripId(done)).toBe('trip-9');
    expect(selectCanCreateTrip(done)).toBe(false);
  });

  it('a failed fetch stops before creating anything and leaves the request pending, with an error and a retry', async () => {
    let created = 0;
    const machine = tripRequestMachine.provide({
      actors: {
        fetchItinerary: fromPromise<TripRequestItinerary, FetchItineraryInput>(async () => {
          throw new Error('offline');
        }),
        createTripRecord: fromPromise(async () => {
          created++;
          return { id: 'x' };
        }),
      },
    });
    const actor = createActor(machine, { input: base }).start();
    actor.send({ type: 'tripRequest.createTrip', actor: operator });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(created).toBe(0);
    expect(tripRequestStatusOf(failed)).toBe('pending');
    expect(selectTripRequestError(failed)).toBe(TRIP_CREATE_ERROR);
    // The screen shows the failure and offers 'Create trip' again as the retry; no trip to navigate to.
    expect(selectTripCreateFailed(failed)).toBe(true);
    expect(selectCanCreateTrip(failed)).toBe(true);
    expect(selectNewTripId(failed)).toBeNull();
    actor.send({ type: 'tripRequest.retry' });
    expect(actor.getSnapshot().matches('pending')).toBe(true);
  });

  it('[CAT-001] only an operator (or the platform on submission) creates the trip, and only from a request with a start date', () => {
    expect(start().can({ type: 'tripRequest.createTrip', actor: host })).toBe(false);
    // CAT-001: the platform opens the trip when the host submits, so it reaches the operator's New Trip Requests.
    expect(start().can({ type: 'tripRequest.createTrip', actor: system })).toBe(true);
    // The operator's screen offers 'Create trip' from a pending request with a start date, not from one without.
    expect(selectCanCreateTrip(start())).toBe(true);
    expect(selectCanCreateTrip(start({ tripRequest: { ...base.tripRequest, startDate: null } }))).toBe(false);
    expect(selectTripCreateFailed(start())).toBe(false);
    const noDate = start({ tripRequest: { ...base.tripRequest, startDate: null } });
    expect(explainEvent(noDate, { type: 'tripRequest.createTrip', actor: operator })).toEqual({
      allowed: false,
      reason: 'guard',
      guards: ['canCreateTrip'],
    });
  });

  it('[CAT-037] an instantly approved, auto-priced request is accepted at once and is an instant-approval request', () => {
    const s = start({ instantlyApproved: true, trovaAutoPriced: true });
    expect(selectIsInstantApproval(s)).toBe(false);
    const [accepted] = transition(tripRequestMachine, s, { type: 'tripRequest.instantApprove', actor: system });
    expect(tripRequestStatusOf(accepted)).toBe('accepted');
    expect(selectIsInstantApproval(accepted)).toBe(true);
    expect(
      start({ instantlyApproved: true, trovaAutoPriced: false }).can({
        type: 'tripRequest.instantApprove',
        actor: system,
      }),
    ).toBe(false);
  });

  it('[CAT-047] entering additional requests turns off instant approval', () => {
    const s = start({ instantlyApproved: true, trovaAutoPriced: true });
    const [edited] = transition(tripRequestMachine, s, {
      type: 'tripRequest.updateAdditionalRequests',
      actor: host,
      additionalRequests: 'Late check-out',
    });
    expect(edited.context.instantlyApproved).toBe(false);
    expect(edited.can({ type: 'tripRequest.instantApprove', actor: system })).toBe(false);
  });

  it('a pending request is rejected by an operator; a trip-created request is accepted by its host', () => {
    expect(
      tripRequestStatusOf(transition(tripRequestMachine, start(), { type: 'tripRequest.reject', actor: operator })[0]),
    ).toBe('rejected');
    expect(start().can({ type: 'tripRequest.reject', actor: host })).toBe(false);
    const created = start({ status: 'trip-created', tripId: 'trip-1' });
    expect(
      tripRequestStatusOf(transition(tripRequestMachine, created, { type: 'tripRequest.accept', actor: host })[0]),
    ).toBe('accepted');
    expect(created.can({ type: 'tripRequest.accept', actor: operator })).toBe(false);
  });

  it('the instant-approval guards agree with the domain rules', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.string({ maxLength: 4 }),
        (instantlyApproved, trovaAutoPriced, additionalRequests) => {
          const s = start({ instantlyApproved, trovaAutoPriced });
          expect(s.can({ type: 'tripRequest.instantApprove', actor: system })).toBe(
            isInstantApprovalTripRequest({ instantlyApproved, trovaAutoPriced, status: 'accepted' }),
          );
          const [edited] = transition(tripRequestMachine, s, {
            type: 'tripRequest.updateAdditionalRequests',
            actor: host,
            additionalRequests,
          });
          expect(edited.context.instantlyApproved).toBe(keepsInstantApproval(instantlyApproved, additionalRequests));
        },
      ),
    );
  });

  it('model-based: every state and every transition is reached', () => {
    const coverage = modelCoverage(tripRequestModel);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});
