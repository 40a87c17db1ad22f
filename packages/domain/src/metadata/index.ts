// Public surface of the metadata area: the §9 pick lists served under api/metadata/.
export * from './metadata.constants.js';
