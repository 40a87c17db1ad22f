// The trip request guards on their own: who may send each event, the start date a trip needs, and instant approval
// needing both flags (CAT-037, CAT-047, OPT-001); an event with no sender (the stored request read again) passes none.
import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import type { TripActor } from '../trip/trip.types.js';
import { instantApprovalAfterEdit, tripRequestGuards } from './trip-request.guards.js';
import { tripRequestMachine } from './trip-request.machine.js';
import type { TripRequestContext, TripRequestEvent, TripRequestInput } from './trip-request.types.js';

const host: TripActor = { group: 'host', role: 'host-primary' };
const operator: TripActor = { group: 'operator' };
const admin: TripActor = { group: 'admin' };
const system: TripActor = { group: 'system' };
const senders = [host, operator, admin, system];
const base: TripRequestInput = {
  status: 'pending',
  itineraryId: 'itin-1',
  tripRequest: { id: 'req-1', host: 'host-1', startDate: '2027-03-01', additionalRequests: '' },
};
const contextOf = (input: Partial<TripRequestInput> = {}): TripRequestContext =>
  initialTransition(tripRequestMachine, { ...base, ...input })[0].context;
const synced: TripRequestEvent = { type: 'tripRequest.synced', status: 'pending', tripId: null };
type Bare = 'tripRequest.instantApprove' | 'tripRequest.createTrip' | 'tripRequest.reject' | 'tripRequest.accept';
const from =
  (type: Bare, context = contextOf()) =>
  (guard: (a: { context: TripRequestContext; event: TripRequestEvent }) => boolean) => [
    ...senders.map((actor) => guard({ context, event: { type, actor } })),
    guard({ context, event: synced }),
  ];

describe('trip request guards', () => {
  it('[CAT-037] only the platform approves at once, and only a request both instantly approved and auto-priced', () => {
    const both = contextOf({ instantlyApproved: true, trovaAutoPriced: true });
    expect(from('tripRequest.instantApprove', both)(tripRequestGuards.canInstantApprove)).toEqual([
      false,
      false,
      false,
      true,
      false,
    ]);
    for (const flags of [{ instantlyApproved: true }, { trovaAutoPriced: true }, {}])
      expect(
        tripRequestGuards.canInstantApprove({
          context: contextOf(flags),
          event: { type: 'tripRequest.instantApprove', actor: system },
        }),
      ).toBe(false);
  });

  it('[CAT-047] an edit keeps instant approval only while no additional request is written', () => {
    const instant = contextOf({ instantlyApproved: true });
    expect(instantApprovalAfterEdit(instant, '')).toBe(true);
    expect(instantApprovalAfterEdit(instant, 'A vegetarian menu')).toBe(false);
    expect(instantApprovalAfterEdit(contextOf(), '')).toBe(false);
  });

  it('[OPT-001] an operator or the platform creates the trip, once the request has a start date', () => {
    expect(from('tripRequest.createTrip')(tripRequestGuards.canCreateTrip)).toEqual([false, true, false, true, false]);
    const undated = contextOf({ tripRequest: { ...base.tripRequest, startDate: null } });
    expect(from('tripRequest.createTrip', undated)(tripRequestGuards.canCreateTrip)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('the host edits and accepts; an operator or an admin rejects', () => {
    expect(from('tripRequest.accept')(tripRequestGuards.canAccept)).toEqual([true, false, false, false, false]);
    expect(from('tripRequest.accept')(tripRequestGuards.canEditRequest)).toEqual([true, false, false, false, false]);
    expect(from('tripRequest.reject')(tripRequestGuards.canReject)).toEqual([false, true, true, false, false]);
  });
});
