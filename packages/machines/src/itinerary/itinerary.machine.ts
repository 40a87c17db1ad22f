// Itinerary lifecycle (operator-and-inventory §4 Itinerary status): new, created/incomplete (Not Submitted),
// in review (Pending Approval), complete (Live); the first save on /new is an injected actor.
import { type ItineraryStatus, itineraryStatusAfterPricingApproval, newItineraryCreatePayload } from '@caravan/domain';
import { assign, fromPromise, setup } from 'xstate';
import { itineraryGuards } from './itinerary.guards.js';
import type {
  CreateItineraryInput,
  CreateItineraryOutput,
  ItineraryContext,
  ItineraryEvent,
  ItineraryInput,
  ItineraryValues,
} from './itinerary.types.js';

/** The message of a failed first save (machine copy: the spec names none). */
export const ITINERARY_CREATE_ERROR = 'There was an error creating the itinerary. Please try again.';

const enter = (status: ItineraryStatus) => ({ type: 'setStatus' as const, params: { status } });
const storedIs = (status: ItineraryStatus | null) => ({ type: 'storedIs' as const, params: { status } });

export const itineraryMachine = setup({
  types: { context: {} as ItineraryContext, events: {} as ItineraryEvent, input: {} as ItineraryInput },
  guards: itineraryGuards,
  actors: {
    /** Creates the itinerary record; returns its id. */
    createItinerary: fromPromise<CreateItineraryOutput, CreateItineraryInput>(() =>
      Promise.reject(new Error('createItinerary is not provided: use machine.provide({ actors })')),
    ),
  },
  actions: {
    setStatus: assign((_, params: { status: ItineraryStatus }) => ({ status: params.status })),
    storeId: assign((_, params: { itineraryId: string }) => ({ itineraryId: params.itineraryId })),
    recordCreateError: assign({ error: ITINERARY_CREATE_ERROR }),
    clearError: assign({ error: null }),
    sync: assign(({ event }) =>
      event.type === 'itinerary.synced' ? { status: event.status, itineraryId: event.itineraryId } : {},
    ),
  },
}).createMachine({
  id: 'itinerary',
  description: 'An operator itinerary: created on /new, priced and sent to review, then made live by the platform.',
  context: ({ input }) => ({
    status: input.status,
    owner: input.owner,
    itineraryId: input.itineraryId ?? null,
    error: null,
  }),
  initial: 'resolving',
  on: {
    'itinerary.synced': {
      target: '.resolving',
      actions: 'sync',
      description: 'The stored itinerary was read again: the lifecycle re-routes from its status.',
    },
  },
  states: {
    resolving: {
      description: 'Reads the stored itinerary status (none for a new one) to pick the starting state.',
      always: [
        { guard: storedIs(null), target: 'draft', description: 'A new, unsaved itinerary.' },
        { guard: storedIs('created'), target: 'created', description: 'Stored created.' },
        { guard: storedIs('in-review'), target: 'inReview', description: 'Stored in review.' },
        { guard: storedIs('complete'), target: 'complete', description: 'Stored complete.' },
        { target: 'incomplete', description: 'Stored incomplete.' },
      ],
    },
    draft: {
      description: 'The /new form, not saved yet.',
      on: {
        'itinerary.save': {
          guard: 'canCreate',
          target: 'creating',
          actions: 'clearError',
          description: 'OPI-006: an operator saves on /new: the itinerary is created.',
        },
      },
    },
    creating: {
      description: 'OPI-006: creating the itinerary with status incomplete and its owner.',
      invoke: {
        id: 'createItinerary',
        src: 'createItinerary',
        input: ({ context, event }) => ({
          payload: newItineraryCreatePayload(
            event.type === 'itinerary.save' ? event.values : ({} as ItineraryValues),
            context.owner,
          ),
        }),
        onDone: {
          target: 'incomplete',
          actions: { type: 'storeId', params: ({ event }) => ({ itineraryId: event.output.id }) },
          description: 'Created: the itinerary is incomplete (Not Submitted).',
        },
        onError: {
          target: 'draft',
          actions: 'recordCreateError',
          description: 'The save failed: back to the form with an error.',
        },
      },
    },
    created: {
      description: "OPI-007: created, labelled 'Not Submitted'.",
      entry: enter('created'),
      on: {
        'itinerary.approvePricing': {
          guard: 'canApprovePricing',
          target: 'inReview',
          description: 'OPI-008: approving the pricing moves the itinerary to in review.',
        },
      },
    },
    incomplete: {
      description: "OPI-007: incomplete, labelled 'Not Submitted'.",
      entry: enter('incomplete'),
      on: {
        'itinerary.approvePricing': {
          guard: 'canApprovePricing',
          target: 'inReview',
          description: 'OPI-008: approving the pricing moves the itinerary to in review.',
        },
      },
    },
    inReview: {
      description: "OPI-007, OPI-008: in review, labelled 'Pending Approval'.",
      entry: enter(itineraryStatusAfterPricingApproval()),
      on: {
        'itinerary.approve': {
          guard: 'canReview',
          target: 'complete',
          description: 'The platform approves the itinerary: complete (Live).',
        },
        'itinerary.requestChanges': {
          guard: 'canReview',
          target: 'incomplete',
          description: 'The platform sends it back to the operator: incomplete (Not Submitted).',
        },
      },
    },
    complete: {
      description: "OPI-007: complete, labelled 'Live'.",
      entry: enter('complete'),
    },
  },
});
