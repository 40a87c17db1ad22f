// What the trip page status panel needs from a publish snapshot.
import { hostPublishAction, type PublishStatus, publishStatusBadge } from '@caravan/domain';
import type { SnapshotFrom } from 'xstate';
import type { TripActor } from '../trip/trip.types.js';
import type { publishMachine } from './publish.machine.js';

export type PublishSnapshot = SnapshotFrom<typeof publishMachine>;

/** The stored publish status of a snapshot. */
export const publishStatusOf = (s: PublishSnapshot): PublishStatus => s.context.publishStatus;
/** The trip fields to persist after a transition: publishStatus, publishRequest and the trip status. */
export const publishPatchOf = (s: PublishSnapshot) => ({
  publishStatus: s.context.publishStatus,
  publishRequest: s.context.publishRequest,
  status: s.context.tripStatus,
});
/** The badge text (WSP-061). */
export const selectPublishBadge = (s: PublishSnapshot): string => publishStatusBadge(publishStatusOf(s));
/** The action offered to the host (WSP-062), and whether the actor may take it now. */
export const selectPublishAction = (s: PublishSnapshot, actor: TripActor) => {
  const action = hostPublishAction(publishStatusOf(s));
  const enabled = s.can({ type: action.kind === 'request-publish' ? 'publish.request' : 'publish.publish', actor });
  return { ...action, enabled };
};
/** The host's status panel: {@link selectPublishAction} for the signed-in actor. */
export const selectPublishActionOf = (actor: TripActor) => (s: PublishSnapshot) => selectPublishAction(s, actor);
/** Whether this actor may pass the publish review now (the admin's trip page button). */
export const selectCanApproveReview =
  (actor: TripActor) =>
  (s: PublishSnapshot): boolean =>
    s.can({ type: 'publish.approveReview', actor });
