import {
  canUserGroupBuildItineraries,
  canUserGroupCreateItineraries,
  ITINERARY_STATUSES,
  itineraryStatusAfterPricingApproval,
  itineraryStatusSchema,
  USER_GROUPS,
} from '@caravan/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { modelCoverage } from '../shared/coverage.js';
import { explainEvent } from '../shared/explain.js';
import { ITINERARY_CREATE_ERROR, itineraryMachine } from './itinerary.machine.js';
import { itineraryModel } from './itinerary.model.js';
import {
  itineraryStatusOf,
  selectCanApprovePricing,
  selectItineraryError,
  selectItineraryId,
  selectItineraryStatusLabel,
} from './itinerary.selectors.js';
import type { CreateItineraryInput, CreateItineraryOutput, ItineraryActor, ItineraryInput } from './itinerary.types.js';

const operator: ItineraryActor = { group: 'operator' };
const admin: ItineraryActor = { group: 'admin' };
const host: ItineraryActor = { group: 'host', role: 'host-primary' };
const base: ItineraryInput = { status: null, owner: 'operator-1' };
const start = (input: Partial<ItineraryInput> = {}) => initialTransition(itineraryMachine, { ...base, ...input })[0];

describe('itinerary machine', () => {
  it('[OPI-006] saving on /new creates the itinerary, sending status incomplete with the owner', async () => {
    const sent: CreateItineraryInput[] = [];
    const machine = itineraryMachine.provide({
      actors: {
        createItinerary: fromPromise(async ({ input }) => {
          sent.push(input);
          return { id: 'itin-7' };
        }),
      },
    });
    const actor = createActor(machine, { input: base }).start();
    expect(itineraryStatusOf(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'itinerary.save', actor: operator, values: { name: 'Atlas Mountains' } });
    const saved = await waitFor(actor, (s) => s.matches('incomplete'));
    expect(sent).toEqual([{ payload: { name: 'Atlas Mountains', status: 'incomplete', owner: 'operator-1' } }]);
    expect(itineraryStatusOf(saved)).toBe('incomplete');
    expect(saved.context.itineraryId).toBe('itin-7');
    expect(selectItineraryId(saved)).toBe('itin-7');
  });

  it('a failed first save returns to the form with an error', async () => {
    const machine = itineraryMachine.provide({
      actors: {
        createItinerary: fromPromise<CreateItineraryOutput, CreateItineraryInput>(async () => {
          throw new Error('offline');
        }),
      },
    });
    const actor = createActor(machine, { input: base }).start();
    actor.send({ type: 'itinerary.save', actor: operator, values: {} });
    const back = await waitFor(actor, (s) => s.matches('draft') && s.context.error !== null);
    expect(selectItineraryError(back)).toBe(ITINERARY_CREATE_ERROR);
    expect(itineraryStatusOf(back)).toBeNull();
  });

  it("[OPI-008] approving itinerary pricing moves it to in review (DECIDE: status 'in-review')", () => {
    for (const status of ['created', 'incomplete'] as const) {
      const [next] = transition(itineraryMachine, start({ status }), {
        type: 'itinerary.approvePricing',
        actor: operator,
      });
      expect(itineraryStatusOf(next)).toBe(itineraryStatusAfterPricingApproval());
      expect(itineraryStatusOf(next)).toBe('in-review');
    }
    expect(explainEvent(start({ status: 'incomplete' }), { type: 'itinerary.approvePricing', actor: host })).toEqual({
      allowed: false,
      reason: 'guard',
      guards: ['canApprovePricing'],
    });
    // The screen's Submit button: offered to the operator on an incomplete itinerary, not to a host, not once in review.
    expect(selectCanApprovePricing(operator)(start({ status: 'incomplete' }))).toBe(true);
    expect(selectCanApprovePricing(host)(start({ status: 'incomplete' }))).toBe(false);
    expect(selectCanApprovePricing(operator)(start({ status: 'in-review' }))).toBe(false);
  });

  it('[OPI-007] the statuses are labelled Not Submitted (created, incomplete), Pending Approval (in review) and Live (complete)', () => {
    expect(ITINERARY_STATUSES.map((status) => selectItineraryStatusLabel(start({ status })))).toEqual([
      'Not Submitted',
      'Not Submitted',
      'Pending Approval',
      'Live',
    ]);
    expect(itineraryStatusOf(start({ status: itineraryStatusSchema.parse('in_review') }))).toBe('in-review');
  });

  it('an admin makes a reviewed itinerary live or sends it back to incomplete', () => {
    const s = start({ status: 'in-review' });
    expect(itineraryStatusOf(transition(itineraryMachine, s, { type: 'itinerary.approve', actor: admin })[0])).toBe(
      'complete',
    );
    expect(
      itineraryStatusOf(transition(itineraryMachine, s, { type: 'itinerary.requestChanges', actor: admin })[0]),
    ).toBe('incomplete');
    expect(s.can({ type: 'itinerary.approve', actor: operator })).toBe(false);
  });

  it('[OPI-001] the guards agree with the domain role rules: operators create; operators and admins price', () => {
    fc.assert(
      fc.property(fc.constantFrom(...USER_GROUPS), (group) => {
        const actor = { group };
        expect(start().can({ type: 'itinerary.save', actor, values: {} })).toBe(canUserGroupCreateItineraries(group));
        expect(start({ status: 'incomplete' }).can({ type: 'itinerary.approvePricing', actor })).toBe(
          canUserGroupBuildItineraries(group),
        );
      }),
    );
  });

  it('model-based: every state and every transition is reached', () => {
    const coverage = modelCoverage(itineraryModel);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});
