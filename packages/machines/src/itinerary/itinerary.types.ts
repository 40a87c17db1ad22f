// Itinerary lifecycle: context, input, events (a discriminated union) and the injected create actor's shapes.
import type { ItineraryStatus } from '@caravan/domain';
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

export type ItineraryEvent =
  /** The first save on /new (OPI-006). */
  | { type: 'itinerary.save'; actor: ItineraryActor; values: ItineraryValues }
  /** Approving the itinerary pricing (OPI-008). */
  | { type: 'itinerary.approvePricing'; actor: ItineraryActor }
  /** The platform makes a reviewed itinerary live. */
  | { type: 'itinerary.approve'; actor: ItineraryActor }
  /** The platform sends a reviewed itinerary back to the operator. */
  | { type: 'itinerary.requestChanges'; actor: ItineraryActor }
  /** The stored itinerary was read again. Internal: the API never accepts it from a request. */
  | { type: 'itinerary.synced'; status: ItineraryStatus; itineraryId: string };

export interface CreateItineraryInput {
  /** The values with status incomplete and the owner (domain newItineraryCreatePayload). */
  payload: ItineraryValues & { status: ItineraryStatus; owner: string };
}
export interface CreateItineraryOutput {
  id: string;
}
