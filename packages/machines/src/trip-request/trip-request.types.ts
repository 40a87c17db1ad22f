// Trip request lifecycle: context, input, events (a discriminated union) and the injected actors' shapes.
import type {
  TripFromRequestInput,
  TripRequestInternalEvent,
  TripRequestStatus,
  TripRequestUserEvent,
} from '@caravan/domain';
import type { TripActor } from '../trip/trip.types.js';

/** The trip request fields a new trip is built from (the domain's newTripFromTripRequest input). */
export type TripRequestRecord = TripFromRequestInput['tripRequest'];
/** The itinerary fields a new trip is built from. */
export type TripRequestItinerary = TripFromRequestInput['itinerary'];

export interface TripRequestContext {
  /** The status of the current state (each state's entry sets it); read it with `tripRequestStatusOf`. */
  status: TripRequestStatus;
  tripRequest: TripRequestRecord;
  itineraryId: string;
  instantlyApproved: boolean;
  trovaAutoPriced: boolean;
  /** The itinerary fetched when an operator creates the trip (OPT-051). */
  itinerary: TripRequestItinerary | null;
  /** The trip created from the request (OPT-052). */
  tripId: string | null;
  error: string | null;
}

export type TripRequestInput = Pick<TripRequestContext, 'status' | 'tripRequest' | 'itineraryId'> & {
  instantlyApproved?: boolean | undefined;
  trovaAutoPriced?: boolean | undefined;
  tripId?: string | null | undefined;
};

/** The trip request's events (domain trip-request.events.ts), a sender's with the sender attached. */
export type TripRequestEvent = (TripRequestUserEvent & { actor: TripActor }) | TripRequestInternalEvent;

/** Input and output of the injected actors. */
export interface FetchItineraryInput {
  itineraryId: string;
}
export interface CreateTripRecordInput {
  /** The trip to save: status created, linked to the request and the itinerary (domain newTripFromTripRequest). */
  trip: ReturnType<typeof import('@caravan/domain').newTripFromTripRequest>;
}
export interface CreateTripRecordOutput {
  id: string;
}
