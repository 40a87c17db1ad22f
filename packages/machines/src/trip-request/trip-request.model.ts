// Sample events that explore the trip request machine (the injected actors' results sent as done/error events).
import { defineMachineModel } from '../shared/model.js';
import type { TripActor } from '../trip/trip.types.js';
import { tripRequestMachine } from './trip-request.machine.js';
import type { TripRequestItinerary } from './trip-request.types.js';

const host: TripActor = { group: 'host', role: 'host-primary' };
const operator: TripActor = { group: 'operator' };
const system: TripActor = { group: 'system' };
export const sampleItinerary: TripRequestItinerary = {
  id: 'itin-1',
  name: 'Atlas Mountains',
  currency: 'USD',
  maximumSpots: 12,
};

/** Results of the injected actors, as the machine receives them (not in the event union: keyed by their own type). */
const actorEvents: object = {
  'xstate.done.actor.fetchItinerary': [{ type: 'xstate.done.actor.fetchItinerary', output: sampleItinerary }],
  'xstate.error.actor.fetchItinerary': [{ type: 'xstate.error.actor.fetchItinerary', error: new Error('offline') }],
  'xstate.done.actor.createTripRecord': [{ type: 'xstate.done.actor.createTripRecord', output: { id: 'trip-1' } }],
  'xstate.error.actor.createTripRecord': [{ type: 'xstate.error.actor.createTripRecord', error: new Error('offline') }],
};

export const tripRequestModel = defineMachineModel({
  id: 'trip-request',
  title: 'Trip request',
  machine: tripRequestMachine,
  input: {
    status: 'pending',
    itineraryId: 'itin-1',
    instantlyApproved: true,
    trovaAutoPriced: true,
    tripRequest: { id: 'req-1', host: 'host-1', startDate: '2027-03-01' },
  },
  events: {
    'tripRequest.instantApprove': [{ type: 'tripRequest.instantApprove', actor: system }],
    'tripRequest.updateAdditionalRequests': [
      { type: 'tripRequest.updateAdditionalRequests', actor: host, additionalRequests: 'A vegan cook, please' },
    ],
    'tripRequest.createTrip': [{ type: 'tripRequest.createTrip', actor: operator }],
    'tripRequest.reject': [{ type: 'tripRequest.reject', actor: operator }],
    'tripRequest.accept': [{ type: 'tripRequest.accept', actor: host }],
    'tripRequest.synced': [
      { type: 'tripRequest.synced', status: 'pending', tripId: null },
      { type: 'tripRequest.synced', status: 'trip-created', tripId: 'trip-1' },
      { type: 'tripRequest.synced', status: 'accepted', tripId: 'trip-1' },
      { type: 'tripRequest.synced', status: 'rejected', tripId: null },
    ],
    'tripRequest.retry': [{ type: 'tripRequest.retry' }],
    ...actorEvents,
  },
});
