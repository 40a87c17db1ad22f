// Library service search machine (the search in a new service's form).
export { librarySearchMachine } from './library-search.machine.js';
export * from './library-search.selectors.js';
export { librarySearchModel } from './library-search.model.js';
export type * from './library-search.types.js';
