// Trip request guards: the sender's group and one-line adapters over the trip-request rules of @caravan/domain.
import { isInstantApprovalTripRequest, keepsInstantApproval, type TripRequestStatus } from '@caravan/domain';
import { isAdminActor, isHostActor, isOperatorActor, isSystemActor } from '../trip/trip.guards.js';
import type { TripRequestContext, TripRequestEvent } from './trip-request.types.js';

type Args = { context: TripRequestContext; event: TripRequestEvent };
const actorOf = (event: TripRequestEvent) => ('actor' in event ? event.actor : undefined);

/** Whether instant approval stays on after an edit of additional requests (CAT-047). */
export const instantApprovalAfterEdit = (context: TripRequestContext, additionalRequests: string): boolean =>
  keepsInstantApproval(context.instantlyApproved, additionalRequests);

export const tripRequestGuards = {
  /** CAT-037: the platform accepts at once a request that is instantly approved and auto-priced. */
  canInstantApprove: ({ context, event }: Args) =>
    isSystemActor(actorOf(event)) &&
    isInstantApprovalTripRequest({
      instantlyApproved: context.instantlyApproved,
      trovaAutoPriced: context.trovaAutoPriced,
      status: 'accepted',
    }),
  /** The primary host edits a pending request. */
  canEditRequest: ({ event }: Args) => isHostActor(actorOf(event)),
  /**
   * OPT-001: an operator creates the trip; the request needs a start date to become a trip. DECIDE: the platform
   * (system) also opens it when the host submits, so the request waits under the operator's New Trip Requests.
   */
  canCreateTrip: ({ context, event }: Args) =>
    (isOperatorActor(actorOf(event)) || isSystemActor(actorOf(event))) && context.tripRequest.startDate !== null,
  /** An operator or an admin rejects a pending request. */
  canReject: ({ event }: Args) => isOperatorActor(actorOf(event)) || isAdminActor(actorOf(event)),
  /** DECIDE: the request is accepted when its host accepts the trip made from it. */
  canAccept: ({ event }: Args) => isHostActor(actorOf(event)),
  /** Routes a stored status to its state. */
  storedIs: ({ context }: Args, params: { status: TripRequestStatus }) => context.status === params.status,
};
