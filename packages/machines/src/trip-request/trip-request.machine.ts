// Trip request lifecycle (host-and-platform §3, §4.8; operator-and-inventory §4 Creating a trip from a trip request):
// pending, trip created, accepted or rejected; instant approval; the operator's create-trip flow with injected actors.
import { newTripFromTripRequest, type TripRequestStatus } from '@caravan/domain';
import { assign, fromPromise, setup } from 'xstate';
import { instantApprovalAfterEdit, tripRequestGuards } from './trip-request.guards.js';
import type {
  CreateTripRecordInput,
  CreateTripRecordOutput,
  FetchItineraryInput,
  TripRequestContext,
  TripRequestEvent,
  TripRequestInput,
  TripRequestItinerary,
} from './trip-request.types.js';

/** The message of a failed create-trip flow (machine copy: the spec names none for the operator). */
export const TRIP_CREATE_ERROR = 'There was an error creating the trip. Please try again.';

const enter = (status: TripRequestStatus) => ({ type: 'setStatus' as const, params: { status } });
const notProvided = (name: string) => () =>
  Promise.reject(new Error(`${name} is not provided: use machine.provide({ actors })`));

export const tripRequestMachine = setup({
  types: { context: {} as TripRequestContext, events: {} as TripRequestEvent, input: {} as TripRequestInput },
  guards: tripRequestGuards,
  actors: {
    /** Reads the itinerary the request was made for. */
    fetchItinerary: fromPromise<TripRequestItinerary, FetchItineraryInput>(notProvided('fetchItinerary')),
    /** Saves the trip built from the request and the itinerary; returns its id. */
    createTripRecord: fromPromise<CreateTripRecordOutput, CreateTripRecordInput>(notProvided('createTripRecord')),
  },
  actions: {
    setStatus: assign((_, params: { status: TripRequestStatus }) => ({ status: params.status })),
    updateAdditionalRequests: assign(({ context, event }) =>
      event.type === 'tripRequest.updateAdditionalRequests'
        ? {
            instantlyApproved: instantApprovalAfterEdit(context, event.additionalRequests),
            tripRequest: { ...context.tripRequest, additionalRequests: event.additionalRequests },
          }
        : {},
    ),
    clearError: assign({ error: null }),
    storeItinerary: assign((_, params: { itinerary: TripRequestItinerary }) => ({ itinerary: params.itinerary })),
    storeTripId: assign((_, params: { tripId: string }) => ({ tripId: params.tripId })),
    recordCreateError: assign({ error: TRIP_CREATE_ERROR }),
    sync: assign(({ event }) =>
      event.type === 'tripRequest.synced' ? { status: event.status, tripId: event.tripId } : {},
    ),
  },
}).createMachine({
  id: 'tripRequest',
  description:
    "A host's trip request: pending until an operator creates the trip or rejects it, or accepted at once by instant approval.",
  context: ({ input }) => ({
    status: input.status,
    tripRequest: input.tripRequest,
    itineraryId: input.itineraryId,
    instantlyApproved: input.instantlyApproved ?? false,
    trovaAutoPriced: input.trovaAutoPriced ?? false,
    itinerary: null,
    tripId: input.tripId ?? null,
    error: null,
  }),
  initial: 'resolving',
  on: {
    'tripRequest.synced': {
      target: '.resolving',
      actions: 'sync',
      description: 'The stored request was read again: the lifecycle re-routes from its status.',
    },
  },
  states: {
    resolving: {
      description: 'Reads the stored request status to pick the starting state.',
      always: [
        {
          guard: { type: 'storedIs', params: { status: 'trip-created' } },
          target: 'tripCreated',
          description: 'Stored trip-created.',
        },
        {
          guard: { type: 'storedIs', params: { status: 'accepted' } },
          target: 'accepted',
          description: 'Stored accepted.',
        },
        {
          guard: { type: 'storedIs', params: { status: 'rejected' } },
          target: 'rejected',
          description: 'Stored rejected.',
        },
        { target: 'pending', description: 'Stored pending.' },
      ],
    },
    pending: {
      description: 'TRP-004: the request waits for the operator (processing takes 2-7 business days).',
      entry: enter('pending'),
      on: {
        'tripRequest.instantApprove': {
          guard: 'canInstantApprove',
          target: 'accepted',
          description: 'CAT-037: an instantly approved, auto-priced request is accepted at once.',
        },
        'tripRequest.updateAdditionalRequests': {
          guard: 'canEditRequest',
          actions: 'updateAdditionalRequests',
          description: 'CAT-047: entering additional requests turns off instant approval.',
        },
        'tripRequest.createTrip': {
          guard: 'canCreateTrip',
          target: 'creatingTrip',
          actions: 'clearError',
          description: 'OPT-051: an operator creates the trip from the request.',
        },
        'tripRequest.reject': {
          guard: 'canReject',
          target: 'rejected',
          description: 'An operator or admin rejects the request.',
        },
      },
    },
    creatingTrip: {
      description: 'OPT-051: the itinerary is fetched first, then the record is created.',
      initial: 'fetchingItinerary',
      states: {
        fetchingItinerary: {
          description: 'Fetching the itinerary the request was made for.',
          invoke: {
            id: 'fetchItinerary',
            src: 'fetchItinerary',
            input: ({ context }) => ({ itineraryId: context.itineraryId }),
            onDone: {
              target: 'creatingRecord',
              actions: { type: 'storeItinerary', params: ({ event }) => ({ itinerary: event.output }) },
              description: 'The itinerary arrived: create the record from it.',
            },
            onError: {
              target: '#tripRequest.failed',
              description: 'The itinerary could not be fetched.',
            },
          },
        },
        creatingRecord: {
          description: 'OPT-052: saving the trip, status created, built from the request and the itinerary.',
          invoke: {
            id: 'createTripRecord',
            src: 'createTripRecord',
            input: ({ context }) => ({
              trip: newTripFromTripRequest({
                tripRequest: context.tripRequest,
                itinerary: context.itinerary ?? { id: context.itineraryId, name: '' },
              }),
            }),
            onDone: {
              target: '#tripRequest.tripCreated',
              actions: { type: 'storeTripId', params: ({ event }) => ({ tripId: event.output.id }) },
              description: 'OPT-052: the trip is saved with status created; the request is trip-created.',
            },
            onError: {
              target: '#tripRequest.failed',
              description: 'The record could not be created.',
            },
          },
        },
      },
    },
    failed: {
      description: 'Creating the trip failed; the request is still pending and the operator may retry.',
      entry: [enter('pending'), 'recordCreateError'],
      on: {
        'tripRequest.retry': { target: 'pending', description: 'Back to the pending request.' },
      },
    },
    tripCreated: {
      description: 'TRP-004: a trip was created from the request; the host reviews it.',
      entry: enter('trip-created'),
      on: {
        'tripRequest.accept': {
          guard: 'canAccept',
          target: 'accepted',
          description: 'DECIDE: the host accepting the trip made from the request accepts the request.',
        },
      },
    },
    accepted: { type: 'final', description: 'TRP-004: accepted.', entry: enter('accepted') },
    rejected: { type: 'final', description: 'TRP-004: rejected.', entry: enter('rejected') },
  },
});
