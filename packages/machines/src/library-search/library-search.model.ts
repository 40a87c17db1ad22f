// Sample events that explore the library-search machine, for its model-based test.
import { fromPromise } from 'xstate';
import { defineMachineModel, type MachineModel } from '../shared/model.js';
import { librarySearchMachine } from './library-search.machine.js';

const hit = (id: string) => ({ id, name: id, description: '', values: {} });
const machine = librarySearchMachine.provide({
  actors: { searchLibrary: fromPromise(async () => [hit('a'), hit('b'), hit('c')]) },
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
      { type: 'xstate.done.actor.searchLibrary', output: [hit('a'), hit('b'), hit('c')] },
      { type: 'xstate.done.actor.searchLibrary', output: [hit('a')] },
    ],
    'xstate.error.actor.searchLibrary': [{ type: 'xstate.error.actor.searchLibrary', error: new Error('offline') }],
  } as MachineModel<typeof machine>['events'],
});
