// Itinerary lifecycle: context, input, events (a discriminated union) and the injected create actor's shapes.
import type { ItineraryInternalEvent, ItineraryStatus, ItineraryUserEvent } from '@caravan/domain';
import type { TripActor } from '../trip/trip.types.js';

/** Who sends an itinerary event: the same actor shape as the trip lifecycle (group and role). */
export type ItineraryActor = TripActor;

export interface ItineraryContext {
  /** The stored status, or null while the itinerary is new and unsaved; read it with `itineraryStatusOf`. */
  status: ItineraryStatus | null;
  itineraryId: string | null;
  /** The user who owns a new itinerary (sent with the first save, OPI-006). */
  owner: string;
  error: string | null;
}

export type ItineraryInput = Pick<ItineraryContext, 'status' | 'owner'> & { itineraryId?: string | null | undefined };

/** The itinerary form values saved on /new. */
export type ItineraryValues = Record<string, unknown>;

/** The itinerary's events (domain itinerary.events.ts), a sender's with the sender attached. */
export type ItineraryEvent = (ItineraryUserEvent & { actor: ItineraryActor }) | ItineraryInternalEvent;

export interface CreateItineraryInput {
  /** The values with status incomplete and the owner (domain newItineraryCreatePayload). */
  payload: ItineraryValues & { status: ItineraryStatus; owner: string };
}
export interface CreateItineraryOutput {
  id: string;
}
