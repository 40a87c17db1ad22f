// Library service search in a new service's form (OAP-017, SVC-045, SVC-046): the text is searched 700 ms after the
// last keystroke (each keystroke restarts the wait), with count, type and text; 3 results first and 3 more per
// 'Show More'. The search itself is the injected `searchLibrary` actor (GET /api/me/services).
import { LIBRARY_SEARCH_DEBOUNCE_MS, librarySearchVisibleCount } from '@caravan/domain';
import { assign, fromPromise, setup } from 'xstate';
import { isBlankText, mayShowMore } from './library-search.guards.js';
import type {
  LibrarySearchContext,
  LibrarySearchEvent,
  LibrarySearchInput,
  LibrarySearchRequest,
  LibraryServiceHit,
} from './library-search.types.js';

/** Typing anywhere: blank text stops searching and clears the list; any other text waits for the typing to stop. */
const onType = {
  'search.type': [
    {
      guard: 'isBlankText',
      target: '#librarySearch.idle',
      actions: 'clear',
      description: 'An empty box searches nothing and shows nothing.',
    },
    {
      target: '#librarySearch.debouncing',
      reenter: true,
      actions: 'setText',
      description: 'SVC-045: each keystroke restarts the 700 ms wait.',
    },
  ],
} as const;

export const librarySearchMachine = setup({
  types: {
    context: {} as LibrarySearchContext,
    events: {} as LibrarySearchEvent,
    input: {} as LibrarySearchInput,
  },
  actors: {
    /** Searches the caller's library (GET /api/me/services); the screen provides it. */
    searchLibrary: fromPromise<LibraryServiceHit[], LibrarySearchRequest>(async () => {
      throw new Error('searchLibrary actor not provided');
    }),
  },
  guards: { isBlankText, mayShowMore },
  delays: { debounce: LIBRARY_SEARCH_DEBOUNCE_MS },
  actions: {
    setText: assign({ text: ({ event }) => (event.type === 'search.type' ? event.text : '') }),
    clear: assign({ text: '', query: '', showMoreClicks: 0, results: [] }),
    takeText: assign({ query: ({ context }) => context.text.trim(), showMoreClicks: 0 }),
    countMore: assign({ showMoreClicks: ({ context }) => context.showMoreClicks + 1 }),
  },
}).createMachine({
  id: 'librarySearch',
  description: "OAP-017, SVC-045, SVC-046: the library search of a new service's form.",
  context: ({ input }) => ({ type: input.type, text: '', query: '', showMoreClicks: 0, results: [] }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing typed: no search, no results.',
      on: onType,
    },
    debouncing: {
      description: 'SVC-045: waiting for the typing to stop.',
      after: {
        debounce: {
          target: 'searching',
          actions: 'takeText',
          description: 'SVC-045: 700 ms without a keystroke: the text is searched, from the first 3 results.',
        },
      },
      on: onType,
    },
    searching: {
      description: 'SVC-046: asking for the first 3 results, or 3 more than shown.',
      invoke: {
        id: 'searchLibrary',
        src: 'searchLibrary',
        input: ({ context }) => ({
          type: context.type,
          text: context.query,
          count: librarySearchVisibleCount(context.showMoreClicks),
        }),
        onDone: {
          target: 'shown',
          actions: assign({ results: ({ event }) => event.output }),
          description: 'The results are shown.',
        },
        onError: {
          target: 'failed',
          actions: assign({ results: [] }),
          description: 'The search failed: nothing is shown.',
        },
      },
      on: onType,
    },
    shown: {
      description: "The results are shown; 'Show More' while the last answer was full.",
      on: {
        ...onType,
        'search.more': {
          guard: 'mayShowMore',
          target: 'searching',
          actions: 'countMore',
          description: "SVC-046: 'Show More' asks for 3 more.",
        },
      },
    },
    failed: {
      description: 'The search failed; typing again searches again.',
      on: onType,
    },
  },
});
