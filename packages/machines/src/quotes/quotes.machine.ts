// Vehicle quotes of one transfer leg: empty, loading, populated, stale, need-retry, error (traveler-app §4, §8).
import {
  type GroundTransferQuote,
  groundTransferQuotesMetadataSchema,
  legAfterEstimatedDurationFailure,
  quotesAfterFetchFailure,
  quotesAfterFetchSuccess,
  quotesAfterTravelDetailsChange,
} from '@caravan/domain';
import { assign, fromPromise, setup } from 'xstate';
import { quotesGuards } from './quotes.guards.js';
import type { FetchQuotesInput, QuotesContext, QuotesEvent, QuotesInput } from './quotes.types.js';

export const quotesMachine = setup({
  types: { context: {} as QuotesContext, events: {} as QuotesEvent, input: {} as QuotesInput },
  guards: {
    needsFetch: quotesGuards.needsFetch,
    hasCompleteDetails: quotesGuards.hasCompleteDetails,
    canSelectQuote: quotesGuards.canSelectQuote,
    isPopulated: quotesGuards.isPopulated,
    isNeedRetry: quotesGuards.isNeedRetry,
    isError: quotesGuards.isError,
  },
  actors: {
    /** Injected: POST /api/me/ground-transfers/quotes for this leg; resolves with the leg's quotes. */
    fetchQuotes: fromPromise<GroundTransferQuote[], FetchQuotesInput>(async () => {
      throw new Error('fetchQuotes is not provided');
    }),
  },
  actions: {
    markLoading: assign({
      quotesMetadata: ({ context }) => ({ ...context.quotesMetadata, status: 'loading' as const }),
    }),
    applyFetchSuccess: assign(({ context }, params: { quotes: GroundTransferQuote[] }) => ({
      ...quotesAfterFetchSuccess(context.quotesMetadata, params.quotes),
      quotesError: false,
    })),
    applyFetchFailure: assign(({ context }) => quotesAfterFetchFailure(context.quotesMetadata)),
    /** GTF-055, GTF-056: new details; populated quotes go stale and lose their selection. */
    changeDetail: assign(({ context, event }) => {
      if (event.type !== 'detail.change') return {};
      const next = quotesAfterTravelDetailsChange(context);
      return {
        detail: event.detail,
        estimatedDuration: event.estimatedDuration,
        selectedQuote: next.selectedQuote,
        quotesMetadata: next.quotesMetadata,
      };
    }),
    /** A detail change during a fetch: the running fetch is dropped and the quotes go stale. */
    changeDetailWhileLoading: assign(({ context, event }) =>
      event.type === 'detail.change'
        ? {
            detail: event.detail,
            estimatedDuration: event.estimatedDuration,
            selectedQuote: null,
            quotesMetadata: { ...context.quotesMetadata, status: 'stale' as const },
          }
        : {},
    ),
    clearEstimatedDuration: assign(({ context }) => legAfterEstimatedDurationFailure(context)),
    selectQuote: assign({ selectedQuote: ({ event }) => (event.type === 'quote.select' ? event.quote : null) }),
  },
}).createMachine({
  id: 'quotes',
  description: "The vehicle quotes of one leg (arrival or departure) of a traveler's ground-transfer booking.",
  context: ({ input }) => ({
    ...input,
    quotes: [],
    selectedQuote: null,
    quotesError: false,
    quotesMetadata: groundTransferQuotesMetadataSchema.parse({}),
  }),
  initial: 'empty',
  on: {
    'duration.fetchFailed': {
      actions: 'clearEstimatedDuration',
      description: 'GTF-066: a failed estimated-duration fetch clears the estimated duration.',
    },
  },
  states: {
    empty: {
      description: 'GTF-054: no quotes for this leg (none fetched yet, or the provider offered none).',
      on: {
        'quotes.fetch': {
          guard: 'needsFetch',
          target: 'loading',
          description: 'GTF-064: an empty leg with no earlier success and complete details fetches its quotes.',
        },
        'detail.change': {
          actions: 'changeDetail',
          description: 'The traveler edits the travel details; there are no quotes to make stale.',
        },
      },
    },
    loading: {
      description: 'GTF-054: the quotes call for this leg is running (injected fetchQuotes actor).',
      entry: 'markLoading',
      invoke: {
        id: 'fetchQuotes',
        src: 'fetchQuotes',
        input: ({ context }) => ({
          stage: context.stage,
          detail: context.detail,
          estimatedDuration: context.estimatedDuration,
        }),
        onDone: {
          target: 'settling',
          actions: { type: 'applyFetchSuccess', params: ({ event }) => ({ quotes: event.output }) },
          description:
            'GTF-057, GTF-061, GTF-062: quotes sorted by price; populated, need-retry after an earlier success, or empty; error count back to 0.',
        },
        onError: {
          target: 'settling',
          actions: 'applyFetchFailure',
          description:
            'GTF-058, GTF-059, GTF-065: quotes emptied with an error flag, error count raised; need-retry below 3 failures, else error.',
        },
      },
      on: {
        'detail.change': {
          target: 'stale',
          actions: 'changeDetailWhileLoading',
          description: 'Details changed during the fetch: its answer no longer fits, so the quotes are stale.',
        },
      },
    },
    settling: {
      description: 'Picks the state that matches the quotes status the domain rule derived from the fetch result.',
      always: [
        { guard: 'isPopulated', target: 'populated', description: 'Quotes came back.' },
        {
          guard: 'isNeedRetry',
          target: 'needRetry',
          description: 'GTF-057, GTF-059: the leg should be fetched again.',
        },
        { guard: 'isError', target: 'error', description: 'GTF-059: the third failure leaves the leg in error.' },
        { target: 'empty', description: 'The first successful fetch offered no quotes.' },
      ],
    },
    populated: {
      description: 'GTF-054: quotes are listed cheapest first; the traveler may pick one.',
      on: {
        'quote.select': {
          guard: 'canSelectQuote',
          actions: 'selectQuote',
          description: 'GTF-090: the traveler picks one of the offered quotes for a leg with full details.',
        },
        'detail.change': {
          target: 'stale',
          actions: 'changeDetail',
          description: 'GTF-055, GTF-056: changing the travel details makes the quotes stale and clears the selection.',
        },
      },
    },
    stale: {
      description: 'GTF-054: the listed quotes no longer match the travel details.',
      on: {
        'quotes.fetch': {
          guard: 'needsFetch',
          target: 'loading',
          description: 'GTF-064: stale quotes with no earlier success and complete details are fetched.',
        },
        'quotes.refresh': {
          guard: 'hasCompleteDetails',
          target: 'loading',
          description: 'The traveler asks for fresh quotes for the changed details.',
        },
        'detail.change': { actions: 'changeDetail', description: 'The traveler keeps editing the travel details.' },
      },
    },
    needRetry: {
      description: 'GTF-054, GTF-057, GTF-059: the last fetch failed (below the limit) or came back empty; retry.',
      on: {
        'quotes.fetch': {
          guard: 'needsFetch',
          target: 'loading',
          description: 'GTF-063: a leg in need-retry with complete details fetches again.',
        },
        'detail.change': { actions: 'changeDetail', description: 'The traveler edits the travel details.' },
      },
    },
    error: {
      description: 'GTF-054, GTF-059: three failed fetches leave the leg in the error state; no more fetches.',
      on: {
        'detail.change': {
          actions: 'changeDetail',
          description: 'Details may still be edited, but the leg stays in error.',
        },
      },
    },
  },
});
