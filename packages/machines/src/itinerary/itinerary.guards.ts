// Itinerary guards: one-line adapters over the itinerary role rules of @caravan/domain.
import { canUserGroupBuildItineraries, canUserGroupCreateItineraries, type ItineraryStatus } from '@caravan/domain';
import { isAdminActor } from '../trip/trip.guards.js';
import type { ItineraryActor, ItineraryContext, ItineraryEvent } from './itinerary.types.js';

type Args = { context: ItineraryContext; event: ItineraryEvent };
const actorOf = (event: ItineraryEvent): ItineraryActor | undefined => ('actor' in event ? event.actor : undefined);
const userGroupOf = (a: ItineraryActor | undefined) => (a && a.group !== 'system' ? a.group : undefined);

export const itineraryGuards = {
  /** OPI-001: operators create itineraries. */
  canCreate: ({ event }: Args) => {
    const group = userGroupOf(actorOf(event));
    return group !== undefined && canUserGroupCreateItineraries(group);
  },
  /** OPI-001: operators and admins build, price and approve itineraries. */
  canApprovePricing: ({ event }: Args) => {
    const group = userGroupOf(actorOf(event));
    return group !== undefined && canUserGroupBuildItineraries(group);
  },
  /** DECIDE: an admin makes a reviewed itinerary live or sends it back. */
  canReview: ({ event }: Args) => isAdminActor(actorOf(event)),
  /** Routes a stored status to its state. */
  storedIs: ({ context }: Args, params: { status: ItineraryStatus | null }) => context.status === params.status,
};
