// Sample events that explore the itinerary machine (the create actor's result sent as done/error events).
import { defineMachineModel } from '../shared/model.js';
import type { ItineraryActor } from './itinerary.types.js';
import { itineraryMachine } from './itinerary.machine.js';

const operator: ItineraryActor = { group: 'operator' };
const admin: ItineraryActor = { group: 'admin' };

/** Results of the injected actor, as the machine receives them (keyed by their own type). */
const actorEvents: object = {
  'xstate.done.actor.createItinerary': [{ type: 'xstate.done.actor.createItinerary', output: { id: 'itin-1' } }],
  'xstate.error.actor.createItinerary': [{ type: 'xstate.error.actor.createItinerary', error: new Error('offline') }],
};

export const itineraryModel = defineMachineModel({
  id: 'itinerary',
  title: 'Itinerary status',
  machine: itineraryMachine,
  input: { status: null, owner: 'operator-1' },
  events: {
    'itinerary.save': [{ type: 'itinerary.save', actor: operator, values: { name: 'Atlas Mountains' } }],
    'itinerary.approvePricing': [{ type: 'itinerary.approvePricing', actor: operator }],
    'itinerary.approve': [{ type: 'itinerary.approve', actor: admin }],
    'itinerary.requestChanges': [{ type: 'itinerary.requestChanges', actor: admin }],
    'itinerary.synced': [
      { type: 'itinerary.synced', status: 'created', itineraryId: 'itin-1' },
      { type: 'itinerary.synced', status: 'incomplete', itineraryId: 'itin-1' },
      { type: 'itinerary.synced', status: 'in-review', itineraryId: 'itin-1' },
      { type: 'itinerary.synced', status: 'complete', itineraryId: 'itin-1' },
    ],
    ...actorEvents,
  },
});
