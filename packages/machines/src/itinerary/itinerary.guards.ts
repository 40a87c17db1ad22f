// Itinerary guards: one-line adapters over the itinerary role rules of @caravan/domain.
import {
  canUserGroupBuildItineraries,
  canUserGroupCreateItineraries,
  type ItineraryStatus,
  type UserGroup,
} from '@caravan/domain';
import { isAdminActor } from '../trip/trip.guards.js';
import type { ItineraryActor, ItineraryContext, ItineraryEvent } from './itinerary.types.js';

type Args = { context: ItineraryContext; event: ItineraryEvent };
const actorOf = (event: ItineraryEvent): ItineraryActor | undefined => ('actor' in event ? event.actor : undefined);
/** Whether the sender is a user whose group the rule admits: the scheduler and internal events are in no user group. */
const senderGroupMay = (event: ItineraryEvent, rule: (group: UserGroup) => boolean): boolean => {
  const a = actorOf(event);
  return (
    a !== undefined &&
    // Stryker disable next-line ConditionalExpression,StringLiteral: the domain's group rules already say no to the scheduler, which is in no user group
    a.group !== 'system' &&
    rule(a.group)
  );
};

export const itineraryGuards = {
  /** OPI-001: operators create itineraries. */
  canCreate: ({ event }: Args) => senderGroupMay(event, canUserGroupCreateItineraries),
  /** OPI-001: operators and admins build, price and approve itineraries. */
  canApprovePricing: ({ event }: Args) => senderGroupMay(event, canUserGroupBuildItineraries),
  /** DECIDE: an admin makes a reviewed itinerary live or sends it back. */
  canReview: ({ event }: Args) => isAdminActor(actorOf(event)),
  /** Routes a stored status to its state. */
  storedIs: ({ context }: Args, params: { status: ItineraryStatus | null }) => context.status === params.status,
};
