import {
  canHostPublishPage,
  hostPublishPatch,
  isHostTripEditable,
  PUBLISH_RESETTING_EDITS,
  PUBLISH_STATUSES,
  publishStatusAfterHostEdit,
  publishStatusSchema,
  TRIP_STATUSES,
} from '@caravan/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { modelCoverage } from '../shared/coverage.js';
import { explainEvent } from '../shared/explain.js';
import type { TripActor } from '../trip/trip.types.js';
import { publishMachine } from './publish.machine.js';
import { publishModel } from './publish.model.js';
import {
  publishPatchOf,
  publishStatusOf,
  selectCanApproveReview,
  selectPublishAction,
  selectPublishActionOf,
  selectPublishBadge,
} from './publish.selectors.js';
import type { PublishInput } from './publish.types.js';

const now = new Date('2026-11-21T12:00:00Z');
const host: TripActor = { group: 'host', role: 'host-primary' };
const admin: TripActor = { group: 'admin' };
const base: PublishInput = { publishStatus: 'pending', tripStatus: 'host-approved', now };
const start = (input: Partial<PublishInput> = {}) => initialTransition(publishMachine, { ...base, ...input })[0];

describe('publish machine', () => {
  it("[WSP-060] [WSP-061] the publish status is pending, in_review, marketing or live, badged 'Pending', 'In Review', 'Marketing', 'Live!'", () => {
    const statuses = ['pending', 'in_review', 'marketing', 'live'].map((s) => publishStatusSchema.parse(s));
    expect(statuses.map((publishStatus) => publishStatusOf(start({ publishStatus })))).toEqual(PUBLISH_STATUSES);
    expect(statuses.map((publishStatus) => selectPublishBadge(start({ publishStatus })))).toEqual([
      'Pending',
      'In Review',
      'Marketing',
      'Live!',
    ]);
  });

  it("[WSP-062] [WSP-063] a pending page offers 'Request Publish', which sets a publishRequest timestamp", () => {
    const s = start();
    expect(selectPublishAction(s, host)).toMatchObject({
      kind: 'request-publish',
      label: 'Request Publish',
      reviewLabel: 'Review Page',
      enabled: true,
    });
    const [next] = transition(publishMachine, s, { type: 'publish.request', actor: host });
    expect(publishStatusOf(next)).toBe('in-review');
    expect(publishPatchOf(next).publishRequest).toEqual(now);
    expect(s.can({ type: 'publish.request', actor: admin })).toBe(false);
    expect(s.can({ type: 'publish.publish', actor: host })).toBe(false);
  });

  it('[WSP-064] with a publish status other than pending, the publish action sets the trip status to live', () => {
    const [next] = transition(publishMachine, start({ publishStatus: 'marketing' }), {
      type: 'publish.publish',
      actor: host,
    });
    expect(publishPatchOf(next)).toMatchObject({ publishStatus: 'live', status: 'live' });
    // A page still in review waits for the platform (canHostPublishPage).
    expect(start({ publishStatus: 'in-review' }).can({ type: 'publish.publish', actor: host })).toBe(false);
    expect(selectPublishAction(start({ publishStatus: 'marketing' }), host)).toMatchObject({
      kind: 'go-live',
      enabled: true,
    });
  });

  it('[WSP-064] only the host publishes: an admin or an operator is refused, even once the review has passed', () => {
    const s = start({ publishStatus: 'marketing' });
    for (const actor of [admin, { group: 'operator' } as TripActor])
      expect(explainEvent(s, { type: 'publish.publish', actor })).toEqual({
        allowed: false,
        reason: 'guard',
        guards: ['canPublish'],
      });
    expect(s.can({ type: 'publish.publish', actor: host })).toBe(true);
  });

  it('[WSP-064] a trip already past live gets its page back to Live! and keeps its own status', () => {
    const [next] = transition(publishMachine, start({ publishStatus: 'marketing', tripStatus: 'confirmed' }), {
      type: 'publish.publish',
      actor: host,
    });
    expect(publishPatchOf(next)).toMatchObject({ publishStatus: 'live', status: 'confirmed' });
  });

  it('the platform passes the review: in review becomes marketing; a host cannot', () => {
    const s = start({ publishStatus: 'in-review' });
    expect(publishStatusOf(transition(publishMachine, s, { type: 'publish.approveReview', actor: admin })[0])).toBe(
      'marketing',
    );
    expect(explainEvent(s, { type: 'publish.approveReview', actor: host })).toEqual({
      allowed: false,
      reason: 'guard',
      guards: ['canApproveReview'],
    });
    // The admin's trip page offers the pass while in review; not to a host, not once passed.
    expect(selectCanApproveReview(admin)(s)).toBe(true);
    expect(selectCanApproveReview(host)(s)).toBe(false);
    expect(selectCanApproveReview(admin)(start({ publishStatus: 'marketing' }))).toBe(false);
    expect(selectPublishActionOf(host)(s)).toEqual(selectPublishAction(s, host));
  });

  it('[WSP-065] any edit to trip details, gatherings or workshops sets publishStatus back to pending', () => {
    for (const publishStatus of PUBLISH_STATUSES)
      for (const edit of PUBLISH_RESETTING_EDITS) {
        const [next] = transition(publishMachine, start({ publishStatus }), {
          type: 'publish.edit',
          actor: host,
          edit,
        });
        expect(publishStatusOf(next)).toBe('pending');
      }
  });

  it('[WSP-068] a closed trip is not editable: edits are refused', () => {
    const s = start({ publishStatus: 'live', tripStatus: 'closed' });
    expect(s.can({ type: 'publish.edit', actor: host, edit: 'gathering' })).toBe(false);
  });

  it('the guards agree with the domain publish patch and edit rules for any publish and trip status', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PUBLISH_STATUSES),
        fc.constantFrom(...TRIP_STATUSES),
        fc.constantFrom(...PUBLISH_RESETTING_EDITS),
        (publishStatus, tripStatus, edit) => {
          const s = start({ publishStatus, tripStatus });
          const patch = hostPublishPatch(publishStatus, now);
          expect(s.can({ type: 'publish.request', actor: host })).toBe('publishRequest' in patch);
          expect(s.can({ type: 'publish.publish', actor: host })).toBe(canHostPublishPage(publishStatus));
          const editable = isHostTripEditable(tripStatus);
          expect(s.can({ type: 'publish.edit', actor: host, edit })).toBe(editable);
          if (editable)
            expect(publishStatusOf(transition(publishMachine, s, { type: 'publish.edit', actor: host, edit })[0])).toBe(
              publishStatusAfterHostEdit(publishStatus, edit),
            );
        },
      ),
    );
  });

  it('model-based: every state and every transition is reached', () => {
    const coverage = modelCoverage(publishModel);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});
