// Library service search in a new service's form (OAP-017, SVC-045, SVC-046): the text is searched 700 ms after the
// last keystroke (each keystroke restarts the wait), with count, type and text; the first page of 3 results, then
// each 'Show More' reads the next 3 after the last page's cursor and adds them (issue 18: never a growing count, which
// passed the route's maximum). The search itself is the injected `searchLibrary` actor (GET /api/me/services).
import { LIBRARY_SEARCH_DEBOUNCE_MS, LIBRARY_SEARCH_PAGE_STEP } from '@caravan/domain';
import { assign, fromPromise, setup } from 'xstate';
import { isBlankText, mayShowMore } from './library-search.guards.js';
import type {
  LibrarySearchContext,
  LibrarySearchEvent,
  LibrarySearchInput,
  LibrarySearchPage,
  LibrarySearchRequest,
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

/** The search of the last text: LIBRARY_SEARCH_PAGE_STEP services after `cursor` (null: the text's first page). */
const pageRequest = (context: LibrarySearchContext, cursor: string | null): LibrarySearchRequest => ({
  type: context.type,
  text: context.query,
  count: LIBRARY_SEARCH_PAGE_STEP,
  cursor,
});

const searchFailed = {
  target: 'failed',
  actions: 'forgetResults',
  description: 'The search failed: nothing is shown.',
} as const;

export const librarySearchMachine = setup({
  types: {
    context: {} as LibrarySearchContext,
    events: {} as LibrarySearchEvent,
    input: {} as LibrarySearchInput,
  },
  actors: {
    /** Searches the caller's library (GET /api/me/services); the screen provides it. */
    searchLibrary: fromPromise<LibrarySearchPage, LibrarySearchRequest>(async () => {
      throw new Error('searchLibrary actor not provided');
    }),
  },
  guards: { isBlankText, mayShowMore },
  delays: { debounce: LIBRARY_SEARCH_DEBOUNCE_MS },
  actions: {
    setText: assign({ text: ({ event }) => (event.type === 'search.type' ? event.text : '') }),
    clear: assign({ text: '', query: '', results: [], nextCursor: null }),
    takeText: assign({ query: ({ context }) => context.text.trim(), nextCursor: null }),
    forgetResults: assign({ results: [], nextCursor: null }),
  },
}).createMachine({
  id: 'librarySearch',
  description: "OAP-017, SVC-045, SVC-046: the library search of a new service's form.",
  context: ({ input }) => ({ type: input.type, text: '', query: '', results: [], nextCursor: null }),
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
      description: 'SVC-046: asking for the first 3 results of the text.',
      invoke: {
        id: 'searchLibrary',
        src: 'searchLibrary',
        input: ({ context }) => pageRequest(context, null),
        onDone: {
          target: 'shown',
          actions: assign({
            results: ({ event }) => event.output.items,
            nextCursor: ({ event }) => event.output.nextCursor,
          }),
          description: "The first page is shown in place of the last text's results.",
        },
        onError: searchFailed,
      },
      on: onType,
    },
    showingMore: {
      description: "SVC-046: 'Show More' asks for the next 3 after the last page's cursor; the list stays shown.",
      invoke: {
        id: 'searchLibrary',
        src: 'searchLibrary',
        input: ({ context }) => pageRequest(context, context.nextCursor),
        onDone: {
          target: 'shown',
          actions: assign({
            results: ({ context, event }) => [...context.results, ...event.output.items],
            nextCursor: ({ event }) => event.output.nextCursor,
          }),
          description: 'The next page is added under the results.',
        },
        onError: searchFailed,
      },
      on: onType,
    },
    shown: {
      description: "The results are shown; 'Show More' while the last page said more match.",
      on: {
        ...onType,
        'search.more': {
          guard: 'mayShowMore',
          target: 'showingMore',
          description: "SVC-046: 'Show More' reads the next 3.",
        },
      },
    },
    failed: {
      description: 'The search failed; typing again searches again.',
      on: onType,
    },
  },
});
