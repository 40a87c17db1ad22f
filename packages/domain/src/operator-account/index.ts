// Public surface of the operator account: the profile and address rules and their save messages.
export * from './operator-account.schema.js';
