// Sample events that explore the library-search machine, for its model-based test.
import { fromPromise } from 'xstate';
import { defineMachineModel, type MachineModel } from '../shared/model.js';
import { librarySearchMachine } from './library-search.machine.js';
import type { LibrarySearchPage } from './library-search.types.js';

const hit = (id: string) => ({ id, name: id, description: '', values: {} });
// A page that says more follow adds no item: appended pages would grow the context without bound for the explorer.
const more: LibrarySearchPage = { items: [], nextCursor: 'next' };
const last: LibrarySearchPage = { items: [hit('a')], nextCursor: null };
const machine = librarySearchMachine.provide({
  actors: { searchLibrary: fromPromise(async () => last) },
});

export const librarySearchModel = defineMachineModel({
  id: 'library-search',
  title: 'Library service search',
  machine,
  input: { type: 'ACTIVITY' },
  events: {
    'search.type': [
      { type: 'search.type', text: 'kayak' },
      { type: 'search.type', text: ' ' },
    ],
    'search.more': [{ type: 'search.more' }],
    'xstate.after.debounce.librarySearch.debouncing': [{ type: 'xstate.after.debounce.librarySearch.debouncing' }],
    'xstate.done.actor.searchLibrary': [
      { type: 'xstate.done.actor.searchLibrary', output: more },
      { type: 'xstate.done.actor.searchLibrary', output: last },
    ],
    'xstate.error.actor.searchLibrary': [{ type: 'xstate.error.actor.searchLibrary', error: new Error('offline') }],
  } as MachineModel<typeof machine>['events'],
});
