// Sample events that explore the quotes machine, for its model-based test and its story.
import { type GroundTransferDetail, type GroundTransferQuote, quotesAfterFetchSuccess } from '@caravan/domain';
import { assign, type EventObject } from 'xstate';
import { sampleArrivalDetail } from '../ground-transfer-booking/ground-transfer-booking.model.js';
import { defineMachineModel } from '../shared/model.js';
import { quotesMachine } from './quotes.machine.js';

/** Complete travel details of an arrival leg: the booking machine's sample, the quotes being fetched for it. */
export const sampleQuotesDetail: GroundTransferDetail = sampleArrivalDetail;

export const sampleQuotes: GroundTransferQuote[] = [
  { price: 9_000, currency: 'USD', vehicleCategory: 'van', externalId: 'q-van' },
  { price: 4_500, currency: 'USD', vehicleCategory: 'sedan', externalId: 'q-sedan' },
];

/** The actor result events the exploration sends for the injected fetchQuotes actor. */
const actorEvents: Array<EventObject & { output: GroundTransferQuote[] }> = [
  { type: 'xstate.done.actor.fetchQuotes', output: sampleQuotes },
  { type: 'xstate.done.actor.fetchQuotes', output: [] },
];
const actorErrors: Array<EventObject & { error: unknown }> = [
  { type: 'xstate.error.actor.fetchQuotes', error: new Error('quotes unavailable') },
];

/**
 * The explored machine: the real one, except that the success count saturates at 1. Every success raises it
 * and the need-retry loop can repeat forever, while the rules only ask whether an earlier success exists
 * (count > 0); saturating keeps the exploration finite without changing any state or guard outcome.
 */
const exploredMachine = quotesMachine.provide({
  actions: {
    applyFetchSuccess: assign(({ context }, params: { quotes: GroundTransferQuote[] }) => {
      const next = quotesAfterFetchSuccess(context.quotesMetadata, params.quotes);
      return {
        ...next,
        quotesMetadata: { ...next.quotesMetadata, apiSuccessCount: Math.min(next.quotesMetadata.apiSuccessCount, 1) },
        quotesError: false,
      };
    }),
  },
});

export const quotesModel = defineMachineModel({
  id: 'quotes',
  title: 'Ground-transfer quotes of a leg',
  machine: exploredMachine,
  input: { stage: 'arrival', detail: sampleQuotesDetail, estimatedDuration: 1_800 },
  events: {
    'quotes.fetch': [{ type: 'quotes.fetch' }],
    'quotes.refresh': [{ type: 'quotes.refresh' }],
    'detail.change': [
      { type: 'detail.change', detail: { ...sampleQuotesDetail, passengers: 3 }, estimatedDuration: 1_800 },
    ],
    'duration.fetchFailed': [{ type: 'duration.fetchFailed' }],
    'quote.select': [{ type: 'quote.select', quote: sampleQuotes[1] as GroundTransferQuote }],
    ...({ 'xstate.done.actor.fetchQuotes': actorEvents, 'xstate.error.actor.fetchQuotes': actorErrors } as object),
  },
});
