// Publish guards: the sender's group and one-line adapters over the publish rules of @caravan/domain.
import { canHostPublishPage, hostPublishPatch, isHostTripEditable, type PublishStatus } from '@caravan/domain';
import { isAdminActor, isHostActor } from '../trip/trip.guards.js';
import type { PublishContext, PublishEvent } from './publish.types.js';

type Args = { context: PublishContext; event: PublishEvent };
const actorOf = (event: PublishEvent) => ('actor' in event ? event.actor : undefined);

export const publishGuards = {
  /** WSP-062, WSP-063: a pending page offers 'Request Publish' to the host, which records a publishRequest. */
  canRequestPublish: ({ context, event }: Args) =>
    isHostActor(actorOf(event)) && 'publishRequest' in hostPublishPatch(context.publishStatus, context.now),
  /** The platform reviews the page (DECIDE: an admin passes the review). */
  canApproveReview: ({ event }: Args) => isAdminActor(actorOf(event)),
  /** WSP-064: the host's publish action, once the review has passed. */
  canPublish: ({ context, event }: Args) => isHostActor(actorOf(event)) && canHostPublishPage(context.publishStatus),
  /** WSP-065, WSP-068: the host edits a trip that is not closed. */
  canEdit: ({ context, event }: Args) => isHostActor(actorOf(event)) && isHostTripEditable(context.tripStatus),
  /** Routes a stored publish status to its state. */
  storedIs: ({ context }: Args, params: { publishStatus: PublishStatus }) =>
    context.publishStatus === params.publishStatus,
};
